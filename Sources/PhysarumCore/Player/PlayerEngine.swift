/// The seam between the window and the simulation: what the player view asks of an engine. The
/// UI knows only this protocol; the `physarum` executable hands it the real engine
/// (PhysarumEngine's `SimulationPlayerEngine`), tests a recording double.
///
/// The engine object lives as long as the view; `realize` and `unrealize` bracket the GL
/// context's life (a context can come and go). Every method but `requiredGLVersion` is called
/// with that context current.
public protocol PlayerEngine: AnyObject {
    /// The oldest OpenGL core version the engine can run on at all (the render passes); the view
    /// asks its GL area for at least this. Whether the context also runs compute shaders is the
    /// engine's decision, at `realize`.
    var requiredGLVersion: GLVersion { get }
    /// Creates GL resources for `params` and picks what the context can run; throws an error
    /// whose description the window shows to the user.
    func realize(params: PresetParams) throws
    /// Applies parameters (respawn parameters re-seed, the rest apply live).
    func apply(_ params: PresetParams)
    /// Runs exactly `steps` simulation steps (0: paused), then draws the newest state into the
    /// bound framebuffer (device pixels); throws an error the window shows instead of the picture.
    func frame(width: Int, height: Int, steps: Int) throws
    /// Draws the last frame again with no simulation and no render passes: the present-only
    /// ceiling `bench --window` measures the real frame rate against.
    func presentLast(width: Int, height: Int) throws
    /// The frame last shown, drawn again at `width × height` into the bound framebuffer of another
    /// GL context that shares the engine's objects (the performance output's view), with that
    /// context current: a second view of the one simulation. Nothing is drawn before a frame.
    func mirror(width: Int, height: Int) throws
    /// The frame last shown, drawn again through the viewport pass at `width × height` into an
    /// offscreen image and read back (snapshots at any size; recording). No simulation, no field
    /// pass: the picture on screen, at another resolution.
    func capture(width: Int, height: Int) throws -> CapturedFrame
    /// Starts reading the frame just drawn (the bottom-left `width × height` of the bound
    /// framebuffer) without waiting for it: recording.
    func queueReadback(width: Int, height: Int)
    /// Hands the frame queued by the previous `queueReadback` to `body` (RGBA, bottom row first);
    /// false when none was queued.
    func takeReadback(_ body: (UnsafeRawBufferPointer, _ width: Int, _ height: Int) -> Void) -> Bool
    /// Releases GL resources.
    func unrealize()
    /// Which simulation backend runs and why, once realized (`backend cpu (auto: …)`); "" if none.
    var backendSummary: String { get }
}

extension PlayerEngine {
    /// Engines without readback (test doubles) say so.
    public func capture(width: Int, height: Int) throws -> CapturedFrame { throw CaptureUnsupported() }
    public func queueReadback(width: Int, height: Int) {}
    public func takeReadback(_ body: (UnsafeRawBufferPointer, _ width: Int, _ height: Int) -> Void) -> Bool { false }
}

/// Makes the engine for a player view.
public typealias PlayerEngineFactory = () -> PlayerEngine

/// An OpenGL version, ordered (3.3 < 4.3 < 4.5).
public struct GLVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    public static func < (a: GLVersion, b: GLVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    public var description: String { "\(major).\(minor)" }
}
