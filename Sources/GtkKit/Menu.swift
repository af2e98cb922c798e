import CGtk

/// GMenu: a menu model of items that activate actions ("win.snapshot"); GTK shows the actions'
/// accelerators beside the items and greys out disabled ones.
@MainActor
public final class Menu: Object {
    /// g_menu_new.
    public init() {
        let menu = g_menu_new()
        super.init(wrapping: UnsafeMutableRawPointer(menu!))
        // g_menu_new returns a full (not floating) reference, which ref_sink added to.
        g_object_unref(UnsafeMutableRawPointer(menu))
    }

    /// g_menu_append: an item that activates `action` ("win.name").
    public func append(_ label: String, action: String) { g_menu_append(opaque, label, action) }

    /// g_menu_remove_all.
    public func removeAll() { g_menu_remove_all(opaque) }

    /// g_menu_append_section: `section`'s items after a separator.
    public func appendSection(_ section: Menu) {
        g_menu_append_section(opaque, nil, UnsafeMutablePointer<GMenuModel>(section.opaque))
    }
}

extension Menu {
    /// The items' labels and actions, sections flattened in order (what the menu shows).
    public var items: [(label: String, action: String)] { Self.items(of: OpaquePointer(raw)) }

    private static func items(of model: OpaquePointer) -> [(label: String, action: String)] {
        var result: [(label: String, action: String)] = []
        let menu = UnsafeMutablePointer<GMenuModel>(model)
        for index in 0..<g_menu_model_get_n_items(menu) {
            if let section = g_menu_model_get_item_link(menu, index, "section") {
                result += items(of: OpaquePointer(section))
                g_object_unref(UnsafeMutableRawPointer(section))
                continue
            }
            result.append((string(menu, index, "label"), string(menu, index, "action")))
        }
        return result
    }

    private static func string(_ menu: UnsafeMutablePointer<GMenuModel>, _ index: Int32, _ name: String) -> String {
        guard let value = g_menu_model_get_item_attribute_value(menu, index, name, nil) else { return "" }
        defer { g_variant_unref(value) }
        return String(cString: g_variant_get_string(value, nil))
    }
}
