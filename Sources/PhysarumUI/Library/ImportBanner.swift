import GtkKit
import PhysarumCore

/// The library's banner for preset files that could not be imported (opened, dropped or chosen
/// in Import): a headline and one line per file — what came in and what failed and why. It sits
/// in the library's card above the tiles (it never covers them) and stays until dismissed or an
/// import succeeds.
@MainActor
final class ImportBanner {
    let root = Box(vertical: true, spacing: 6)
    let headline = Label()
    let closeButton = Button(iconName: "window-close-symbolic")
    /// Every file's line, one label: made with the banner, so GTK knows from the start that the
    /// banner's height depends on its width (a box that got its wrapping labels later measured
    /// them unwrapped in a narrow window, and the last line ran under the search field).
    let details = Label()
    /// The lines `details` shows, one per opened file.
    private(set) var lines: [String] = []

    init() {
        root.addCSSClass("library-problems")
        root.addCSSClass("import-banner")
        let top = Box(vertical: false, spacing: 8)
        let icon = Image(iconName: "dialog-error-symbolic")
        icon.addCSSClass("problem-icon")
        icon.hideFromAssistiveTechnologies()  // the headline says it
        top.append(icon)
        headline.addCSSClass("problem-summary")
        headline.horizontalAlignment = 0
        headline.wraps = true
        headline.expandHorizontally = true
        top.append(headline)
        closeButton.hasFrame = false
        closeButton.setNameAndTooltip(tr("Dismiss"))
        closeButton.setVerticalAlign(.start)
        closeButton.onClicked { [weak self] in self?.hide() }
        top.append(closeButton)
        root.append(top)
        details.addCSSClass("problem-line")
        details.wraps = true
        // A file's name is one long word: broken only between words it would widen the card.
        details.breaksLongWords = true
        details.horizontalAlignment = 0
        root.append(details)
        root.isVisible = false
    }

    /// Whether the banner shows.
    var isShown: Bool { root.isVisible }

    /// Shows the problems of `report`; hides the banner when it has none.
    func show(_ report: PresetImportReport) {
        guard let text = report.problemHeadline else { return hide() }
        headline.text = text
        lines = report.problemLines
        details.text = lines.joined(separator: "\n")
        root.isVisible = true
    }

    func hide() {
        root.isVisible = false
    }
}
