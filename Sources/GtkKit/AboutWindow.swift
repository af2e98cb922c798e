import CAdw

/// AdwAboutWindow (libadwaita 1.2): the app's name, icon, version, links, licence, credits and
/// release notes. It closes with Esc (libadwaita's own binding).
@MainActor
public enum AboutWindow {
    /// What the window shows; empty strings and lists are left out.
    public struct Details: Equatable, Sendable {
        public var applicationName = ""
        /// An icon name from the theme (the app id).
        public var applicationIcon = ""
        public var version = ""
        public var developerName = ""
        public var comments = ""
        public var website = ""
        public var issueURL = ""
        public var copyright = ""
        public var license = License.unknown
        public var developers: [String] = []
        /// The version the release notes describe, and AppStream description markup.
        public var releaseNotesVersion = ""
        public var releaseNotes = ""

        public init() {}
    }

    /// The licences the app may name (GtkLicense).
    public enum License: Sendable {
        case unknown, mitX11, gpl3OrLater

        var gtk: GtkLicense {
            switch self {
            case .unknown: GTK_LICENSE_UNKNOWN
            case .mitX11: GTK_LICENSE_MIT_X11
            case .gpl3OrLater: GTK_LICENSE_GPL_3_0
            }
        }
    }

    /// Builds the window from `details`, modal and transient for `parent`, and shows it; returns
    /// it (GTK keeps it until it closes).
    @discardableResult
    public static func present(_ details: Details, transientFor parent: Window) -> Window {
        guard let widget = adw_about_window_new() else { fatalError("adw_about_window_new returned NULL") }
        let about = OpaquePointer(widget)
        let set: [(String, (OpaquePointer, String) -> Void)] = [
            (details.applicationName, { adw_about_window_set_application_name($0, $1) }),
            (details.applicationIcon, { adw_about_window_set_application_icon($0, $1) }),
            (details.version, { adw_about_window_set_version($0, $1) }),
            (details.developerName, { adw_about_window_set_developer_name($0, $1) }),
            (details.comments, { adw_about_window_set_comments($0, $1) }),
            (details.website, { adw_about_window_set_website($0, $1) }),
            (details.issueURL, { adw_about_window_set_issue_url($0, $1) }),
            (details.copyright, { adw_about_window_set_copyright($0, $1) }),
            (details.releaseNotesVersion, { adw_about_window_set_release_notes_version($0, $1) }),
            (details.releaseNotes, { adw_about_window_set_release_notes($0, $1) }),
        ]
        for (value, setter) in set where !value.isEmpty { setter(about, value) }
        adw_about_window_set_license_type(about, details.license.gtk)
        if !details.developers.isEmpty {
            withStringArray(details.developers) { adw_about_window_set_developers(about, $0) }
        }
        let window = Window(toplevel: widget)
        window.setModal(true)
        window.transient(for: parent)
        window.present()
        return window
    }
}

extension AboutWindow {
    /// What an About window shows, read back from it (nil for another window).
    public static func details(of window: Window) -> Details? {
        let instance = window.raw.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, adw_about_window_get_type()) != 0 else { return nil }
        let about = OpaquePointer(window.raw)
        func string(_ value: UnsafePointer<CChar>?) -> String { value.map { String(cString: $0) } ?? "" }
        var details = Details()
        details.applicationName = string(adw_about_window_get_application_name(about))
        details.applicationIcon = string(adw_about_window_get_application_icon(about))
        details.version = string(adw_about_window_get_version(about))
        details.developerName = string(adw_about_window_get_developer_name(about))
        details.comments = string(adw_about_window_get_comments(about))
        details.website = string(adw_about_window_get_website(about))
        details.issueURL = string(adw_about_window_get_issue_url(about))
        details.copyright = string(adw_about_window_get_copyright(about))
        details.releaseNotesVersion = string(adw_about_window_get_release_notes_version(about))
        details.releaseNotes = string(adw_about_window_get_release_notes(about))
        let license = adw_about_window_get_license_type(about)
        details.license = [License.mitX11, .gpl3OrLater].first { $0.gtk == license } ?? .unknown
        if var list = adw_about_window_get_developers(about) {
            while let name = list.pointee {
                details.developers.append(String(cString: name))
                list += 1
            }
        }
        return details
    }
}

/// Calls `body` with `strings` as a NULL-terminated `const char **` that lives for the call.
func withStringArray<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
