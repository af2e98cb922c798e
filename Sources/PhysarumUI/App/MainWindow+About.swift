import Foundation
import GtkKit
import PhysarumCore

extension MainWindow {
    /// Opens the About window (☰ → About Physarum): version, links, licence, credits and the
    /// newest release's notes from the AppStream metainfo.
    @discardableResult
    func showAbout() -> Window {
        var details = AboutWindow.Details()
        details.applicationName = "Physarum"
        details.applicationIcon = PhysarumApp.applicationID
        details.version = AppVersion.string
        details.developerName = tr("The Physarum developers")
        details.developers = [tr("The Physarum developers")]
        details.comments = tr("Play and edit a living slime-mould simulation")
        details.website = AppLinks.website
        details.issueURL = AppLinks.issues
        details.copyright = tr("© 2026 The Physarum developers")
        // The metainfo's <project_license>.
        details.license = .mitX11
        if let notes = Self.releaseNotes() {
            details.releaseNotesVersion = notes.version
            details.releaseNotes = notes.markup
        }
        return AboutWindow.present(details, transientFor: window)
    }

    /// The newest release in the installed (or source tree's) metainfo; nil without one.
    static func releaseNotes() -> ReleaseNotes? {
        guard let data = DataDirectory.locate() else { return nil }
        for url in ReleaseNotes.metainfoCandidates(dataDirectory: data) {
            if let contents = try? Data(contentsOf: url) { return ReleaseNotes.newest(inMetainfo: contents) }
        }
        return nil
    }
}
