import GtkKit
import PhysarumCore

/// The preset library: a grid of presets (tag dot + name) dropping down under the header.
@MainActor
final class LibraryPanel {
    /// The panel's widest, in logical pixels: four or five columns of preset chips.
    static let maximumWidth = 560
    /// Margin to the window edges, in logical pixels (the header's margin).
    static let edgeMargin = 8
    /// Width a preset chip needs for a typical name, spacing included, in logical pixels.
    static let chipWidth = 180
    /// The card's horizontal padding and border, in logical pixels (see AppStyle).
    static let cardInset = 30

    let root = Revealer(transition: .crossfade, durationMilliseconds: 160)
    let card = Box(vertical: true, spacing: 10)
    let grid = FlowBox(columnSpacing: 8, rowSpacing: 8)
    private(set) var chips: [Button] = []
    /// The ⋯ menu of each user preset (rename, delete), by preset id.
    private(set) var userMenus: [String: PresetMenu] = [:]
    let controls = LibraryControls()
    /// Called with the index of the preset the user picked.
    var onSelect: ((Int) -> Void)?
    /// Rename (id, new name): returns an error message, or nil when renamed.
    var onRename: ((String, String) -> String?)?
    var onDelete: ((String) -> Void)?

    init() {
        card.addCSSClass("library-panel")
        card.append(controls.root)
        let scroller = ScrolledWindow()
        scroller.propagatesNaturalHeight = true
        scroller.expandVertically = true
        // Rows keep their natural height; spare height stays below the grid.
        grid.setVerticalAlign(.start)
        scroller.setChild(grid)
        card.append(scroller)
        root.setChild(card)
        root.isVisible = false
        root.onNotify("child-revealed") { [weak self] in
            // A hidden revealer still takes clicks: drop it from the overlay once faded out.
            guard let self, !self.root.revealsChild else { return }
            self.root.isVisible = false
        }
    }

    /// Adds the panel to `overlay`, under the header at the left.
    func attach(to overlay: Overlay) {
        overlay.addOverlay(root)
        overlay.positionChild(root) { [weak self] width, height in
            guard let self else { return nil }
            let margin = Self.edgeMargin
            let top = Int(sheetHeaderClearance)
            let panelWidth = max(min(width - 2 * margin, Self.maximumWidth), 1)
            let natural = self.root.measure(horizontal: false, forSize: panelWidth).natural
            let available = max(height - top - margin, 1)
            let minimum = self.root.measure(horizontal: false, forSize: panelWidth).minimum
            return Rect(x: margin, y: top, width: panelWidth, height: max(min(natural, available), minimum))
        }
    }

    /// Sets the grid's columns for a window `width` wide. FlowBox alone measures its height for
    /// fewer columns than it then shows, which left the panel half empty. Call outside allocation.
    func fitColumns(windowWidth width: Int) {
        let panelWidth = min(width - 2 * Self.edgeMargin, Self.maximumWidth)
        let columns = min(max((panelWidth - Self.cardInset) / Self.chipWidth, 1), 4)
        grid.setChildrenPerLine(minimum: columns, maximum: columns)
    }

    /// Whether the panel is shown (or fading in).
    var isOpen: Bool { root.revealsChild }

    func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        if open { root.isVisible = true }
        root.revealsChild = open
        if !open && !root.animationsEnabled { root.isVisible = false }
    }

    /// Fills the grid with `presets`, marking `current`; user presets get a mark and a ⋯ menu.
    func show(_ presets: [Preset], current: Int) {
        grid.removeAll()
        userMenus = [:]
        chips = presets.enumerated().map { index, preset in
            let chip = Self.chip(for: preset)
            chip.onClicked { [weak self] in self?.onSelect?(index) }
            guard !preset.isBuiltin else {
                grid.append(chip)
                return chip
            }
            let item = Box(vertical: false, spacing: 0)
            item.addCSSClass("user-preset")
            chip.expandHorizontally = true
            item.append(chip)
            let menu = PresetMenu(preset: preset)
            menu.onRename = { [weak self] name in self?.onRename?(preset.id, name) }
            menu.onDelete = { [weak self] in self?.onDelete?(preset.id) }
            item.append(menu.button)
            userMenus[preset.id] = menu
            grid.append(item)
            return chip
        }
        markCurrent(current)
    }

    private static func chip(for preset: Preset) -> Button {
        let chip = Button()
        chip.addCSSClass("preset-chip")
        chip.hasFrame = false
        let content = Box(vertical: false, spacing: 8)
        let dot = Box(vertical: false)
        dot.addCSSClass("tag-dot")
        dot.addCSSClass(TagStyles.cssClass(for: preset.tag))
        dot.setVerticalAlign(.center)
        let name = Label(preset.name)
        name.ellipsizesAtEnd = true
        name.horizontalAlignment = 0
        name.expandHorizontally = true
        content.append(dot)
        content.append(name)
        if !preset.isBuiltin {
            let mark = Label("yours")
            mark.addCSSClass("user-mark")
            content.append(mark)
        }
        chip.setChild(content)
        chip.tooltip = preset.isBuiltin ? preset.name : "\(preset.name) (your preset)"
        chip.setAccessibleLabel(preset.isBuiltin ? preset.name : "\(preset.name), your preset")
        return chip
    }

    /// Shows whether auto-cycle is on.
    func showCycling(_ on: Bool) { controls.showCycling(on) }

    /// Highlights the chip of the running preset.
    func markCurrent(_ index: Int) {
        for (position, chip) in chips.enumerated() { chip.setCSSClass("current", position == index) }
    }
}
