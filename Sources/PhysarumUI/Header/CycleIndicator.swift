import GtkKit
import PhysarumCore

/// Auto-cycle's state beside the preset's name: a repeat icon while it runs, "cycle paused" while
/// the running parameters are unsaved (the next step would replace them), nothing while it is off.
@MainActor
final class CycleIndicator {
    let root = Box(vertical: false, spacing: 4)
    let icon = Image(iconName: "media-playlist-repeat-symbolic")
    let label = Label()
    private(set) var status = CycleStatus.off
    /// Seconds between steps, for the tooltip.
    private var interval = PresetCycle.defaultInterval
    private var isCompact = false

    init() {
        root.addCSSClass("cycle-indicator")
        root.setVerticalAlign(.center)
        icon.hideFromAssistiveTechnologies()  // the title button says the state
        root.append(icon)
        root.append(label)
        root.isVisible = false
        label.isVisible = false
    }

    /// Shows `status` (`interval`: seconds between steps); returns early when nothing changed.
    func show(_ status: CycleStatus, interval: Double) {
        guard status != self.status || interval != self.interval else { return }
        self.status = status
        self.interval = interval
        refresh()
    }

    /// Compact headers show the icon only (the name needs the room); the tooltip still says it.
    func setCompact(_ compact: Bool) {
        guard compact != isCompact else { return }
        isCompact = compact
        refresh()
    }

    /// What a screen reader hears, as part of the preset title's name; nil while off.
    var spokenStatus: String? {
        switch status {
        case .off: nil
        case .running: tr("auto-cycle on")
        case .pausedForEdits: tr("auto-cycle paused until the edits are saved or reverted")
        case .followingHost: tr("auto-cycle on the host")
        }
    }

    private func refresh() {
        root.isVisible = status != .off
        let paused = status == .pausedForEdits
        root.setCSSClass("paused", paused)
        label.text = paused ? tr("cycle paused") : ""
        label.isVisible = paused && !isCompact
        root.tooltip =
            switch status {
            case .off: nil
            case .running:
                tr("Auto-cycle is on: a new preset every {seconds} s", ["seconds": String(Int(interval.rounded()))])
            case .pausedForEdits: tr("Auto-cycle is paused: save or revert your edits to resume it")
            case .followingHost: tr("Auto-cycle is on: the host you control changes the preset")
            }
    }
}
