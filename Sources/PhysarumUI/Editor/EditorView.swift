import GtkKit
import PhysarumCore

/// The editor: every section with a slider per parameter, editing the running engine live.
///
/// One instance for the window's lifetime: the presenter moves `root` between the side pane and
/// the bottom sheet, so its scroll position, selected species and typed text survive.
@MainActor
final class EditorView {
    let root = Box(vertical: true, spacing: 0)
    /// Holds the editor toolbar (undo, redo, randomize, morph, save: the editor issue).
    let toolbarSlot = Box(vertical: false, spacing: 6)
    let scroller = ScrolledWindow()
    let speciesSwitcher = SpeciesSwitcher()
    private(set) var rows: [ParamRow] = []
    private(set) var params: PresetParams
    /// Called with the new parameters after every edit.
    var onParamsChanged: ((PresetParams) -> Void)?

    init(params: PresetParams) {
        self.params = params
        root.addCSSClass("editor")
        root.expandVertically = true
        toolbarSlot.addCSSClass("editor-toolbar")
        toolbarSlot.isVisible = false
        root.append(toolbarSlot)

        let content = Box(vertical: true, spacing: 0)
        content.addCSSClass("editor-content")
        for section in ParamSection.allCases { addSection(section, to: content) }
        scroller.setChild(content)
        scroller.expandVertically = true
        root.append(scroller)

        speciesSwitcher.onSelect = { [weak self] species in self?.showSpecies(species) }
        load(params)
    }

    /// Shows `params` in every row without reporting edits.
    func load(_ params: PresetParams) {
        self.params = params
        rows.forEach { $0.show(params) }
    }

    /// The row for a descriptor id currently shown (species rows follow the switcher).
    func row(id: String) -> ParamRow? { rows.first { $0.descriptor.id == id } }

    private func addSection(_ section: ParamSection, to content: Box) {
        let title = Label(section.title.uppercased())
        title.addCSSClass("editor-section-title")
        title.horizontalAlignment = 0
        content.append(title)
        if section == .species { content.append(speciesSwitcher.root) }

        let card = Box(vertical: true, spacing: 10)
        card.addCSSClass("editor-card")
        let descriptors = ParamRegistry.descriptors(in: section).filter { $0.species == nil || $0.species == 0 }
        for descriptor in descriptors {
            let row = ParamRow(descriptor: descriptor)
            row.onChange = { [weak self] descriptor, value in self?.edit(descriptor, value) }
            rows.append(row)
            card.append(row.root)
        }
        content.append(card)
    }

    private func showSpecies(_ species: Int) {
        for row in rows where row.descriptor.species != nil {
            guard let descriptor = ParamRegistry.descriptors(in: .species)
                .first(where: { $0.species == species && $0.label == row.descriptor.label }) else { continue }
            row.bind(descriptor, params: params)
        }
    }

    private func edit(_ descriptor: ParamDescriptor, _ value: Double) {
        guard descriptor.value(in: params) != value else { return }
        descriptor.set(value, in: &params)
        onParamsChanged?(params)
    }
}
