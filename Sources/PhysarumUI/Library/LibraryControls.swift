import GtkKit
import PhysarumCore

/// The library's title line: previous, auto-cycle, next, import, export.
@MainActor
final class LibraryControls {
    let root = Box(vertical: false, spacing: 2)
    let previousButton = Button(iconName: "go-previous-symbolic")
    let cycleButton = ToggleButton(toggleIcon: "media-playlist-repeat-symbolic")
    let nextButton = Button(iconName: "go-next-symbolic")
    let importButton = Button(iconName: "document-open-symbolic")
    let exportButton = Button(iconName: "send-to-symbolic")
    private var isUpdating = false
    var onCycle: ((Bool) -> Void)?

    init() {
        root.addCSSClass("library-controls")
        let title = Label(tr("Presets"))
        title.addCSSClass("library-title")
        title.horizontalAlignment = 0
        title.expandHorizontally = true
        root.append(title)
        let items: [(Button, String, String?)] = [
            (previousButton, tr("Previous preset (←)"), "win.previous-preset"),
            (cycleButton, tr("Auto-cycle: a new preset every 25 s"), nil),
            (nextButton, tr("Next preset (→)"), "win.next-preset"),
            (importButton, tr("Import a preset file…"), nil),
            (exportButton, tr("Export the current preset…"), nil),
        ]
        for (button, tip, action) in items {
            button.hasFrame = false
            button.setNameAndTooltip(tip)
            button.addCSSClass("library-control")
            if let action { button.setActionName(action) }
            root.append(button)
        }
        cycleButton.onToggled { [weak self] in
            guard let self, !self.isUpdating else { return }
            self.onCycle?(self.cycleButton.isActive)
        }
    }

    func showCycling(_ on: Bool) {
        isUpdating = true
        cycleButton.isActive = on
        isUpdating = false
    }
}
