import CSimKernel
import PhysarumCore

/// One composed picture of the CPU backend: the field as RGBA8 (`fieldSize²`, colour / imageRange,
/// row 0 = field row 0) and what it shows. The frame pipeline keeps two, the one on screen and the
/// one its worker fills.
final class CPUFrameImage {
    let fieldSize: Int
    /// The pixels; written only by the compose that owns the image at the time.
    let pixels: UnsafeMutableBufferPointer<UInt8>
    /// The kernel's step index it shows (-1: nothing composed yet).
    var stepIndex = -1
    /// What it was composed with (nil: nothing yet).
    var look: CPUImageLook?
    /// Counts composes into it, so an uploader can tell a new picture from the one it holds.
    var version = 0

    init(fieldSize: Int) {
        self.fieldSize = fieldSize
        pixels = .allocate(capacity: fieldSize * fieldSize * 4)
        pixels.initialize(repeating: 0)
    }

    deinit { pixels.deallocate() }

    /// The pixels as an array (tests).
    var rgba: [UInt8] { Array(pixels) }
}

/// The numbers the C image is composed with: render settings and the effects switched on, reduced
/// to what the field image uses (not the viewport's kaleidoscope and vignette). Two looks are
/// equal when their pictures of one state are.
struct CPUImageLook: Equatable {
    let parameters: SimImageParams

    init(params: PresetParams, effects: RenderEffects) {
        parameters = SimImageParams(RenderSettings(params: params), effects: effects)
    }

    static func == (a: CPUImageLook, b: CPUImageLook) -> Bool {
        withUnsafeBytes(of: a.parameters) { x in withUnsafeBytes(of: b.parameters) { y in x.elementsEqual(y) } }
    }
}
