import GtkKit
import PhysarumCore

/// What saving a preset under a name did.
enum SaveOutcome: Equatable {
    case saved
    /// A user preset has that name and `overwrite` was not given (the form did not know yet).
    case exists
    case failed(String)
}

/// The save popover: a name, a tag colour, Save.
///
/// The name is checked as it is typed. A free name: Save (the main action). A name one of the
/// user's presets has: Save turns insensitive and Replace (destructive) appears, so there is one
/// clear choice — replace it, or change the name. A built-in's name: only "change the name".
@MainActor
final class SavePanel {
    let popover = Popover()
    let nameEntry = Entry()
    let tagButton = ColorButton()
    let saveButton = Button(label: tr("Save"))
    let replaceButton = Button(label: tr("Replace"))
    let message = Label()
    /// Saves `name` with `tag`; `overwrite` replaces a user preset of that name.
    var onSave: ((_ name: String, _ tag: RGBColor, _ overwrite: Bool) -> SaveOutcome)?
    /// Says whether a typed name is free (nil: every non-empty name is).
    var checkName: ((String) -> PresetNameCheck)?

    init() {
        let box = Box(vertical: true, spacing: 8)
        box.addCSSClass("save-panel")
        let title = Label(tr("Save as preset"))
        title.addCSSClass("popover-title")
        title.horizontalAlignment = 0
        box.append(title)
        let line = Box(vertical: false, spacing: 6)
        nameEntry.setPlaceholder(tr("Name"))
        nameEntry.setAccessibleLabel(tr("Preset name"))
        nameEntry.expandHorizontally = true
        tagButton.setTitle(tr("Tag colour"))
        tagButton.setNameAndTooltip(tr("Tag colour"))
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
        replaceButton.addCSSClass("destructive-action")
        replaceButton.isVisible = false
        saveButton.addCSSClass("suggested-action")
        buttons.append(replaceButton)
        buttons.append(saveButton)
        box.append(buttons)
        popover.setChild(box)
        popover.forwardAppAccelerators()

        saveButton.onClicked { [weak self] in self?.save() }
        // Enter saves a free name; on a taken one it does nothing (the message says why).
        nameEntry.onActivate { [weak self] in self?.save() }
        nameEntry.onChanged { [weak self] in self?.refresh() }
        replaceButton.onClicked { [weak self] in self?.replace() }
        popover.onClosed { [weak self] in self?.showMessage(nil) }
    }

    /// Fills the form for the running preset before it opens.
    func prepare(name: String, tag: RGBColor) {
        nameEntry.text = name
        tagButton.rgb = (tag.red, tag.green, tag.blue)
        refresh()
    }

    /// What the typed name is.
    var nameCheck: PresetNameCheck {
        let name = nameEntry.text
        if name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .empty }
        return checkName?(name) ?? .free
    }

    /// Saves under a free name (Save, Enter); does nothing while the name is taken or empty.
    func save() {
        guard nameCheck == .free else { return }
        finish(overwrite: false)
    }

    /// Replaces the user preset that has the typed name (Replace).
    func replace() {
        guard case .takenByUserPreset = nameCheck else { return }
        finish(overwrite: true)
    }

    private func finish(overwrite: Bool) {
        let rgb = tagButton.rgb
        let tag = RGBColor(red: rgb.red, green: rgb.green, blue: rgb.blue)
        switch onSave?(nameEntry.text, tag, overwrite) ?? .failed("") {
        case .saved: popover.popdown()
        case .exists: refresh()
        case .failed(let text): showMessage(text)
        }
    }

    /// Follows the typed name: which buttons work and what the message says.
    func refresh() {
        let check = nameCheck
        saveButton.isSensitive = check == .free
        if case .takenByUserPreset = check {
            replaceButton.isVisible = true
        } else {
            replaceButton.isVisible = false
        }
        showMessage(Self.problem(check, canReplace: true))
    }

    private func showMessage(_ text: String?) {
        message.text = text ?? ""
        message.isVisible = text != nil
    }

    /// What a form says about a taken name (save and rename word it the same way).
    static func problem(_ check: PresetNameCheck, canReplace: Bool) -> String? {
        switch check {
        case .free, .empty: nil
        case .takenByUserPreset(let name, _):
            canReplace
                ? tr("“{preset}” already exists. Replace it, or choose another name.", ["preset": name])
                : tr("“{preset}” already exists. Choose another name.", ["preset": name])
        case .takenByBuiltin(let name): tr("“{preset}” is a built-in preset. Choose another name.", ["preset": name])
        }
    }
}
