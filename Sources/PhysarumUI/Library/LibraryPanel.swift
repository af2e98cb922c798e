import GtkKit
import PhysarumCore

/// The preset library: a grid of presets (thumbnail, tag dot, name) dropping down under the header.
///
/// Each preset is one tile, one Tab stop: arrows move between tiles, Enter, Space or a click
/// runs it. The running preset's tile is marked (and read as selected by screen readers).
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
    private(set) var chips: [FlowBoxChild] = []
    /// Each tile's thumbnail, in tile order: empty (a placeholder) until `thumbnails` delivers it.
    private(set) var thumbnailImages: [Image] = []
    /// Where tile pictures come from; nil: tiles without thumbnails.
    var thumbnails: PresetThumbnails?
    /// Tiles whose pictures are not asked for yet: only once the library opens, so a cold cache
    /// costs no CPU beside the player until someone looks. The running preset's comes first.
    private var unrequested: [(image: Image, params: PresetParams)] = []
    /// Every shown preset's parameters: the thumbnails the cache keeps when it is pruned (after
    /// the library's pictures are asked for), nil once pruned.
    private var unpruned: [PresetParams]?
    /// Side of a tile's thumbnail, in logical pixels.
    static let thumbnailSize = 40
    /// The ⋯ menu of each user preset (rename, delete), by preset id.
    private(set) var userMenus: [String: PresetMenu] = [:]
    let controls = LibraryControls()
    /// Preset files that could not be loaded, above the grid (hidden when there are none).
    let problems = LibraryProblems()
    /// Files that could not be imported (opened, dropped, chosen), above the grid until dismissed.
    let importBanner = ImportBanner()
    /// Filters the tiles by name; typing anywhere in the library starts a search.
    let search = SearchEntry()
    /// "No presets match" while the search hides every tile.
    let noMatches = Label(tr("No presets match"))
    /// The presets the tiles show, in tile order (the search reads their names).
    private(set) var shownPresets: [Preset] = []
    /// Called with the index of the preset the user picked.
    var onSelect: ((Int) -> Void)?
    /// Rename (id, new name): returns an error message, or nil when renamed.
    var onRename: ((String, String) -> String?)?
    var onDelete: ((String) -> Void)?
    /// Esc in the search field with nothing to clear: the library closes.
    var onEscape: (() -> Void)?

    init() {
        card.addCSSClass("library-panel")
        card.append(controls.root)
        card.append(problems.root)
        card.append(importBanner.root)
        setUpSearch()
        let scroller = ScrolledWindow()
        scroller.propagatesNaturalHeight = true
        scroller.expandVertically = true
        // Rows keep their natural height; spare height stays below the grid.
        grid.setVerticalAlign(.start)
        grid.setAccessibleLabel(tr("Presets"))
        // Arrows move between tiles (GtkFlowBox's own cursor does not follow a grabbed focus).
        let keys = EventControllerKey()
        keys.setPhase(.capture)
        keys.onKeyPressed { [weak self] key in self?.moveFocus(key) ?? false }
        grid.addController(keys)
        grid.onChildActivated { [weak self] index in
            guard let self, self.chips.indices.contains(index) else { return }
            self.onSelect?(index)
        }
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

    /// The tiles per row, as `fitColumns` last set them.
    private(set) var columns = 1

    /// Left/Right/Up/Down from the focused tile to its neighbour among the shown ones (the
    /// search hides the others); false for other keys.
    private func moveFocus(_ key: String) -> Bool {
        let offsets = ["Left": -1, "Right": 1, "Up": -columns, "Down": columns]
        let shown = chips.filter(\.isVisible)
        guard let offset = offsets[key], let index = shown.firstIndex(where: { $0.hasFocus }) else { return false }
        let target = index + offset
        if shown.indices.contains(target) { shown[target].grabFocus() }
        return true
    }

    /// Sets the grid's columns for a window `width` wide. FlowBox alone measures its height for
    /// fewer columns than it then shows, which left the panel half empty. Call outside allocation.
    func fitColumns(windowWidth width: Int) {
        let panelWidth = min(width - 2 * Self.edgeMargin, Self.maximumWidth)
        let columns = min(max((panelWidth - Self.cardInset) / Self.chipWidth, 1), 4)
        self.columns = columns
        grid.setChildrenPerLine(minimum: columns, maximum: columns)
    }

    /// Whether the panel is shown (or fading in).
    var isOpen: Bool { root.revealsChild }

    func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        if open { root.isVisible = true }
        root.revealsChild = open
        // A search is for this visit: the library opens again with every preset.
        if !open { clearSearch() }
        requestThumbnails()
        if !open && !root.animationsEnabled { root.isVisible = false }
    }

    /// Fills the grid with `presets`, marking `current`; user presets get a mark and a ⋯ menu.
    func show(_ presets: [Preset], current: Int?) {
        grid.removeAll()
        userMenus = [:]
        thumbnailImages = []
        unrequested = []
        chips = presets.map { preset in
            let tile = FlowBoxChild()
            tile.addCSSClass("preset-chip")
            tile.setCSSClass("with-thumbnail", thumbnails != nil)
            let content = Self.tileContent(for: preset)
            if thumbnails != nil {
                let image = thumbnailImage()
                content.prepend(image)
                thumbnailImages.append(image)
                unrequested.append((image, preset.params))
            }
            tile.setChild(content)
            tile.tooltip = preset.isBuiltin ? nil : tr("Your preset")
            tile.setAccessibleLabel(
                preset.isBuiltin ? preset.name : tr("{preset}, your preset", ["preset": preset.name]))
            if !preset.isBuiltin {
                tile.addCSSClass("user-preset")
                let menu = PresetMenu(preset: preset)
                menu.onRename = { [weak self] name in self?.onRename?(preset.id, name) }
                menu.onDelete = { [weak self] in self?.onDelete?(preset.id) }
                content.append(menu.button)
                userMenus[preset.id] = menu
            }
            grid.append(tile)
            return tile
        }
        shownPresets = presets
        applySearch()
        markCurrent(current)
        if let current, unrequested.indices.contains(current) {
            unrequested.insert(unrequested.remove(at: current), at: 0)
        }
        unpruned = presets.map(\.params)
        requestThumbnails()
    }

    /// Asks for the pictures of the tiles that have none yet, once the library is open.
    private func requestThumbnails() {
        guard let thumbnails, isOpen else { return }
        for (image, params) in unrequested {
            thumbnails.request(params) { [weak image] texture in image?.setTexture(texture) }
        }
        unrequested = []
        if let unpruned { thumbnails.prune(keeping: unpruned) }
        unpruned = nil
    }

    /// An empty thumbnail of the tile's size (the grid does not move when the picture comes).
    private func thumbnailImage() -> Image {
        let image = Image()
        image.addCSSClass("preset-thumbnail")
        image.setPixelSize(Self.thumbnailSize)
        image.setSizeRequest(width: Self.thumbnailSize, height: Self.thumbnailSize)
        image.setVerticalAlign(.center)
        image.hideFromAssistiveTechnologies()  // the tile says the preset's name
        return image
    }

    private static func tileContent(for preset: Preset) -> Box {
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
            let mark = Label(tr("yours"))
            mark.addCSSClass("user-mark")
            content.append(mark)
        }
        return content
    }

    /// Runs the preset of tile `index` as a click would.
    func activate(_ index: Int) {
        guard chips.indices.contains(index) else { return }
        chips[index].activate()
    }

    /// Puts keyboard focus on the running preset's tile (else the first shown); false when no
    /// tile shows.
    @discardableResult
    func focusCurrent() -> Bool {
        let shown = chips.filter(\.isVisible)
        guard let tile = shown.first(where: { $0.hasCSSClass("current") }) ?? shown.first else { return false }
        return tile.grabFocus()
    }

    /// Shows whether auto-cycle is on.
    func showCycling(_ on: Bool) { controls.showCycling(on) }

    /// Marks the tile of the running preset (none when it is not in the library any more).
    func markCurrent(_ index: Int?) {
        for (position, chip) in chips.enumerated() {
            chip.setCSSClass("current", position == index)
            chip.setAccessibleSelected(position == index)
        }
    }
}
