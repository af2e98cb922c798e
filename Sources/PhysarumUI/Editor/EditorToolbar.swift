import GtkKit
import PhysarumCore

/// The editor's toolbar: undo, redo, randomize (locks kept), morph to a preset, save.
@MainActor
final class EditorToolbar {
    let root = Box(vertical: false, spacing: 2)
    let undoButton = Button(iconName: "edit-undo-symbolic")
    let redoButton = Button(iconName: "edit-redo-symbolic")
    let randomizeButton = Button(iconName: "media-playlist-shuffle-symbolic")
    let revertButton = Button(iconName: "document-revert-symbolic")
    let morphButton = MenuButton(iconName: "physarum-morph-symbolic")
    let morphPopover = Popover()
    let morphList = Box(vertical: true, spacing: 2)
    /// The list's scroller (it scrolls past `morphListMaxHeight`).
    let morphScroller = ScrolledWindow()
    let cancelMorphButton = Button(iconName: "process-stop-symbolic")
    /// A bookmark with a plus: keep these values in the library (a disk reads as export).
    let saveButton = MenuButton(iconName: "bookmark-new-symbolic")
    let savePanel = SavePanel()
    let morph: MorphDriver
    private let state: EditorState
    private var observation: EditorObservation?
    /// The morph popover's preset buttons, in `state.presets` order.
    private(set) var morphChoices: [Button] = []
    /// Each choice's name and tag-colour dot, in the same order.
    private(set) var morphChoiceParts: [(name: Label, dot: Box)] = []
    /// The longest a name gets before it ends in "…", in characters: every built-in name (the
    /// longest, "Three Colonies", has 14) shows whole; a user's very long name does not widen
    /// the popover past a phone's width.
    static let morphNameMaxChars = 24
    /// The list's height before it scrolls, in logical pixels (about twelve names).
    static let morphListMaxHeight = 400

    init(state: EditorState) {
        self.state = state
        morph = MorphDriver(state: state)
        root.addCSSClass("editor-toolbar")
        let items: [(Widget, String, AppAction?)] = [
            (undoButton, tr("Undo"), .undo), (redoButton, tr("Redo"), .redo),
            (randomizeButton, tr("Randomize (locked parameters stay)"), nil),
            (revertButton, tr("Revert to the preset's values"), nil),
            (morphButton, tr("Morph to a preset"), nil), (cancelMorphButton, tr("Stop the morph"), nil),
            (saveButton, tr("Save as a preset"), .save),
        ]
        for (widget, name, action) in items {
            if let action { widget.setName(name, keysOf: action) } else { widget.setNameAndTooltip(name) }
            widget.addCSSClass("toolbar-button")
            root.append(widget)
            if widget === revertButton {
                let spacer = Box(vertical: false)
                spacer.expandHorizontally = true
                root.append(spacer)
            }
        }
        for button in [undoButton, redoButton, randomizeButton, revertButton, cancelMorphButton] {
            button.hasFrame = false
        }
        morphButton.hasFrame = false
        saveButton.hasFrame = false
        undoButton.onClicked { [weak self] in self?.state.undo() }
        redoButton.onClicked { [weak self] in self?.state.redo() }
        randomizeButton.onClicked { [weak self] in self?.state.randomize() }
        revertButton.onClicked { [weak self] in self?.state.resetAll() }
        cancelMorphButton.onClicked { [weak self] in self?.morph.cancel() }

        // Without propagating its child's natural width a scrolled window is as narrow as its
        // minimum, and every name ended in "…".
        let scroller = morphScroller
        scroller.propagatesNaturalHeight = true
        scroller.propagatesNaturalWidth = true
        scroller.setMaxContentHeight(Self.morphListMaxHeight)
        scroller.setChild(morphList)
        let morphBox = Box(vertical: true, spacing: 6)
        let title = Label(tr("Morph to…"))
        title.addCSSClass("popover-title")
        title.horizontalAlignment = 0
        morphBox.append(title)
        morphBox.append(scroller)
        morphPopover.setChild(morphBox)
        morphPopover.forwardAppAccelerators()
        // The menu buttons sit at the toolbar's end: the popovers open from their end edge
        // leftwards, inside the window, instead of centred and past the screen's edge.
        morphPopover.setHorizontalAlign(.end)
        savePanel.popover.setHorizontalAlign(.end)
        morphButton.setPopover(morphPopover)
        saveButton.setPopover(savePanel.popover)

        observation = state.addObserver { [weak self] change in
            guard let self else { return }
            if change.contains(.presets) { self.fillMorphList() }
            if !change.isDisjoint(with: [.history, .morph, .params, .selection]) { self.update() }
        }
        fillMorphList()
        update()
    }

    /// Follows what undo, redo and the morph can do.
    func update() {
        undoButton.isSensitive = state.canUndo
        redoButton.isSensitive = state.canRedo
        revertButton.isSensitive = state.isModified
        let morphing = state.morphProgress != nil
        cancelMorphButton.isVisible = morphing
        morphButton.setCSSClass("active", morphing)
    }

    private func fillMorphList() {
        morphChoices.forEach { morphList.remove($0) }
        morphChoiceParts = []
        morphChoices = state.presets.map { preset in
            // A menu of names: left-aligned, like every menu, each with the library's tag dot.
            let button = Button()
            let line = Box(vertical: false, spacing: 8)
            let dot = Box(vertical: false)
            dot.addCSSClass("tag-dot")
            dot.addCSSClass(TagStyles.cssClass(for: preset.tag))
            dot.setVerticalAlign(.center)
            let name = Label(preset.name)
            name.horizontalAlignment = 0
            name.ellipsizesAtEnd = true
            name.setMaxWidthChars(Self.morphNameMaxChars)
            line.append(dot)
            line.append(name)
            button.setChild(line)
            button.setAccessibleLabel(tr("Morph to {preset}", ["preset": preset.name]))
            button.hasFrame = false
            button.addCSSClass("morph-choice")
            button.onClicked { [weak self] in
                self?.morphPopover.popdown()
                self?.morph.start(to: preset.id)
            }
            morphList.append(button)
            morphChoiceParts.append((name, dot))
            return button
        }
    }
}
