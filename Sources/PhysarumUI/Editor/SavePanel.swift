import GtkKit
import PhysarumCore

/// What saving a preset under a name did.
enum SaveOutcome: Equatable {
    case saved
    /// A user preset has that name: ask before overwriting.
    case exists
    case failed(String)
}

/// The save popover: a name, a tag colour, Save; an existing name asks before overwriting.
@MainActor
final class SavePanel {
    let popover = Popover()
    let nameEntry = Entry()
    let tagButton = ColorButton()
    let saveButton = Button(label: "Save")
    let overwriteButton = Button(label: "Overwrite")
    let message = Label()
    /// Saves `name` with `tag`; `overwrite` replaces a user preset of that name.
    var onSave: ((_ name: String, _ tag: RGBColor, _ overwrite: Bool) -> SaveOutcome)?

    init() {
        let box = Box(vertical: true, spacing: 8)
        box.addCSSClass("save-panel")
        let title = Label("Save as preset")
        title.addCSSClass("popover-title")
        title.horizontalAlignment = 0
        box.append(title)
        let line = Box(vertical: false, spacing: 6)
        nameEntry.setPlaceholder("Name")
        nameEntry.setAccessibleLabel("Preset name")
        nameEntry.expandHorizontally = true
        tagButton.setTitle("Tag colour")
        tagButton.setAccessibleLabel("Tag colour")
        tagButton.tooltip = "Tag colour"
        line.append(nameEntry)
        line.append(tagButton)
        box.append(line)
        message.wraps = true
        message.setMaxWidthChars(32)
        message.horizontalAlignment = 0
        message.addCSSClass("save-message")
        message.isVisible = false
        box.append(message)
        let buttons = Box(vertical: false, spacing: 6)
        buttons.setHorizontalAlign(.end)
        overwriteButton.addCSSClass("destructive-action")
        overwriteButton.isVisible = false
        saveButton.addCSSClass("suggested-action")
        buttons.append(overwriteButton)
        buttons.append(saveButton)
        box.append(buttons)
        popover.setChild(box)

        saveButton.onClicked { [weak self] in self?.save(overwrite: false) }
        nameEntry.onActivate { [weak self] in self?.save(overwrite: false) }
        overwriteButton.onClicked { [weak self] in self?.save(overwrite: true) }
        popover.onClosed { [weak self] in self?.showMessage(nil) }
    }

    /// Fills the form for the running preset before it opens.
    func prepare(name: String, tag: RGBColor) {
        nameEntry.text = name
        tagButton.rgb = (tag.red, tag.green, tag.blue)
        showMessage(nil)
    }

    func save(overwrite: Bool) {
        let name = nameEntry.text
        let rgb = tagButton.rgb
        switch onSave?(name, RGBColor(red: rgb.red, green: rgb.green, blue: rgb.blue), overwrite) ?? .failed("") {
        case .saved:
            popover.popdown()
        case .exists:
            showMessage(
                "A preset named “\(name.trimmingCharacters(in: .whitespaces))” exists. Overwrite it?",
                askOverwrite: true)
        case .failed(let text):
            showMessage(text)
        }
    }

    private func showMessage(_ text: String?, askOverwrite: Bool = false) {
        message.text = text ?? ""
        message.isVisible = text != nil
        overwriteButton.isVisible = askOverwrite
    }
}
