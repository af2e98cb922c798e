import GtkKit
import PhysarumCore

extension MainWindow {
    /// Installs every AppAction on the window with its keys.
    func installActions() {
        let unhandledKeys = ShortcutController()
        unhandledKeys.setPhase(.bubble)
        let playerKeys = EventControllerKey()
        playerKeys.setPhase(.bubble)
        playerKeys.onKeyPressed { [weak self] name in
            guard let self, self.playerHasKeys else { return false }
            // Tab from the player starts at the header (the screen's order), not in the editor
            // beside the player.
            if name == "Tab" { return self.header.bar.moveFocusInside(forward: true) }
            guard let action = AppAction.allCases.first(where: { $0.binding == .playerKey && $0.keys.contains(name) })
            else { return false }
            self.perform(action)
            return true
        }
        for action in AppAction.allCases {
            let simple = SimpleAction(name: action.rawValue) { [weak self] in self?.perform(action) }
            window.addAction(simple)
            actions.append(simple)
            switch action.binding {
            case .accelerator:
                application.setAccelerators(action.keys, forAction: action.detailedName)
            case .unhandledKey:
                for key in action.keys { unhandledKeys.add(trigger: key, actionName: action.detailedName) }
            case .playerKey:
                break
            }
        }
        let showOn = SimpleAction(
            name: Self.showOnAction,
            stringParameter: { [weak self] connector in
                self?.output.open(on: connector)
            })
        window.addAction(showOn)
        actions.append(showOn)
        window.addController(unhandledKeys)
        window.addController(playerKeys)
    }

    /// Does what `action` says.
    func perform(_ action: AppAction) {
        startHintNoticed(action)
        switch action {
        case .toggleEditor:
            if !chrome.isChromeVisible { chrome.toggleChrome() }
            presenter.toggle()
        case .fullscreen: chrome.setFullscreen(!isFullscreen)
        case .escape: escape()
        case .previousPreset: state.selectPrevious()
        case .nextPreset: state.selectNext()
        case .undo, .redo:
            // A text field with nothing left to undo lets Ctrl+Z through: it still is not the
            // editor's (the user is typing, not editing parameters).
            guard !window.focusIsEditableText else { return }
            if action == .undo { state.undo() } else { state.redo() }
        case .save: openSave()
        case .snapshot: capture.chooseSnapshot()
        case .record: capture.toggleRecording()
        case .preferences: showPreferences()
        case .togglePause: setPaused(!player.isPaused)
        case .toggleChrome: chrome.toggleChrome()
        case .library: setLibraryOpen(!library.isOpen)
        case .shortcuts: showShortcuts()
        case .nextRegion, .previousRegion: moveFocusToNextRegion(forward: action == .nextRegion)
        case .about: showAbout()
        case .quit: quit()
        case .performanceOutput: output.toggle()
        }
    }

    /// A key pressed while the performance output has the keys (`shortcut` as
    /// `Accelerator.ariaShortcut` writes it): the window's action bound to it, or F10 the ☰ menu
    /// (GTK opens a primary menu on F10 only in its own window). Returns whether it was used.
    func performOutputKey(_ shortcut: String) -> Bool {
        if shortcut == "F10" {
            window.present()
            header.primaryMenu.popup()
            return true
        }
        guard let action = AppAction.allCases.first(where: { $0.keys.map(Accelerator.ariaShortcut).contains(shortcut) })
        else { return false }
        perform(action)
        return true
    }

    /// Esc closes the nearest thing: the library's search, the library, then fullscreen, then
    /// the editor sheet.
    func escape() {
        if library.isOpen {
            if !library.clearSearch() { setLibraryOpen(false) }
        } else if isFullscreen {
            chrome.setFullscreen(false)
        } else if presenter.presentation == .bottom && presenter.showEditor {
            presenter.setShowEditor(false)
        }
    }

    /// Opens or closes the library. Opening moves keyboard focus to the running preset's tile;
    /// closing returns it where it was. In sheet mode the editor sheet makes way for the library
    /// (no stacked sheets) and comes back when the library closes.
    func setLibraryOpen(_ open: Bool) {
        guard open != library.isOpen else { return }
        if open {
            focusBeforeLibrary = window.focusedWidget
            if presenter.presentation == .bottom && presenter.showEditor {
                presenter.setShowEditor(false)
                sheetClosedForLibrary = true
            }
            library.setOpen(true)
            library.focusCurrent()
        } else {
            let focusWasInLibrary = window.focusIsWithin(library.root) || playerHasKeys
            library.setOpen(false)
            if sheetClosedForLibrary {
                sheetClosedForLibrary = false
                if presenter.presentation == .bottom { presenter.setShowEditor(true) }
            }
            let returned = focusBeforeLibrary.map { $0.isMapped && $0.grabFocus() } ?? false
            if focusWasInLibrary && !returned { focusPlayer() }
            focusBeforeLibrary = nil
        }
    }

    /// Ctrl+S: shows the editor and opens the save popover.
    func openSave() {
        if !presenter.isEditorVisible { presenter.setShowEditor(true) }
        editor.toolbar.saveButton.popup()
    }

    /// Pauses or resumes the simulation; the header's button and a badge show it.
    func setPaused(_ paused: Bool) {
        player.isPaused = paused
        header.showPaused(paused)
        pausedBadge.isVisible = paused
    }

    /// Switches to preset `index` in library order (the state tells the player, editor, header).
    func showPreset(at index: Int) {
        guard presets.indices.contains(index) else { return }
        state.select(presets[index].id)
    }

    /// Opens the shortcuts window (Ctrl+?): every key from one table (`ShortcutTable`).
    @discardableResult
    func showShortcuts() -> ShortcutsWindow {
        ShortcutsWindow(title: tr("Keyboard Shortcuts"), groups: ShortcutTable.groups, transientFor: window)
    }
}
