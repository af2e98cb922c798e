import GtkKit
import PhysarumCore

/// The 3×3 interaction matrix: a compact row per cell, with species colour dots heading each
/// row (the sensing species) and column (the trail it senses).
@MainActor
final class MatrixGrid {
    let root = Grid(rowSpacing: 8, columnSpacing: 8)
    private(set) var cells: [ParamRow] = []
    private var rowDots: [Box] = []
    private var columnDots: [Box] = []
    private var dotClasses: [ObjectIdentifier: String] = [:]

    init() {
        root.addCSSClass("matrix-grid")
        root.hasHomogeneousColumns = false
        let count = PresetParams.speciesCount
        for index in 0..<count {
            let column = Self.dot("Trail of species \(index + 1)")
            column.setHorizontalAlign(.center)
            root.attach(column, column: index + 1, row: 0)
            columnDots.append(column)
            let row = Self.dot("Species \(index + 1) senses")
            row.setVerticalAlign(.center)
            root.attach(row, column: 0, row: index + 1)
            rowDots.append(row)
        }
        for descriptor in ParamRegistry.descriptors(in: .matrix) {
            guard let cell = descriptor.matrixCell else { continue }
            let row = ParamRow(descriptor: descriptor, compact: true)
            row.root.expandHorizontally = true
            root.attach(row.root, column: cell.column + 1, row: cell.row + 1)
            cells.append(row)
        }
    }

    /// Paints the row and column dots in the species colours.
    func showColors(_ colors: [RGBColor]) {
        for (index, color) in colors.enumerated() where index < rowDots.count {
            for dot in [rowDots[index], columnDots[index]] {
                let name = TagStyles.cssClass(for: color)
                let key = ObjectIdentifier(dot)
                if dotClasses[key] == name { continue }
                if let old = dotClasses[key] { dot.removeCSSClass(old) }
                dot.addCSSClass(name)
                dotClasses[key] = name
            }
        }
    }

    private static func dot(_ tooltip: String) -> Box {
        let dot = Box(vertical: false)
        dot.addCSSClass("tag-dot")
        dot.tooltip = tooltip
        return dot
    }
}
