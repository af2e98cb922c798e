import GtkKit
import PhysarumCore

/// The ⋯ menu of a user preset: rename (type a name, Enter) and delete.
@MainActor
final class PresetMenu {
    let button = MenuButton(iconName: "view-more-symbolic")
    let popover = Popover()
    let nameEntry = Entry()
    let renameButton = Button(label: tr("Rename"))
    let deleteButton = Button(label: tr("Delete"))
    let message = Label()
    /// Returns an error message, or nil when renamed.
    var onRename: ((String) -> String?)?
    var onDelete: (() -> Void)?

    init(preset: Preset) {
        button.hasFrame = false
        button.addCSSClass("preset-menu")
        button.setNameAndTooltip(tr("Rename or delete {preset}", ["preset": preset.name]))
        let box = Box(vertical: true, spacing: 8)
        nameEntry.text = preset.name
        nameEntry.setAccessibleLabel(tr("New name for {preset}", ["preset": preset.name]))
        box.append(nameEntry)
        message.addCSSClass("save-message")
        message.wraps = true
        message.setMaxWidthChars(28)
        message.isVisible = false
        box.append(message)
        let buttons = Box(vertical: false, spacing: 6)
        deleteButton.addCSSClass("destructive-action")
        buttons.append(deleteButton)
        let spacer = Box(vertical: false)
        spacer.expandHorizontally = true
        buttons.append(spacer)
        buttons.append(renameButton)
        box.append(buttons)
        popover.setChild(box)
        popover.forwardAppAccelerators()
        button.setPopover(popover)

        renameButton.onClicked { [weak self] in self?.rename() }
        nameEntry.onActivate { [weak self] in self?.rename() }
        deleteButton.onClicked { [weak self] in
            self?.popover.popdown()
            self?.onDelete?()
        }
    }

    func rename() {
        if let problem = onRename?(nameEntry.text) {
            message.text = problem
            message.isVisible = true
        } else {
            popover.popdown()
        }
    }
}
