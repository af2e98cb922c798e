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

    /// The viewport's picture of it made ahead on the worker, for which request and which
    /// version (`CPUViewportPicture` uploads it as it is when a frame asks for the same).
    private(set) var viewport: (request: CPUViewportRequest, version: Int, pixels: UnsafeMutableBufferPointer<UInt8>)?

    init(fieldSize: Int) {
        self.fieldSize = fieldSize
        pixels = .allocate(capacity: fieldSize * fieldSize * 4)
        pixels.initialize(repeating: 0)
    }

    deinit {
        pixels.deallocate()
        viewport?.pixels.deallocate()
    }

    /// Makes the viewport's picture of what it holds now, for `request` (the worker, after
    /// composing it). Without memory for it, there is none: the frame thread composes it then.
    func makeViewport(_ request: CPUViewportRequest) {
        let bytes = request.width * request.height * 4
        var buffer = viewport?.pixels
        viewport = nil
        if buffer?.count != bytes {
            buffer?.deallocate()
            buffer = bytes > 0 ? .allocate(capacity: bytes) : nil
        }
        guard let buffer, let start = buffer.baseAddress else { return }
        if CPUViewportPicture.compose(self, request, into: start) {
            viewport = (request, version, buffer)
        } else {
            buffer.deallocate()
        }
    }

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
