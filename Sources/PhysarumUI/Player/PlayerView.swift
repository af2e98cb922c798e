import GtkKit
import PhysarumCore

/// The living picture: a full-bleed GLArea driven by the frame clock, with a readable message
/// in place of a black window when GL cannot run.
@MainActor
final class PlayerView {
    /// The GLArea and the message above it; add `root` once and never move it (reparenting a
    /// GLArea drops its GL context).
    let root = Overlay()
    let glArea: GLArea
    private let message = Label()

    /// The engine, for the view's life; it holds GL resources only while realized.
    let engine: PlayerEngine
    private(set) var isRealized = false
    /// The GL area's size in device pixels (what one frame renders at).
    private(set) var framebuffer = (width: 1, height: 1)
    /// What the player runs: the one copy the window hands over (`apply`) and a new GL context
    /// starts from. The engine's backend holds the one in effect.
    private(set) var params: PresetParams
    /// What the sound makes of `params` each frame (`PresetParams.modulated(by:)`), while
    /// listening; nil runs `params` as they are. Never stored into `params`.
    var modulate: ((PresetParams) -> PresetParams)?
    /// What the engine runs now: `params`, or while listening their modulated copy.
    private(set) var runningParams: PresetParams

    /// Paused: frames still render (the picture stays), the simulation does not step.
    var isPaused = false
    /// Present-only: each frame shows the last one again, no simulation, no render passes (the
    /// ceiling `bench --window` measures).
    var isPresentOnly = false
    /// Whether rendering is suspended (window minimised or hidden); set by the window.
    var isSuspended = false
    /// Asked each tick while set: true skips this tick's frame (no step, no clip frame) — a
    /// recording whose encoder is behind (`EncoderBackpressure`); the picture stays meanwhile.
    var holdsFrame: (() -> Bool)?
    /// Asked each tick while set, after everything else let the frame go: true skips this tick's
    /// frame — the performance output has not yet shown the last one (`OutputPacing`).
    var waitsForOutput: (() -> Bool)?
    /// Frames rendered since realize.
    private(set) var renderedFrames = 0
    /// Which simulation backend runs and why (empty before the GL context exists).
    var backendSummary: String { isRealized ? engine.backendSummary : "" }
    /// The error shown instead of the picture, if any.
    private(set) var errorText: String?
    /// Frames rendered while a default-idle probe waited, before the player skips frames so the
    /// loop goes idle: a frame slower than the frame interval (llvmpipe) otherwise keeps it busy
    /// forever and GTK's own idle work never runs (the app never registers with the
    /// accessibility bus). At 20–30 fps this is about one skipped frame a second at most.
    static let framesBeforeIdleBreak = 30
    private var framesSinceIdle = 0
    /// A default-idle probe waiting to run (nil once it ran).
    private var idleProbe: MainLoopSource?
    /// Called after every frame with the simulation steps it ran, the context current and the
    /// frame still bound (recording reads it back).
    var onFrameRendered: ((_ steps: Int) -> Void)?
    /// Called once, after the first frame is rendered.
    var onFirstFrame: (() -> Void)?
    /// Called once, when the player first shows something: its first frame, or the message that
    /// says why it has none.
    var onFirstShown: (() -> Void)?
    /// Whether the GL area shows a picture that covers all of it: from its first frame until it
    /// stops (an error, or its context goes). Nothing below it shows through meanwhile.
    private(set) var coversItsArea = false {
        didSet { if coversItsArea != oldValue { onCoverageChange?(coversItsArea) } }
    }
    /// Called when `coversItsArea` changes.
    var onCoverageChange: ((Bool) -> Void)?

    init(params: PresetParams, engine: PlayerEngine) {
        self.params = params
        runningParams = params
        self.engine = engine
        let version = engine.requiredGLVersion
        glArea = GLArea(requiredMajor: version.major, minor: version.minor)
        glArea.expandHorizontally = true
        glArea.expandVertically = true
        glArea.isFocusable = true
        glArea.focusOnClick = true
        glArea.setAccessibleLabel(tr("Simulation"))
        root.setChild(glArea)

        message.addCSSClass("player-message")
        message.wraps = true
        message.setMaxWidthChars(48)
        message.setHorizontalAlign(.center)
        message.setVerticalAlign(.center)
        message.isVisible = false
        root.addOverlay(message)

        glArea.onSignal("realize") { [weak self] in self?.realize() }
        glArea.onSignal("unrealize") { [weak self] in self?.unrealize() }
        glArea.onResize { [weak self] width, height in self?.framebuffer = (max(width, 1), max(height, 1)) }
        glArea.onRender { [weak self] in self?.render() }
        glArea.addTickCallback { [weak self] _ in
            guard let self else { return false }
            if !self.isSuspended && self.isRealized && !(self.holdsFrame?() ?? false)
                && !(self.waitsForOutput?() ?? false) && self.mayRender()
            {
                self.glArea.queueRender()
            }
            return true
        }
    }

    /// Whether to render this tick: no while a default-idle probe has waited too many frames.
    private func mayRender() -> Bool {
        if idleProbe == nil {
            framesSinceIdle = 0
            idleProbe = MainLoopSource.idle(priority: MainLoopSource.lowPriority) { [weak self] in self?.idleProbe = nil
            }
        }
        framesSinceIdle += 1
        return framesSinceIdle <= Self.framesBeforeIdleBreak
    }

    /// Switches the running picture to `params` (respawn parameters re-seed).
    func apply(_ params: PresetParams) {
        self.params = params
        guard isRealized else { return }
        glArea.makeCurrent()
        runningParams = modulate?(params) ?? params
        engine.apply(runningParams)
    }

    /// GTK made the context (or failed to): the engine decides what it can run there.
    private func realize() {
        glArea.makeCurrent()
        if let error = glArea.errorMessage {
            return show(
                error:
                    tr(
                        "OpenGL is not available: {error}\n\nPhysarum needs OpenGL {version} or newer.",
                        ["error": "\(error)", "version": "\(engine.requiredGLVersion)"]))
        }
        do {
            runningParams = params
            try engine.realize(params: params)
            isRealized = true
        } catch {
            show(error: tr("The simulation could not start: {error}", ["error": "\(error)"]))
        }
    }

    private func unrealize() {
        guard isRealized else { return }
        glArea.makeCurrent()
        engine.unrealize()
        isRealized = false
        coversItsArea = false
    }

    private func render() {
        guard isRealized else { return }
        // The sound's latest features reach the engine with the frame that shows them (not
        // present-only frames: they show the last picture again, with no render passes).
        let target = isPresentOnly ? runningParams : modulate?(params) ?? params
        if target != runningParams {
            runningParams = target
            engine.apply(target)
        }
        let steps = isPaused || isPresentOnly ? 0 : runningParams.simSpeed
        do {
            if isPresentOnly {
                try engine.presentLast(width: framebuffer.width, height: framebuffer.height)
            } else {
                try engine.frame(width: framebuffer.width, height: framebuffer.height, steps: steps)
            }
        } catch {
            unrealize()
            return show(error: tr("The simulation stopped: {error}", ["error": "\(error)"]))
        }
        renderedFrames += 1
        coversItsArea = true
        onFrameRendered?(steps)
        if renderedFrames == 1, let onFirstFrame {
            self.onFirstFrame = nil
            onFirstFrame()
        }
        firstShown()
    }

    private func firstShown() {
        guard let onFirstShown else { return }
        self.onFirstShown = nil
        onFirstShown()
    }

    private func show(error text: String) {
        firstShown()
        coversItsArea = false
        errorText = text
        message.text = text
        Log.error(text)
        // Realize and render run inside GTK's frame: showing the message or hiding the area
        // there makes GTK snapshot a widget without an allocation (a warning), so swap them
        // once the frame is done.
        MainLoop.callOnMain { [weak self] in
            self?.message.isVisible = true
            self?.glArea.isVisible = false
        }
    }
}
