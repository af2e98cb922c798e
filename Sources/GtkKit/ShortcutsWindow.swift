import CGtk

/// The keyboard shortcuts window: each group's title, then its rows — what a key does, and the
/// keys as their caps read (`Accelerator.keycap`). One column that wraps, in a scrolled list.
///
/// Not GtkShortcutsWindow: GTK 4.8's lays its groups out in columns side by side (about 1,100 px
/// wide in English, 1,330 in German, wider than a 1280 px screen), names keys by their keyval
/// ("Page_Up") and its paging measures a label at -3 px (a warning each time it opens).
@MainActor
public final class ShortcutsWindow {
    /// One shortcut: its keys (gtk_accelerator_parse syntax, alternatives separated by spaces)
    /// and what it does.
    public struct Item: Sendable {
        public let accelerator: String
        public let title: String
        public init(accelerator: String, title: String) {
            self.accelerator = accelerator
            self.title = title
        }
    }

    /// How wide a row's text may grow before it wraps, in characters.
    static let titleWidthChars = 36
    /// The margin around the list and between a row's text and its keys, in logical pixels.
    static let spacing = 18
    /// The tallest the list grows before it scrolls, in logical pixels (fits a 1280×800 screen).
    static let maxListHeight = 640

    public let window: Window
    /// Each row as shown: its accelerator, a label per key (alternatives), and what it does.
    public private(set) var rows: [(accelerator: String, keys: [Label], title: Label)] = []

    /// Builds the window titled `title` with `groups` (a title and its items), transient for and
    /// modal over `parent`, and shows it. Esc closes it.
    public init(title: String, groups: [(title: String, items: [Item])], transientFor parent: Window) {
        window = Window(toplevel: gtk_window_new())
        window.title = title
        window.addCSSClass("shortcuts-window")
        let list = Box(vertical: true, spacing: Self.spacing)
        list.setMargins(top: Self.spacing, bottom: Self.spacing, start: Self.spacing, end: Self.spacing)
        for group in groups { list.append(makeGroup(group)) }
        let scroller = ScrolledWindow()
        scroller.propagatesNaturalHeight = true
        scroller.propagatesNaturalWidth = true
        scroller.setMaxContentHeight(Self.maxListHeight)
        scroller.setChild(list)
        window.setChild(scroller)
        let keys = EventControllerKey()
        keys.setPhase(.capture)
        // The GTK window, not this wrapper, which nothing keeps once the window shows: the
        // controller lives in the window, so the window is there whenever it runs.
        let toplevel = UnsafeMutableRawPointer(window.widget).assumingMemoryBound(to: GtkWindow.self)
        keys.onKeyPressed { name in
            guard name == "Escape" else { return false }
            gtk_window_close(toplevel)
            return true
        }
        window.addController(keys)
        window.setModal(true)
        window.transient(for: parent)
        window.present()
    }

    private func makeGroup(_ group: (title: String, items: [Item])) -> Widget {
        let box = Box(vertical: true, spacing: 6)
        let heading = Label(group.title)
        heading.addCSSClass("heading")
        heading.horizontalAlignment = 0
        box.append(heading)
        let grid = Grid(rowSpacing: 6, columnSpacing: Self.spacing)
        for (index, item) in group.items.enumerated() {
            let title = Label(item.title)
            title.wraps = true
            title.setMaxWidthChars(Self.titleWidthChars)
            title.horizontalAlignment = 0
            title.expandHorizontally = true
            // A label per key, "/" between alternatives: each reads as one keycap.
            let keys = Box(vertical: false, spacing: 4)
            keys.setHorizontalAlign(.end)
            keys.setVerticalAlign(.start)
            var caps: [Label] = []
            for accelerator in item.accelerator.split(separator: " ") {
                if !caps.isEmpty { keys.append(Label("/")) }
                let cap = Label(Accelerator.keycap(String(accelerator)))
                cap.addCSSClass("keycap")
                keys.append(cap)
                caps.append(cap)
            }
            grid.attach(title, column: 0, row: index)
            grid.attach(keys, column: 1, row: index)
            rows.append((item.accelerator, caps, title))
        }
        box.append(grid)
        return box
    }
}
