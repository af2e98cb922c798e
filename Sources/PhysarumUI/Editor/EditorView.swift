import GtkKit
import PhysarumCore

/// The editor: the toolbar, then every section with a row per parameter, editing `state` (the
/// running engine follows the state).
///
/// One instance for the window's lifetime: the presenter moves `root` between the side pane and
/// the bottom sheet, so its scroll position, selected species and typed text survive.
@MainActor
final class EditorView {
    let root = Box(vertical: true, spacing: 0)
    let state: EditorState
    let toolbar: EditorToolbar
    let scroller = ScrolledWindow()
    /// The scrolled list: sections and their rows.
    let content = Box(vertical: true, spacing: 0)
    let speciesSwitcher = SpeciesSwitcher()
    let matrix = MatrixGrid()
    let choices = ChoiceControls()
    /// The wheel scrolls the list; a slider takes it only when the user chose it.
    let wheel = WheelLatch()
    /// Every scalar row: the full rows, then the matrix cells.
    private(set) var rows: [ParamRow] = []
    /// Each section's title, controls and card, top to bottom: the regions F6 moves between.
    private(set) var sectionBoxes: [(section: ParamSection, box: Box)] = []
    /// What a reader finds their place by, top to bottom: section titles, rows, choice lines
    /// (the scroll position kept across a move is "this one at the top").
    private(set) var landmarks: [Widget] = []
    private var observation: EditorObservation?

    init(state: EditorState) {
        self.state = state
        toolbar = EditorToolbar(state: state)
        root.addCSSClass("editor")
        root.expandVertically = true
        root.append(toolbar.root)

        content.addCSSClass("editor-content")
        for section in ParamSection.allCases { addSection(section, to: content) }
        rows += matrix.cells
        scroller.setChild(content)
        scroller.expandVertically = true
        root.append(scroller)

        wheel.watch(scroller)
        for row in rows { connect(row) }
        connectChoices()
        speciesSwitcher.onSelect = { [weak self] species in self?.showSpecies(species) }
        observation = state.addObserver { [weak self] change in
            guard let self, !change.isDisjoint(with: [.params, .locks, .selection]) else { return }
            self.load()
        }
        load()
    }

    /// Shows the state's parameters and locks in every row without reporting edits.
    func load() {
        let params = state.params
        rows.forEach { $0.show(params, locked: state.isLocked($0.descriptor.id)) }
        choices.show(params)
        matrix.showColors(params.colors)
    }

    /// The row for a descriptor id currently shown (species rows follow the switcher).
    func row(id: ParamID) -> ParamRow? { rows.first { $0.descriptor.id == id } }

    /// Scrolls so that `widget` is fully visible; returns whether it scrolled.
    func scrollIntoView(_ widget: Widget) -> Bool {
        guard let frame = widget.bounds(in: scroller) else { return false }
        let visible = Double(scroller.height)
        let margin = 12.0
        var offset = scroller.verticalOffset
        if frame.y < 0 {
            offset += frame.y - margin
        } else if frame.y + frame.height > visible {
            offset += frame.y + frame.height - visible + margin
        } else {
            return false
        }
        scroller.verticalOffset = min(max(offset, 0), scroller.maximumVerticalOffset)
        return true
    }

    /// F6 into `section`: the focus goes to its first control, and the section's title scrolls
    /// to the top of the list (as a jump to a heading does; a section taller than the list would
    /// otherwise show its end, not the focused control); false when the editor is not shown.
    func focusSection(_ section: ParamSection) -> Bool {
        guard let box = sectionBoxes.first(where: { $0.section == section })?.box, box.isMapped,
            box.moveFocusInside(forward: true)
        else { return false }
        if let frame = box.bounds(in: scroller) {
            let offset = scroller.verticalOffset + frame.y
            scroller.verticalOffset = min(max(offset, 0), scroller.maximumVerticalOffset)
        }
        return true
    }

    private func addSection(_ section: ParamSection, to content: Box) {
        let box = Box(vertical: true, spacing: 0)
        content.append(box)
        sectionBoxes.append((section, box))
        let title = Label(section.title.uppercased())
        title.addCSSClass("editor-section-title")
        title.horizontalAlignment = 0
        box.append(title)
        landmarks.append(title)
        if section == .species {
            box.append(speciesSwitcher.root)
            landmarks.append(speciesSwitcher.root)
        }

        let card = Box(vertical: true, spacing: 10)
        card.addCSSClass("editor-card")
        if section == .matrix {
            card.append(matrix.root)
            landmarks += matrix.cells.map(\.root)
        } else {
            let descriptors = ParamRegistry.descriptors(in: section).filter { $0.species == nil || $0.species == 0 }
            for descriptor in descriptors {
                let row = ParamRow(descriptor: descriptor)
                rows.append(row)
                card.append(row.root)
                landmarks.append(row.root)
            }
        }
        let line: Box? =
            switch section {
            case .global: ChoiceControls.line(tr("Spawn pattern"), choices.spawnPattern)
            case .species: choices.colorsLine()
            case .effects: ChoiceControls.line(tr("Blend mode"), choices.blendMode)
            default: nil
            }
        if let line {
            card.append(line)
            landmarks.append(line)
        }
        box.append(card)
    }

    private func connect(_ row: ParamRow) {
        wheel.govern(row.scale, of: row)
        row.onChange = { [weak self] descriptor, value in
            self?.broadcast(descriptor) { state, id in state.edit(id, to: value) }
        }
        row.onReset = { [weak self] descriptor in
            self?.broadcast(descriptor) { state, id in state.reset(id) }
        }
        row.onLockChanged = { [weak self] descriptor, locked in
            self?.broadcast(descriptor) { state, id in state.setLocked(id, locked) }
        }
        row.onReveal = { [weak self] row in self?.scrollIntoView(row.root) ?? false }
        row.onDrag = { [weak self] began in
            guard let self else { return }
            began ? self.state.beginChange() : self.state.endChange()
        }
        row.onDragCancelled = { [weak self] in self?.state.cancelChange() }
        if let control = row.modulation {
            control.onChange = { [weak self, unowned row] modulation in
                self?.broadcast(row.descriptor) { state, id in state.setModulation(modulation, for: id) }
            }
            // What the user does while the popover is open is one undo step.
            control.onOpen = { [weak self] open in
                guard let self else { return }
                open ? self.state.beginChange() : self.state.endChange()
            }
        }
    }

    /// Shows where the sound moves the modulated parameters (`running`: what the engine runs).
    /// Rows without a modulation are left alone unless they show a bar still (listening's cost
    /// is a few rows a frame, not forty).
    func showApplied(_ running: PresetParams, features: AudioFeatures, listening: Bool) {
        for row in rows where row.appliedBar.isVisible || running.modulations[row.descriptor.id] != nil {
            row.showApplied(running, features: features, listening: listening)
        }
    }

    /// Applies `body` to `descriptor`, or with "All" species to its twin in every species, as
    /// one undo step.
    private func broadcast(_ descriptor: ParamDescriptor, _ body: (EditorState, ParamID) -> Void) {
        let ids =
            speciesSwitcher.isAll && descriptor.species != nil
            ? ParamRegistry.all.filter { $0.species != nil && $0.label == descriptor.label }.map(\.id)
            : [descriptor.id]
        state.groupingChanges { ids.forEach { body(state, $0) } }
    }

    /// Binds the species rows to `species` (nil: "All", which shows species 1's values and
    /// names the rows for every species).
    private func showSpecies(_ choice: Int?) {
        let species = choice ?? 0
        for row in rows where row.descriptor.species != nil {
            row.namesAllSpecies = choice == nil
            guard
                let descriptor = ParamRegistry.descriptors(in: .species)
                    .first(where: { $0.species == species && $0.label == row.descriptor.label })
            else { continue }
            row.bind(descriptor, params: state.params, locked: state.isLocked(descriptor.id))
        }
    }

    private func connectChoices() {
        choices.onSpawnPattern = { [weak self] pattern in self?.state.setSpawnPattern(pattern) }
        choices.onBlendMode = { [weak self] mode in self?.state.setBlendMode(mode) }
        choices.onColor = { [weak self] species, color in self?.state.setColor(color, species: species) }
    }
}

extension EditorView: SheetTouchSliders {
    func touchSlider(atX x: Double, y: Double, in sheet: Widget) -> SheetTouchSlider? {
        guard let scale = sheet.pickedAncestor(atX: x, y: y, among: rows.map(\.scale)) else { return nil }
        return rows.first { $0.scale === scale }
    }
}
