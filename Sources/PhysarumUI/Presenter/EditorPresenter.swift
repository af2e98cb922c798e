import GtkKit
import PhysarumCore

/// Puts the one editor where the window's shape wants it: the side pane or the
/// bottom sheet, and shows or hides it.
///
/// `showEditor` is the single source of truth. It is set once, at the first layout (side pane →
/// open, sheet → closed); later mode changes keep it and move the same editor widget, so its
/// selected species and typed text survive, and the row at the top stays there
/// (`EditorScrollAnchor`).
@MainActor
final class EditorPresenter {
    let editor: EditorView
    let sidePane: SidePane
    let sheet: BottomSheet
    private let scrollAnchor: EditorScrollAnchor
    /// The editor's place before the window began to change size (`sizeWillChange`); a move to
    /// the other presentation brings it back.
    private var placeBeforeResize: EditorScrollAnchor.Place?

    /// Where the editor lives now; nil before the first layout.
    private(set) var presentation: EditorPresentation?
    /// Whether the user wants the editor shown.
    private(set) var showEditor = false
    /// Hides the editor without changing `showEditor` (fullscreen, chrome hidden).
    var isSuppressed = false {
        didSet {
            guard isSuppressed != oldValue else { return }
            if isSuppressed && sheet.isOpen { resumeDetent = sheet.detent }
            apply(animated: true)
        }
    }
    /// The detent an open sheet had when the editor was suppressed; it comes back there.
    private var resumeDetent: SheetDetent?
    /// Where the user wants the editor (Preferences); a change moves it at once.
    var placement = EditorPlacement.automatic {
        didSet {
            guard placement != oldValue, presentation != nil else { return }
            contentSizeChanged(width: Int(lastSize.width), height: Int(lastSize.height))
        }
    }
    private var lastSize = ContentSize(width: 0, height: 0)
    /// Called after the presentation or `showEditor` changed (the header follows).
    var onChange: (() -> Void)?

    init(editor: EditorView, sidePane: SidePane, sheet: BottomSheet) {
        self.editor = editor
        self.sidePane = sidePane
        self.sheet = sheet
        scrollAnchor = EditorScrollAnchor(scroller: editor.scroller, content: editor.content) { [weak editor] in
            editor?.landmarks ?? []
        }
        sheet.contentBar = editor.toolbar.root
        sheet.contentScroller = editor.scroller
        sheet.touchSliders = editor
        sheet.onUserDetentChange = { [weak self] detent in
            // Dragging the sheet closed is the user hiding the editor.
            if detent == .closed { self?.setShowEditor(false) }
        }
    }

    /// The first layout keeps the editor hidden (the ambient host player) instead of opening the
    /// side pane in a wide window.
    var startsWithEditorHidden = false

    /// The window is about to take a new size (called inside its allocation, before the editor
    /// takes its share): notes the row at the top, once for a burst of sizes.
    func sizeWillChange() {
        if placeBeforeResize == nil { placeBeforeResize = scrollAnchor.capture() }
    }

    /// Lays out for a new content size (call it deferred, never inside size allocation).
    func contentSizeChanged(width: Int, height: Int) {
        let place = placeBeforeResize ?? scrollAnchor.capture()
        placeBeforeResize = nil
        lastSize = ContentSize(width: Double(width), height: Double(height))
        let mode = editorPresentation(size: lastSize, placement: placement)
        let isFirstLayout = presentation == nil
        if isFirstLayout { showEditor = mode == .side && !startsWithEditorHidden }
        guard mode != presentation else { return }
        presentation = mode
        move(to: mode)
        scrollAnchor.restore(place)
        apply(animated: !isFirstLayout)
        onChange?()
    }

    /// Shows or hides the editor where it lives now.
    func setShowEditor(_ shown: Bool) {
        guard shown != showEditor else { return }
        showEditor = shown
        apply(animated: true)
        onChange?()
    }

    /// F9 and the header toggle.
    func toggle() { setShowEditor(!showEditor) }

    /// Whether the editor can be seen now (shown, not suppressed, laid out).
    var isEditorVisible: Bool { showEditor && !isSuppressed && presentation != nil }

    private func move(to mode: EditorPresentation) {
        let root = editor.root
        if root.isChild(of: sidePane.slot) { sidePane.slot.remove(root) }
        if root.isChild(of: sheet.slot) { sheet.slot.remove(root) }
        (mode == .side ? sidePane.slot : sheet.slot).append(root)
    }

    private func apply(animated: Bool) {
        guard let presentation else { return }
        let visible = showEditor && !isSuppressed
        switch presentation {
        case .side:
            sheet.setDetent(.closed, animated: false)
            sidePane.isRevealed = visible
        case .bottom:
            sidePane.isRevealed = false
            let target: SheetDetent = visible ? (sheet.isOpen ? sheet.detent : resumeDetent ?? .medium) : .closed
            if visible { resumeDetent = nil }
            if target != sheet.detent { sheet.setDetent(target, animated: animated) }
        }
    }
}
