import GtkKit
import PhysarumCore

// The library's search: a GtkSearchEntry above the tiles that hides the tiles whose names do
// not match (`PresetSearch`). Typing while focus is anywhere in the library starts a search
// (GTK's key capture, as GNOME's lists do); arrows and Enter stay the tiles'. Esc in the field
// clears the search first and closes the library only when there is nothing to clear.
extension LibraryPanel {
    func setUpSearch() {
        search.addCSSClass("library-search")
        search.setPlaceholder(tr("Search presets"))
        search.setAccessibleLabel(tr("Search presets"))
        search.setKeyCaptureWidget(card)
        // GTK's key capture forwards Enter to the field too (only arrows, Tab and Space stay):
        // on a tile, Enter is the tile's. The panel's root sees keys before the card does.
        let enter = EventControllerKey()
        enter.setPhase(.capture)
        enter.onKeyPressed { [weak self] key in
            guard ["Return", "KP_Enter", "ISO_Enter"].contains(key), let self,
                let tile = self.chips.first(where: \.hasFocus)
            else { return false }
            tile.activate()
            return true
        }
        root.addController(enter)
        search.onSearchChanged { [weak self] in self?.applySearch() }
        search.onStopSearch { [weak self] in
            guard let self else { return }
            if !self.clearSearch() { self.onEscape?() }
        }
        // Enter in the field runs the first preset found.
        search.onActivate { [weak self] in
            guard let self, let first = self.chips.firstIndex(where: \.isVisible) else { return }
            self.onSelect?(first)
        }
        // Down from the field goes to the tiles found, as in GNOME's searchable lists.
        let keys = EventControllerKey()
        keys.onKeyPressed { [weak self] key in
            guard key == "Down", let self, let first = self.chips.first(where: \.isVisible) else { return false }
            return first.grabFocus()
        }
        search.addController(keys)
        card.append(search)
        noMatches.addCSSClass("library-no-matches")
        noMatches.isVisible = false
        card.append(noMatches)
    }

    /// Whether a search hides tiles now.
    var isSearching: Bool { PresetSearch.isActive(search.text) }

    /// Empties the search field (every tile shows again); false when it was empty already.
    @discardableResult
    func clearSearch() -> Bool {
        guard !search.text.isEmpty else { return false }
        search.text = ""
        applySearch()
        return true
    }

    /// Shows the tiles whose names match the search, and says so when none does.
    func applySearch() {
        let query = search.text
        let matches = shownPresets.map { PresetSearch.matches(name: $0.name, query: query) }
        // Focus on a tile the search hides would be lost: it moves to the field first.
        if zip(chips, matches).contains(where: { chip, match in !match && chip.hasFocus }) { _ = search.grabFocus() }
        for (chip, match) in zip(chips, matches) { chip.isVisible = match }
        noMatches.isVisible = !chips.isEmpty && !matches.contains(true)
    }
}
