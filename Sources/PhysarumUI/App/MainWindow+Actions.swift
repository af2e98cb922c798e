import GtkKit
import PhysarumCore

extension MainWindow {
    /// Installs every AppAction on the window with its keys.
    func installActions() {
        let unhandledKeys = ShortcutController()
        unhandledKeys.setPhase(.bubble)
        for action in AppAction.allCases {
            let simple = SimpleAction(name: action.rawValue) { [weak self] in self?.perform(action) }
            window.addAction(simple)
            actions.append(simple)
            switch action.binding {
            case .accelerator:
                application.setAccelerators(action.keys, forAction: action.detailedName)
            case .unhandledKey:
                for key in action.keys { unhandledKeys.add(trigger: key, actionName: action.detailedName) }
            }
        }
        window.addController(unhandledKeys)
    }

    /// Does what `action` says.
    func perform(_ action: AppAction) {
        switch action {
        case .toggleEditor:
            if isFullscreen && !isChromeVisible { toggleChrome() }
            presenter.toggle()
        case .fullscreen: setFullscreen(!isFullscreen)
        case .escape: escape()
        case .previousPreset: state.selectPrevious()
        case .nextPreset: state.selectNext()
        case .undo, .redo:
            // A text field with nothing left to undo lets Ctrl+Z through: it still is not the
            // editor's (the user is typing, not editing parameters).
            guard !window.focusIsEditableText else { return }
            action == .undo ? state.undo() : state.redo()
        case .save: openSave()
        case .snapshot: chooseSnapshot()
        case .record: toggleRecording()
        case .preferences: showPreferences()
        case .togglePause: player.isPaused.toggle()
        case .toggleChrome: toggleChrome()
        case .library: setLibraryOpen(!library.isOpen)
        case .shortcuts: showShortcuts()
        case .quit:
            stopRecording(waiting: true)
            rememberSettings()
            application.quit()
        }
    }

    /// Esc closes the nearest thing: the library, then fullscreen, then the editor sheet.
    func escape() {
        if library.isOpen {
            library.setOpen(false)
        } else if isFullscreen {
            setFullscreen(false)
        } else if presenter.presentation == .sheet && presenter.showEditor {
            presenter.setShowEditor(false)
        }
    }

    /// Opens or closes the library; in sheet mode the editor sheet closes first (no stacked sheets).
    func setLibraryOpen(_ open: Bool) {
        if open && presenter.presentation == .sheet && presenter.showEditor {
            presenter.setShowEditor(false)
        }
        library.setOpen(open)
    }

    /// Switches to preset `index` in library order (the state tells the player, editor, header).
    func showPreset(at index: Int) {
        guard presets.indices.contains(index) else { return }
        state.select(presets[index].id)
    }

    private func showShortcuts() {
        var groups: [(title: String, items: [ShortcutsWindow.Item])] = []
        for action in AppAction.allCases {
            let item = ShortcutsWindow.Item(accelerator: action.keys.joined(separator: " "), title: action.title)
            if let index = groups.firstIndex(where: { $0.title == action.group }) {
                groups[index].items.append(item)
            } else {
                groups.append((action.group, [item]))
            }
        }
        ShortcutsWindow.present(groups: groups, transientFor: window)
    }
}
