import GtkKit
import PhysarumCore

/// The 3×3 interaction matrix: a compact row per cell, with species colour dots heading each
/// row (the sensing species) and column (the trail it senses).
///
/// Where three cells abreast would leave their sliders too short (a phone's sheet, whose locks
/// are touch-sized), each cell gets a line of its own, headed by its own pair of dots (Core's
/// `matrixColumns`).
@MainActor
final class MatrixGrid {
    static let columnSpacing = 8
    /// The grid, watched for its width.
    private(set) var root: SizeBin!
    let grid = Grid(rowSpacing: 8, columnSpacing: MatrixGrid.columnSpacing)
    private(set) var cells: [ParamRow] = []
    /// How many columns of cells the grid shows now.
    private(set) var columns = PresetParams.speciesCount
    private var rowDots: [Box] = []
    private var columnDots: [Box] = []
    /// Each cell's own dots (sensing species, trail), shown when the cells are one per line.
    private var cellDots: [(sensing: Box, trail: Box, pair: Box)] = []
    private var dotClasses: [ObjectIdentifier: String] = [:]
    private var pendingWidth: Int?

    init() {
        grid.addCSSClass("matrix-grid")
        grid.hasHomogeneousColumns = false
        let count = PresetParams.speciesCount
        for index in 0..<count {
            let column = Self.dot(tr("Trail of species {number}", ["number": "\(index + 1)"]))
            column.setHorizontalAlign(.center)
            columnDots.append(column)
            let row = Self.dot(tr("Species {number} senses", ["number": "\(index + 1)"]))
            row.setVerticalAlign(.center)
            rowDots.append(row)
        }
        for descriptor in ParamRegistry.descriptors(in: .matrix) {
            guard let cell = descriptor.matrixCell else { continue }
            let row = ParamRow(descriptor: descriptor, compact: true)
            row.root.expandHorizontally = true
            let pair = Box(vertical: false, spacing: 3)
            pair.addCSSClass("cell-dots")
            pair.setVerticalAlign(.center)
            let sensing = Self.dot(tr("Species {number} senses", ["number": "\(cell.row + 1)"]))
            let trail = Self.dot(tr("Trail of species {number}", ["number": "\(cell.column + 1)"]))
            pair.append(sensing)
            pair.append(trail)
            row.titleBox.prepend(pair)
            cellDots.append((sensing, trail, pair))
            cells.append(row)
        }
        layOut(columns: count, attach: true)
        root = SizeBin(child: grid) { [weak self] width, _ in self?.widthAllocated(width) }
    }

    /// Paints the row and column dots in the species colours.
    func showColors(_ colors: [RGBColor]) {
        for (index, color) in colors.enumerated() where index < rowDots.count {
            for dot in [rowDots[index], columnDots[index]] { paint(dot, color) }
        }
        for (cell, dots) in zip(cells, cellDots) {
            guard let position = cell.descriptor.matrixCell else { continue }
            if colors.indices.contains(position.row) { paint(dots.sensing, colors[position.row]) }
            if colors.indices.contains(position.column) { paint(dots.trail, colors[position.column]) }
        }
    }

    private func paint(_ dot: Box, _ color: RGBColor) {
        let name = TagStyles.cssClass(for: color)
        let key = ObjectIdentifier(dot)
        if dotClasses[key] == name { return }
        if let old = dotClasses[key] { dot.removeCSSClass(old) }
        dot.addCSSClass(name)
        dotClasses[key] = name
    }

    // MARK: - Columns

    /// Runs inside size allocation: the change waits for the next idle moment.
    private func widthAllocated(_ width: Int) {
        let isScheduled = pendingWidth != nil
        pendingWidth = width
        guard !isScheduled else { return }
        _ = MainLoop.addIdle { [weak self] in
            guard let self, let width = self.pendingWidth else { return false }
            self.pendingWidth = nil
            self.fit(width: width)
            return false
        }
    }

    private func fit(width: Int) {
        let count = PresetParams.speciesCount
        let dotWidth = rowDots.first?.measure(horizontal: true).minimum ?? 0
        let lockWidth = cells.first?.lockButton.measure(horizontal: true).minimum ?? 0
        let wanted = matrixColumns(
            gridWidth: Double(width), overhead: Double(dotWidth + Self.columnSpacing * count),
            lockWidth: Double(lockWidth + ParamRow.compactSpacing), speciesCount: count)
        guard wanted != columns else { return }
        layOut(columns: wanted, attach: false)
    }

    /// Places the dots and cells for `columns` (the species count: a grid; else one per line).
    private func layOut(columns: Int, attach: Bool) {
        self.columns = columns
        let isGrid = columns > 1
        let place: (Widget, Int, Int) -> Void = { [grid] widget, column, row in
            attach ? grid.attach(widget, column: column, row: row) : grid.move(widget, column: column, row: row)
        }
        for (index, dot) in columnDots.enumerated() {
            place(dot, index + 1, 0)
            dot.isVisible = isGrid
        }
        for (index, dot) in rowDots.enumerated() {
            place(dot, 0, index + 1)
            dot.isVisible = isGrid
        }
        for (index, cell) in cells.enumerated() {
            guard let position = cell.descriptor.matrixCell else { continue }
            if isGrid {
                place(cell.root, position.column + 1, position.row + 1)
            } else {
                place(cell.root, 1, index)
            }
            cellDots[index].pair.isVisible = !isGrid
        }
    }

    private static func dot(_ tooltip: String) -> Box {
        let dot = Box(vertical: false)
        dot.addCSSClass("tag-dot")
        dot.tooltip = tooltip
        return dot
    }
}
