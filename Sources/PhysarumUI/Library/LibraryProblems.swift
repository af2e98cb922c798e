import GtkKit
import PhysarumCore

/// The library's note on preset files it skipped: how many, and (Details) each file and why.
/// Hidden when every file loaded.
@MainActor
final class LibraryProblems {
    /// Up to this many files the details show at once; more start folded.
    nonisolated static let unfoldedFiles = 3

    let root = Box(vertical: true, spacing: 6)
    let summary = Label()
    let detailsButton = ToggleButton(toggleLabel: tr("Details"))
    let details = Revealer(transition: .slideDown, durationMilliseconds: 160)
    private let lines = Box(vertical: true, spacing: 4)
    /// One label per skipped file.
    private(set) var lineLabels: [Label] = []
    private(set) var report = PresetLoadReport([])

    init() {
        root.addCSSClass("library-problems")
        let top = Box(vertical: false, spacing: 8)
        let icon = Image(iconName: "dialog-warning-symbolic")
        icon.addCSSClass("problem-icon")
        top.append(icon)
        summary.addCSSClass("problem-summary")
        summary.horizontalAlignment = 0
        summary.wraps = true
        summary.expandHorizontally = true
        top.append(summary)
        detailsButton.hasFrame = false
        detailsButton.setNameAndTooltip(tr("Which files, and why"))
        detailsButton.onToggled { [weak self] in
            guard let self else { return }
            self.details.revealsChild = self.detailsButton.isActive
        }
        top.append(detailsButton)
        root.append(top)
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
        let unfolded = report.lines.count <= Self.unfoldedFiles
        detailsButton.isActive = unfolded
        details.revealsChild = unfolded
    }
}
