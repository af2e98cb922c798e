import GtkKit
import PhysarumCore

/// One scalar parameter: label with ⓘ, lock, value (click to type one) and slider, with "follow
/// the sound" beside the slider.
///
/// The slider is the row's one Tab stop; SliderKey reaches the rest from it (ParamRow+Keys).
/// A species row edits whichever descriptor `bind` gives it (the species switcher rebinds).
/// A compact row (the matrix grid) has no room for an ⓘ: its label sits in a button that only
/// assistive technologies press, for the help (the pointer still clicks the label itself).
@MainActor
final class ParamRow {
    /// The help popover's line length, in characters (a readable measure).
    static let helpWidthChars = 40
    /// The gap between a compact row's controls, in logical pixels.
    static let compactSpacing = 2
    /// The gap between a matrix cell's dots and its words (only where the words show: a Box
    /// leaves no gap beside a hidden child, so the grid's cells spend nothing on it).
    static let titleContentSpacing = 8

    let root = Box(vertical: true, spacing: 2)
    /// The line above the slider: title, lock (full rows) or follow-the-sound (compact rows), value.
    let titleLine: Box
    let titleBox = Box(vertical: false, spacing: 4)
    /// What names the row: the label, and in matrix cells the species dots before it (inside the
    /// keyboard's title button, so its focus ring goes round what the cell shows).
    let titleContent = Box(vertical: false, spacing: ParamRow.titleContentSpacing)
    let label = Label()
    /// The ⓘ button (nil in compact rows and where there is no help).
    let infoButton: Button?
    /// The label as a button for assistive technologies (compact rows with help): pressing it
    /// opens the help. Pointer events pass through to the title, whose clicks tell a single
    /// click (help) from a double-click (reset); the keyboard uses F1 on the slider.
    let titleButton: Button?
    let lockButton = ToggleButton(toggleIcon: "changes-allow-symbolic")
    /// "Follow the sound" (rows and matrix cells of parameters that do not respawn; nil otherwise).
    let modulation: ModulationControl?
    /// Under the slider while the sound moves the parameter: where the applied value is now (in
    /// a compact row, under the slider only, not under the lock beside it).
    let appliedBar = LevelBar()
    let valueButton = Button()
    let valueLabel = Label()
    let valueEntry = Entry()
    /// What Ctrl+Z took out of the value field (Ctrl+Shift+Z puts it back).
    var undoneTyping: String?
    /// Says why typed text was refused (hidden otherwise).
    let hintLabel = Label()
    let scale: Scale
    let helpPopover = Popover()
    let helpLabel = Label()
    /// A finger held still on the row opens the help (touch has no tooltips).
    let longPress = GestureLongPress(touchOnly: true)
    let isCompact: Bool
    private(set) var descriptor: ParamDescriptor
    /// Set while the row updates the slider itself, so it does not report its own change.
    var isUpdating = false
    /// The pending single-click help (cancelled by a second click).
    var pendingHelp: MainLoopSource?
    /// The check that a long press still stands, once the moves queued behind it are read.
    var longPressCheck: MainLoopSource?
    /// Another gesture took the touch since the long press began (the list's scroller).
    var longPressTaken = false
    /// Whether a press on the label is down (its help waits for the release).
    var isLabelHeld = false
    /// The double-click time passed while the label was held: the release opens the help.
    var helpAwaitsRelease = false

    /// The user moved the slider or committed a typed value (normalised).
    var onChange: ((ParamDescriptor, Double) -> Void)?
    /// A double-click on the row: back to the preset's value.
    var onReset: ((ParamDescriptor) -> Void)?
    var onLockChanged: ((ParamDescriptor, Bool) -> Void)?
    /// Scrolls the row into view before its help opens; true when it had to scroll.
    var onReveal: ((ParamRow) -> Bool)?
    /// A pointer drag on the slider began (true) or ended (false): one undo step.
    var onDrag: ((Bool) -> Void)?
    /// The press on the slider was a long press, not a drag: take back what it changed.
    var onDragCancelled: (() -> Void)?
    /// Whether a pointer or finger is down on the slider (between the two `onDrag` calls).
    private(set) var isSliderPressed = false
    /// The bottom sheet holds a finger that landed on the slider (SheetTouchSlider): GtkRange's
    /// own gestures must not see it.
    var isTouchHeldBySheet = false
    /// The long press fired during the touch now held (the finger asked for help).
    var longPressFired = false
    /// The species switcher's "All": a species row names itself for every species.
    var namesAllSpecies = false

    init(descriptor: ParamDescriptor, compact: Bool = false) {
        self.descriptor = descriptor
        isCompact = compact
        infoButton = compact || descriptor.help.isEmpty ? nil : Button(iconName: "help-about-symbolic")
        titleButton = compact && !descriptor.help.isEmpty ? Button() : nil
        modulation = ModulationSet.isModulatable(descriptor) ? ModulationControl() : nil
        titleLine = Box(vertical: false, spacing: compact ? Self.compactSpacing : 6)
        scale = Scale(range: descriptor.range, step: descriptor.keyboardStep)
        root.addCSSClass("param-row")
        if compact { root.addCSSClass("compact") }
        assemble()
        configure()
        connectHelp()
        connectValueEntry()
        connectSliderKeys()
        scale.onValueChanged { [weak self] in self?.sliderMoved() }
        let drag = EventControllerLegacy()
        drag.onButton { [weak self] pressed in self?.sliderPressed(pressed) }
        scale.addController(drag)
        scale.ignoresTouch(while: { [weak self] in self?.isTouchHeldBySheet ?? false })
        lockButton.onToggled { [weak self] in
            guard let self else { return }
            self.showLock()
            if !self.isUpdating { self.onLockChanged?(self.descriptor, self.lockButton.isActive) }
        }
    }

    private func assemble() {
        let line = titleLine
        label.addCSSClass("param-label")
        label.horizontalAlignment = 0
        label.ellipsizesAtEnd = true
        titleContent.append(label)
        if let titleButton {
            titleButton.setChild(titleContent)
            titleButton.addCSSClass("title-button")
            titleButton.hasFrame = false
            titleButton.canTarget = false
            titleButton.setVerticalAlign(.center)
            titleBox.append(titleButton)
        } else {
            titleBox.append(titleContent)
        }
        if let infoButton {
            infoButton.addCSSClass("info-button")
            infoButton.hasFrame = false
            infoButton.focusOnClick = false
            infoButton.setVerticalAlign(.center)
            titleBox.append(infoButton)
        }
        titleBox.expandHorizontally = true
        titleBox.addCSSClass("param-title")
        line.append(titleBox)

        lockButton.addCSSClass("lock-button")
        lockButton.hasFrame = false
        lockButton.focusOnClick = false
        lockButton.setVerticalAlign(.center)
        // A compact cell is too narrow for label, lock and value on one line: the lock goes
        // beside the slider instead. A full row's "follow the sound" goes beside its slider:
        // on the title line it left the label 72 px in a 360 px sheet ("Sensor a…").
        if isCompact, let modulation { line.append(modulation.button) }
        if !isCompact { line.append(lockButton) }

        valueLabel.addCSSClass("param-value")
        valueLabel.horizontalAlignment = 1
        // A matrix cell's value field holds its widest text ("−2.00"), so the cell's title line
        // keeps one width whatever the values (the matrix picks its columns from that width).
        valueLabel.setWidthChars(isCompact ? Self.widestValueChars(descriptor) : 7)
        valueButton.setChild(valueLabel)
        valueButton.addCSSClass("value-button")
        valueButton.hasFrame = false
        valueButton.setVerticalAlign(.center)
        line.append(valueButton)
        valueEntry.addCSSClass("value-entry")
        valueEntry.setWidthChars(isCompact ? 5 : 8)
        valueEntry.isVisible = false
        line.append(valueEntry)
        root.append(line)

        hintLabel.addCSSClass("param-hint")
        hintLabel.horizontalAlignment = 0
        hintLabel.wraps = true
        hintLabel.isVisible = false
        root.append(hintLabel)

        scale.addCSSClass("param-scale")
        scale.expandHorizontally = true
        appliedBar.addCSSClass("applied-bar")
        appliedBar.isVisible = false
        appliedBar.canTarget = false
        // The slider over its applied-value bar, on a line with the lock (compact) or the
        // modulation button (full rows).
        func sliderTrack() -> Box {
            let track = Box(vertical: true, spacing: 2)
            track.expandHorizontally = true
            track.setVerticalAlign(.center)
            track.append(scale)
            track.append(appliedBar)
            return track
        }
        if isCompact {
            let sliderLine = Box(vertical: false, spacing: Self.compactSpacing)
            sliderLine.append(lockButton)
            sliderLine.append(sliderTrack())
            root.append(sliderLine)
        } else if let modulation {
            let sliderLine = Box(vertical: false, spacing: 6)
            sliderLine.append(sliderTrack())
            sliderLine.append(modulation.button)
            root.append(sliderLine)
        } else {
            root.append(scale)
            root.append(appliedBar)
        }

        helpLabel.wraps = true
        helpLabel.setMaxWidthChars(Self.helpWidthChars)
        helpLabel.horizontalAlignment = 0
        helpLabel.addCSSClass("help-text")
        helpPopover.setChild(helpLabel)
        helpPopover.forwardAppAccelerators()
        helpPopover.addCSSClass("help-popover")
        helpPopover.attach(to: titleBox)
    }

    /// The most characters `descriptor`'s value shows (at either end of its range).
    static func widestValueChars(_ descriptor: ParamDescriptor) -> Int {
        [descriptor.range.lowerBound, descriptor.range.upperBound].map { descriptor.displayTextWithUnit($0).count }
            .max() ?? 0
    }

    /// Rebinds the row to another descriptor with the same label (another species).
    func bind(_ descriptor: ParamDescriptor, params: PresetParams, locked: Bool) {
        self.descriptor = descriptor
        configure()
        show(params, locked: locked)
    }

    /// Shows the value from `params` and the lock without reporting a change.
    func show(_ params: PresetParams, locked: Bool) {
        let value = descriptor.value(in: params)
        isUpdating = true
        scale.value = value
        lockButton.isActive = locked
        isUpdating = false
        valueLabel.text = descriptor.displayTextWithUnit(value)
        showValueName()
        modulation?.show(params.modulations[descriptor.id], parameter: accessibleName)
    }

    /// The name a screen reader says for this row ("Deposit of species 1", or of all species).
    var accessibleName: String { descriptor.accessibleName(allSpecies: namesAllSpecies) }

    /// The value button reads as the parameter and its value ("Decay, 0.900").
    func showValueName() {
        valueButton.setAccessibleLabel(tr("{name}, {value}", ["name": accessibleName, "value": valueLabel.text]))
    }

    private func configure() {
        // Arrow keys and Page Up/Down step by amounts that fit the range (ParamDescriptor+Display).
        scale.setIncrements(step: descriptor.keyboardStep, page: descriptor.pageStep)
        scale.setRoundDigits(descriptor.isInteger ? 0 : -1)
        label.text = descriptor.displayLabel
        let help = descriptor.help
        for widget in [label, scale] as [Widget] { widget.tooltip = help.isEmpty ? nil : help }
        helpLabel.text = help
        let name = accessibleName
        scale.setAccessibleLabel(name)
        if !help.isEmpty { scale.setAccessibleDescription(help) }
        infoButton?.setNameAndTooltip(
            tr("About {parameter}", ["parameter": name]),
            tooltip: tr("About {parameter}", ["parameter": descriptor.displayLabel]))
        titleButton?.setAccessibleLabel(tr("About {parameter}", ["parameter": name]))
        // The label's tooltip is not reached through the untargetable button: the title has it.
        if titleButton != nil { titleBox.tooltip = help }
        valueButton.tooltip = tr("Type an exact value")
        valueEntry.setAccessibleLabel(tr("{parameter} value", ["parameter": name]))
        showLock()
    }

    private func showLock() {
        let locked = lockButton.isActive
        lockButton.setIconName(locked ? "changes-prevent-symbolic" : "changes-allow-symbolic")
        let parameter = accessibleName
        let name =
            locked
            ? tr("Unlock {parameter}", ["parameter": parameter]) : tr("Lock {parameter}", ["parameter": parameter])
        lockButton.setAccessibleLabel(name)
        lockButton.tooltip = locked ? tr("Locked: randomize keeps it") : tr("Lock: randomize keeps it")
        root.setCSSClass("locked", locked)
    }

    func sliderPressed(_ pressed: Bool) {
        guard pressed != isSliderPressed else { return }
        isSliderPressed = pressed
        onDrag?(pressed)
    }

    /// Ends the press on the slider without its changes (the long press claimed it).
    func cancelSliderPress() {
        guard isSliderPressed else { return }
        isSliderPressed = false
        onDragCancelled?()
    }

    private func sliderMoved() {
        let value = descriptor.normalized(scale.value)
        valueLabel.text = descriptor.displayTextWithUnit(value)
        guard !isUpdating else { return }
        onChange?(descriptor, value)
    }
}
