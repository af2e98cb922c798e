/// One rendered frame read back from GL: 8-bit RGB, top row first (what PNG and video encoders take).
public struct CapturedFrame: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// `width × height × 3` bytes.
    public var rgb: [UInt8]

    /// Nil unless the size is at least 1 × 1 and `rgb` holds exactly its `width × height × 3` bytes.
    public init?(width: Int, height: Int, rgb: [UInt8]) {
        guard width > 0, height > 0, rgb.count == width * height * 3 else { return nil }
        self.width = width
        self.height = height
        self.rgb = rgb
    }
}

/// An engine that cannot capture frames (test doubles, engines without GL readback).
public struct CaptureUnsupported: Error, CustomStringConvertible {
    public init() {}
    public var description: String { "this player cannot capture frames" }
}
