import GtkKit
import PhysarumCore

/// The first-start hint over the player: the keys that switch presets, show the editor and open
/// the library — taken from the action table, so it names the keys that work — and a close
/// button. Shown once: the window remembers that it was dismissed (`AppSettings`).
@MainActor
final class StartHint {
    /// What the hint names, in order: the keys and what they do (the shortcuts window's words
    /// where one action is meant). Using one of these actions dismisses the hint too (the user
    /// has found them). Computed: the texts follow the language in effect (tests switch it).
    static var entries: [(actions: [AppAction], text: String)] {
        [
            ([.previousPreset, .nextPreset], tr("Switch presets")),
            ([.toggleEditor], AppAction.toggleEditor.title),
            ([.library], AppAction.library.title),
        ]
    }

    /// The keycaps' column, in logical pixels: the widest (Ctrl + L) fits, so the texts line up.
    static let keysWidth = 116

    /// Every action the hint names.
    static var actions: [AppAction] { entries.flatMap(\.actions) }

    let root = Revealer(transition: .crossfade, durationMilliseconds: 200)
    let closeButton = Button(iconName: "window-close-symbolic")
    /// The keycaps of each entry, in order.
    private(set) var keyLabels: [ShortcutLabel] = []
    var onDismiss: (() -> Void)?

    init() {
        let card = Box(vertical: false, spacing: 12)
        card.addCSSClass("start-hint")
        let rows = Box(vertical: true, spacing: 6)
        for entry in Self.entries {
            let row = Box(vertical: false, spacing: 10)
            // Several actions' keys are alternatives: GtkShortcutLabel reads spaces so.
            let keys = ShortcutLabel(accelerator: entry.actions.flatMap(\.keys).joined(separator: " "))
            keys.setHorizontalAlign(.end)
            keys.setSizeRequest(width: Self.keysWidth, height: -1)
            // GTK 4.8 reads a shortcut label as "GtkShortcutLabel": the keys in GTK's words.
            let spoken = entry.actions.flatMap(\.keys).map(Accelerator.label)
            keys.setAccessibleLabel(
                spoken.dropFirst().reduce(spoken.first ?? "") {
                    // TRANSLATORS: alternative keys, as a screen reader says them ("Left or Right").
                    tr("{keys} or {key}", ["keys": $0, "key": $1])
                })
            keyLabels.append(keys)
            let text = Label(entry.text)
            text.horizontalAlignment = 0
            row.append(keys)
            row.append(text)
            rows.append(row)
        }
        card.append(rows)
        closeButton.hasFrame = false
        closeButton.setVerticalAlign(.start)
        closeButton.setNameAndTooltip(tr("Dismiss the hint"))
        closeButton.onClicked { [weak self] in self?.onDismiss?() }
        card.append(closeButton)
        root.setChild(card)
        root.setHorizontalAlign(.center)
        root.setVerticalAlign(.end)
        root.setMargins(bottom: 88, start: 12, end: 12)
        root.isVisible = false
    }

    /// Whether the hint shows.
    var isShown: Bool { root.revealsChild }

    func show() {
        root.isVisible = true
        root.revealsChild = true
    }

    func hide() {
        root.revealsChild = false
        root.isVisible = false
    }
}
