import Foundation

/// A monitor as the performance output sees it: the connector it is plugged into and the name
/// its EDID gives.
public struct OutputMonitor: Equatable, Sendable {
    /// "HDMI-1", "DP-2": unique among the monitors plugged in, so it names the monitor in actions.
    public var connector: String
    public var manufacturer: String?
    public var model: String?

    public init(connector: String, manufacturer: String? = nil, model: String? = nil) {
        self.connector = connector
        self.manufacturer = manufacturer
        self.model = model
    }

    /// What the menu calls it: the EDID's names with the connector ("Dell U2720Q (DP-2)"), or
    /// the connector alone when the EDID names nothing.
    public var name: String {
        let words = [manufacturer, model].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !words.isEmpty else { return connector }
        return "\(words.joined(separator: " ")) (\(connector))"
    }
}

/// Where the performance output may go: every monitor but the one the editor window is on. A
/// display with one monitor offers nothing (the output would cover the editor).
public enum OutputMonitors {
    /// The monitors offered, in the display's order; none when there is only one. A window whose
    /// monitor is not known yet (not mapped) is taken to be on the first.
    public static func offered(_ monitors: [OutputMonitor], windowOn connector: String?) -> [OutputMonitor] {
        guard monitors.count > 1 else { return [] }
        let windows =
            connector.flatMap { c in monitors.contains { $0.connector == c } ? c : nil }
            ?? monitors[0].connector
        return monitors.filter { $0.connector != windows }
    }

    /// Whether an output open on `connector` has lost its monitor (unplugged) and must close.
    public static func isGone(_ connector: String, from monitors: [OutputMonitor]) -> Bool {
        !monitors.contains { $0.connector == connector }
    }
}
