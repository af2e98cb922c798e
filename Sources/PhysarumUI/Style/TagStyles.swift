import GtkKit
import PhysarumCore

/// CSS classes that paint a preset's tag colour (`.tag-ff5fa2`), installed once per colour.
@MainActor
enum TagStyles {
    private static var installed: Set<String> = []

    /// The class for `color`, installing its rule on first use.
    static func cssClass(for color: RGBColor) -> String {
        let hex = String(color.hex.dropFirst())
        let name = "tag-" + hex
        if installed.insert(name).inserted {
            StyleProvider.install(css: ".\(name) { background-color: #\(hex); }")
        }
        return name
    }
}
