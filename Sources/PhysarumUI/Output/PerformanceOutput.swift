import GtkKit
import PhysarumCore

/// "Show on <monitor>": offers the monitors other than the window's (`OutputMonitors`), opens
/// the performance output on one, and closes it again — by Esc on it, the menu, Ctrl+Shift+F,
/// the window's closing, or its monitor being unplugged (with a toast). A display with one
/// monitor offers nothing.
@MainActor
final class PerformanceOutput {
    private let application: Application
    private let window: Window
    private let player: PlayerView
    private let header: HeaderBar
    private let toast: Toast
    /// The open output, if any.
    private(set) var output: OutputWindow?
    /// The monitors offered now.
    private(set) var offered: [OutputMonitor] = []
    /// The display's monitors plugged in and unplugged, followed while the window is realized.
    private var monitorWatch: MonitorWatch?
    /// The editor window's handling of a key pressed on the output (`OutputWindow.onOtherKey`).
    private let editorKey: (String) -> Bool

    init(
        application: Application, window: Window, player: PlayerView, header: HeaderBar, toast: Toast,
        editorKey: @escaping (String) -> Bool
    ) {
        self.application = application
        self.window = window
        self.player = player
        self.header = header
        self.toast = toast
        self.editorKey = editorKey
    }

    /// Starts following the window's monitor and the display's (call once the window is realized).
    func windowRealized() {
        window.onMonitorChange { [weak self] in self?.refresh() }
        monitorWatch = Monitor.onChange { [weak self] in self?.monitorsChanged() }
        refresh()
    }

    /// The window is unrealized (destroyed): closes the output and stops following the display,
    /// whose monitor list would otherwise call this for the rest of the process.
    func windowUnrealized() {
        close()
        monitorWatch = nil
    }

    private static func describe(_ monitor: Monitor) -> OutputMonitor {
        OutputMonitor(connector: monitor.connector, manufacturer: monitor.manufacturer, model: monitor.model)
    }

    /// Recomputes what is offered and shows it in the menu.
    func refresh() {
        offered = OutputMonitors.offered(Monitor.all.map(Self.describe), windowOn: window.monitor?.connector)
        header.showOutputs(offered, isOpen: output != nil)
    }

    /// Ctrl+Shift+F: closes the open output, or opens one on the first monitor offered.
    func toggle() {
        if output != nil { return close() }
        guard let first = offered.first else { return }
        open(on: first.connector)
    }

    /// Opens the output on the monitor plugged into `connector` (another one open closes first).
    func open(on connector: String) {
        guard let monitor = Monitor.all.first(where: { $0.connector == connector }) else { return refresh() }
        close()
        let made = OutputWindow(application: application, player: player, monitor: monitor)
        made.onCloseAsked = { [weak self] in self?.close() }
        made.onOtherKey = { [weak self] shortcut in self?.editorKey(shortcut) ?? false }
        made.onFailure = { [weak self] message in
            self?.close()
            self?.toast.show(message, isError: true)
        }
        output = made
        // The audience's picture first: the editor draws once the output has shown its last frame.
        var pacing = OutputPacing()
        player.waitsForOutput = { [weak made] in
            guard let made else { return false }
            return !pacing.editorDraws(outputFrames: made.framesDrawn, now: MainLoop.monotonicSeconds)
        }
        made.present()
        // The editor window keeps the keys: the output is for the audience.
        window.present()
        refresh()
    }

    /// Closes the output, if one is open; the editor window goes on as before.
    func close() {
        guard let output else { return }
        self.output = nil
        player.waitsForOutput = nil
        output.close()
        refresh()
    }

    private func monitorsChanged() {
        if let output, OutputMonitors.isGone(output.connector, from: Monitor.all.map(Self.describe)) {
            close()
            toast.show(tr("The output's monitor was unplugged."))
        }
        refresh()
    }
}
