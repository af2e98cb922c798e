import GtkKit
import PhysarumCore

/// The performance output: a chrome-less fullscreen window on another monitor showing the
/// player's newest frame through a GL area of its own, whose context shares the player's objects.
/// It draws on its own monitor's frame clock, every frame, and runs no simulation: the player's
/// frames step it once (`PlayerEngine.mirror`).
@MainActor
final class OutputWindow {
    let window: Window
    let glArea: GLArea
    /// The monitor it was asked onto.
    let connector: String
    private let player: PlayerView
    /// Frames drawn since it opened.
    private(set) var framesDrawn = 0
    /// The framebuffer the last frame filled, in device pixels.
    private(set) var framebuffer = (width: 1, height: 1)
    /// Called when the output cannot show the picture (no GL context, or one that cannot read
    /// the player's): the message to show, after which it should be closed.
    var onFailure: ((String) -> Void)?
    /// Esc or Ctrl+Shift+F on the output itself.
    var onCloseAsked: (() -> Void)?
    /// Any other key pressed while the output has the keys, as `Accelerator.ariaShortcut` writes
    /// it ("F9", "Control+L"); true when the editor window used it.
    var onOtherKey: ((String) -> Bool)?

    init(application: Application, player: PlayerView, monitor: Monitor) {
        self.player = player
        connector = monitor.connector
        window = Window(application: application)
        window.title = tr("Physarum — Output")
        window.isDecorated = false
        window.addCSSClass("physarum-output")
        let version = player.engine.requiredGLVersion
        glArea = GLArea(requiredMajor: version.major, minor: version.minor)
        glArea.expandHorizontally = true
        glArea.expandVertically = true
        glArea.isFocusable = true
        glArea.hidesPointer()
        glArea.setAccessibleLabel(tr("Simulation, on another monitor"))
        window.setChild(glArea)

        let keys = EventControllerKey()
        keys.onChordPressed { [weak self] key, control, shift in
            guard let self else { return false }
            guard key == "Escape" || (key == "f" && control && shift) else {
                // The compositor gives the keys to the output as it maps: the editor's keys
                // (F9, F10, Ctrl+L …) work from here too.
                let name = key.count == 1 ? key.uppercased() : key
                let shortcut = ((control ? ["Control"] : []) + (shift ? ["Shift"] : []) + [name])
                return self.onOtherKey?(shortcut.joined(separator: "+")) ?? false
            }
            self.onCloseAsked?()
            return true
        }
        window.addController(keys)
        window.onCloseRequest { [weak self] in
            self?.onCloseAsked?()
            return true
        }
        glArea.onSignal("realize") { [weak self] in self?.realized() }
        glArea.onResize { [weak self] width, height in self?.framebuffer = (max(width, 1), max(height, 1)) }
        glArea.onRender { [weak self] in self?.render() }
        _ = glArea.addTickCallback { [weak self] _ in
            self?.glArea.queueRender()
            return self != nil
        }
        window.setFullscreen(on: monitor)
    }

    func present() { window.present() }

    /// Hides and destroys the window (its GL area's context goes with it).
    func close() {
        window.isVisible = false
        window.destroy()
    }

    private func realized() {
        glArea.makeCurrent()
        if let error = glArea.errorMessage {
            return fail(tr("OpenGL is not available on the other monitor: {error}", ["error": error]))
        }
        // Checked once both contexts exist: the player's realizes with the main window.
        if player.isRealized && !glArea.sharesObjects(with: player.glArea) {
            fail(tr("This system's OpenGL cannot show one picture in two windows."))
        }
    }

    private func render() {
        guard player.isRealized else { return }
        do {
            try player.engine.mirror(width: framebuffer.width, height: framebuffer.height)
            framesDrawn += 1
        } catch {
            fail(tr("The picture on the other monitor stopped: {error}", ["error": "\(error)"]))
        }
    }

    private func fail(_ message: String) {
        Log.error(message)
        // Realize and render run inside GTK's frame: the window closes after it.
        MainLoop.callOnMain { [weak self] in self?.onFailure?(message) }
    }
}
