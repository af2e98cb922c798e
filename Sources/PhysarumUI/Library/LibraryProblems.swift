import GtkKit
import PhysarumCore

/// The library's note on preset files it skipped: how many, and (Details) each file and why.
/// Hidden when every file loaded.
///
/// The details are a GtkExpander, collapsed at first: its arrow shows what a click does (open
/// or close), and GTK tells screen readers whether it is expanded.
@MainActor
final class LibraryProblems {
    let root = Box(vertical: true, spacing: 6)
    let summary = Label()
    let details = Expander(label: tr("Details"))
    private let lines = Box(vertical: true, spacing: 4)
    /// One label per skipped file.
    private(set) var lineLabels: [Label] = []
    private(set) var report = PresetLoadReport([])

    init() {
        root.addCSSClass("library-problems")
        let top = Box(vertical: false, spacing: 8)
        let icon = Image(iconName: "dialog-warning-symbolic")
        icon.addCSSClass("problem-icon")
        icon.hideFromAssistiveTechnologies()  // the summary says it
        top.append(icon)
        summary.addCSSClass("problem-summary")
        summary.horizontalAlignment = 0
        summary.wraps = true
        summary.expandHorizontally = true
        top.append(summary)
        root.append(top)
        details.addCSSClass("problem-details")
        details.tooltip = tr("Which files, and why")
        details.setChild(lines)
        root.append(details)
        root.isVisible = false
    }

    /// Shows `report` (hides the note when it is empty).
    func show(_ report: PresetLoadReport) {
        guard report != self.report || root.isVisible == report.isEmpty else { return }
        self.report = report
        root.isVisible = !report.isEmpty
        summary.text = report.summary ?? ""
        lineLabels.forEach { lines.remove($0) }
        lineLabels = report.lines.map { text in
            let line = Label(text)
            line.addCSSClass("problem-line")
            line.wraps = true
            line.horizontalAlignment = 0
            lines.append(line)
            return line
        }
        details.isExpanded = false
    }
}
