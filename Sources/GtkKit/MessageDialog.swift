import CAdw

/// AdwMessageDialog (libadwaita 1.2): a heading, a body and response buttons, modal over its
/// parent. Esc (and the window's close) gives the close response; Enter the default one. Once it
/// has responded it closes itself.
@MainActor
public final class MessageDialog {
    /// How a response button looks (AdwResponseAppearance).
    public enum Appearance: Sendable {
        /// A plain button: Cancel and other safe answers.
        case plain
        /// The suggested (accent) button.
        case suggested
        /// The destructive (red) button: the answer that loses something.
        case destructive

        var adw: AdwResponseAppearance {
            switch self {
            case .plain: ADW_RESPONSE_DEFAULT
            case .suggested: ADW_RESPONSE_SUGGESTED
            case .destructive: ADW_RESPONSE_DESTRUCTIVE
            }
        }
    }

    /// The dialog's window (present, close, focus).
    public let window: Window
    private var dialog: UnsafeMutablePointer<AdwMessageDialog> { window.pointer() }

    /// A dialog with `heading` and `body`, modal and transient for `parent`; add responses, then
    /// `present()`. (adw_message_dialog_new is variadic, so it is built with g_object_new.)
    public init(heading: String, body: String, transientFor parent: Window) {
        guard let object = g_object_new_with_properties(adw_message_dialog_get_type(), 0, nil, nil) else {
            fatalError("AdwMessageDialog could not be created")
        }
        window = Window(toplevel: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
        adw_message_dialog_set_heading(dialog, heading)
        adw_message_dialog_set_body(dialog, body)
        window.setModal(true)
        window.transient(for: parent)
    }

    /// adw_message_dialog_add_response: a button `label` answering `id`, shown in order.
    public func addResponse(_ id: String, label: String, appearance: Appearance = .plain) {
        adw_message_dialog_add_response(dialog, id, label)
        adw_message_dialog_set_response_appearance(dialog, id, appearance.adw)
    }

    /// The response Enter gives (adw_message_dialog_set_default_response); make it a safe one
    /// when another answer is destructive.
    public var defaultResponse: String? {
        get { adw_message_dialog_get_default_response(dialog).map { String(cString: $0) } }
        set { adw_message_dialog_set_default_response(dialog, newValue) }
    }

    /// The response Esc or closing the window gives (adw_message_dialog_set_close_response).
    public var closeResponse: String {
        get { String(cString: adw_message_dialog_get_close_response(dialog)) }
        set { adw_message_dialog_set_close_response(dialog, newValue) }
    }

    /// The heading and body as set.
    public var heading: String { adw_message_dialog_get_heading(dialog).map { String(cString: $0) } ?? "" }
    public var body: String { adw_message_dialog_get_body(dialog).map { String(cString: $0) } ?? "" }

    /// "response": runs `handler` with the response's id once the user answered.
    public func onResponse(_ handler: @escaping @MainActor (String) -> Void) {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = { _, response, data in
            let fn = unboxed(data, as: (@MainActor (String) -> Void).self)
            let id = response.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated { fn(id) }
        }
        connectSignal(window.raw, "response", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Shows the dialog.
    public func present() { window.present() }

    /// Answers as if the button `id` was clicked: adw_message_dialog_response (which only emits
    /// "response"), then the close a click does.
    public func respond(_ id: String) {
        adw_message_dialog_response(dialog, id)
        window.close()
    }
}
