/// The smallest height a control a finger must hit gets where touch is expected (the bottom
/// sheet: portrait tablets and phones), in logical pixels. 44 pt is Apple's minimum hit target
/// (Human Interface Guidelines), near GNOME's 44–48 px for touch-first layouts.
public let minimumTouchTargetHeight: Double = 44
