import CIntl
import Foundation

/// The app's gettext domain: every user-visible string goes through `tr` (or `trPlural`).
///
/// Placeholders are named, in braces (`"Saved {name}"`): a translator may move them, and a test
/// checks that every translation keeps the placeholders of its original.
public enum Localization {
    /// The gettext text domain (po/physarum.pot, `<locale>/LC_MESSAGES/physarum.mo`).
    public static let domain = "physarum"

    /// Fills `{key}` placeholders in `template` with `values`.
    public static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        var text = template
        for (key, value) in values { text = text.replacingOccurrences(of: "{\(key)}", with: value) }
        return text
    }
}

/// The translation of `message` in the user's language (itself when there is none).
public func tr(_ message: String) -> String {
    message.withCString { msgid in String(cString: dgettext(Localization.domain, msgid)) }
}

/// The translation of `message` with its `{key}` placeholders filled from `values`.
public func tr(_ message: String, _ values: KeyValuePairs<String, String>) -> String {
    Localization.fill(tr(message), values)
}

/// The singular or plural translation for `count` (the language's own plural rule), filled.
public func trPlural(
    _ singular: String, _ plural: String, count: Int, _ values: KeyValuePairs<String, String> = [:]
) -> String {
    let text = singular.withCString { one in
        plural.withCString { many in
            String(cString: dngettext(Localization.domain, one, many, UInt(max(0, count))))
        }
    }
    return Localization.fill(text, values)
}
