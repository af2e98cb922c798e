import GtkKit
import PhysarumCore

/// A toast-like banner at the bottom of the window: a message, an optional action ("Undo"),
/// a close button; it hides itself after a while.
///
/// Not libadwaita's AdwToastOverlay (1.2): it queues toasts (a new one waits until the shown one
/// times out or is dismissed; a high-priority one brings the old one back after it), where this
/// one replaces the old message at once and for good, and it has no error look (the red toast
/// that says a save or a clip failed).
@MainActor
final class Toast {
    /// How long a toast stays, in milliseconds.
    static let visibleMilliseconds: UInt32 = 7000

    let root = Revealer(transition: .slideUp, durationMilliseconds: 200)
    let message = Label()
    let actionButton = Button(label: tr("Undo"))
    let closeButton = Button(iconName: "window-close-symbolic")
    private var action: (() -> Void)?
    private(set) var hideTimer: MainLoopSource?
    /// Whether a toast's time waits for the picture (`waitForPicture`, `pictureShown`).
    private(set) var waitsForPicture = false

    init() {
        let box = Box(vertical: false, spacing: 10)
        box.addCSSClass("toast")
        message.wraps = true
        // A file path is one long word: broken only between words, it would make the toast wider
        // than a narrow window.
        message.breaksLongWords = true
        message.setMaxWidthChars(48)
        message.horizontalAlignment = 0
        message.expandHorizontally = true
        box.append(message)
        actionButton.addCSSClass("toast-action")
        box.append(actionButton)
        closeButton.hasFrame = false
        closeButton.setAccessibleLabel(tr("Dismiss"))
        box.append(closeButton)
        root.setChild(box)
        root.setHorizontalAlign(.center)
        root.setVerticalAlign(.end)
        root.setMargins(bottom: 16, start: 12, end: 12)
        root.isVisible = false
        actionButton.onClicked { [weak self] in
            let action = self?.action
            self?.hide()
            action?()
        }
        closeButton.onClicked { [weak self] in self?.hide() }
    }

    func attach(to overlay: Overlay) { overlay.addOverlay(root) }

    /// Stops the pending hide without touching the widgets (the window is going away).
    func cancelTimer() {
        hideTimer = nil
    }

    /// Whether a toast is showing.
    var isShown: Bool { root.revealsChild }
    /// Whether it shows a problem (styled red).
    var isError: Bool { root.hasCSSClass("error") }

    /// Shows `text`, with an action button when `actionTitle` is given; `isError` styles it red.
    func show(_ text: String, isError: Bool = false, actionTitle: String? = nil, action: (() -> Void)? = nil) {
        message.text = text
        self.action = action
        actionButton.isVisible = actionTitle != nil
        if let actionTitle { actionButton.setLabel(actionTitle) }
        root.setCSSClass("error", isError)
        root.isVisible = true
        root.revealsChild = true
        hideTimer = nil
        if !waitsForPicture { startTimer() }
    }

    /// Toasts shown from now on stay until the window shows its picture (`pictureShown`), then
    /// their time starts: a slow machine's first frame took seconds, and a toast shown at start
    /// ("your unsaved edits are back") timed out over a black window.
    func waitForPicture() { waitsForPicture = true }

    /// The window shows its picture (or why it has none): a toast shown meanwhile starts its time.
    func pictureShown() {
        guard waitsForPicture else { return }
        waitsForPicture = false
        if isShown && hideTimer == nil { startTimer() }
    }

    private func startTimer() {
        hideTimer = MainLoopSource.timeout(milliseconds: Self.visibleMilliseconds) { [weak self] in
            self?.hideTimer = nil
            self?.hide()
            return false
        }
    }

    func hide() {
        cancelTimer()
        root.revealsChild = false
        root.isVisible = false
        action = nil
    }
}
