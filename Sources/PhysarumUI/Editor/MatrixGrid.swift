import GtkKit
import PhysarumCore

/// The 3×3 interaction matrix: a compact row per cell, with species colour dots heading each
/// row (the sensing species) and column (the trail it senses), and each cell named by its own
/// pair of dots (a "1 senses 2" has no room three abreast; the help still says it).
///
/// Where three cells abreast would leave their sliders too short (a phone's sheet, whose locks
/// are touch-sized), each cell gets a line of its own, headed by its pair of dots and its
/// label ("1 senses 2"; Core's `matrixColumns`). Where two species colours are too close to tell apart, every dot carries its
/// species number.
@MainActor
final class MatrixGrid {
    static let columnSpacing = 8
    /// The grid, watched for its width.
    private(set) var root: SizeBin!
    let grid = Grid(rowSpacing: 8, columnSpacing: MatrixGrid.columnSpacing)
    private(set) var cells: [ParamRow] = []
    /// How many columns of cells the grid shows now.
    private(set) var columns = PresetParams.speciesCount
    private(set) var rowDots: [SpeciesDot] = []
    private(set) var columnDots: [SpeciesDot] = []
    /// Each cell's own dots (sensing species, trail), shown when the cells are one per line.
    private(set) var cellDots: [(sensing: SpeciesDot, trail: SpeciesDot, pair: Box)] = []
    private var pendingWidth: Int?
    /// The width of the dots' column, from when the grid last showed it: a hidden widget
    /// measures 0, and a line per cell hides the dots (the grid would then look three cells
    /// roomier than it is, and the layout would flip back and forth).
    private var dotColumnWidth = 0

    init() {
        grid.addCSSClass("matrix-grid")
        grid.hasHomogeneousColumns = false
        let count = PresetParams.speciesCount
        for index in 0..<count {
            let column = SpeciesDot(
                species: index, tooltip: tr("Trail of species {number}", ["number": "\(index + 1)"]))
            column.root.setHorizontalAlign(.center)
            columnDots.append(column)
            let row = SpeciesDot(species: index, tooltip: tr("Species {number} senses", ["number": "\(index + 1)"]))
            row.root.setVerticalAlign(.center)
            rowDots.append(row)
        }
        for descriptor in ParamRegistry.descriptors(in: .matrix) {
            guard let cell = descriptor.matrixCell else { continue }
            let row = ParamRow(descriptor: descriptor, compact: true)
            row.root.expandHorizontally = true
            let pair = Box(vertical: false, spacing: 3)
            pair.addCSSClass("cell-dots")
            pair.setVerticalAlign(.center)
            let sensing = SpeciesDot(
                species: cell.row, tooltip: tr("Species {number} senses", ["number": "\(cell.row + 1)"]))
            let trail = SpeciesDot(
                species: cell.column, tooltip: tr("Trail of species {number}", ["number": "\(cell.column + 1)"]))
            sensing.root.setVerticalAlign(.center)
            trail.root.setVerticalAlign(.center)
            pair.append(sensing.root)
            pair.append(trail.root)
            row.titleContent.prepend(pair)
            cellDots.append((sensing, trail, pair))
            cells.append(row)
        }
        layOut(columns: count, attach: true)
        root = SizeBin(child: grid) { [weak self] width, _ in self?.widthAllocated(width) }
        // The grid's own minimum (three touch-sized title lines abreast) must not widen what it
        // is given, or the width it is told would always fit the grid.
        root.shrinksHorizontally = true
    }

    /// Paints the row and column dots in the species colours (numbered where two are close).
    func showColors(_ colors: [RGBColor]) {
        let numbered = speciesDotsNeedNumbers(colors)
        for (index, color) in colors.enumerated() where index < rowDots.count {
            for dot in [rowDots[index], columnDots[index]] { dot.show(color, numbered: numbered) }
        }
        for (cell, dots) in zip(cells, cellDots) {
            guard let position = cell.descriptor.matrixCell else { continue }
            if colors.indices.contains(position.row) { dots.sensing.show(colors[position.row], numbered: numbered) }
            if colors.indices.contains(position.column) { dots.trail.show(colors[position.column], numbered: numbered) }
        }
    }

    // MARK: - Columns

    /// Runs inside size allocation: the change waits for the next idle moment.
    private func widthAllocated(_ width: Int) {
        let isScheduled = pendingWidth != nil
        pendingWidth = width
        guard !isScheduled else { return }
        MainLoop.callOnMain { [weak self] in
            guard let self, let width = self.pendingWidth else { return }
            self.pendingWidth = nil
            self.fit(width: width)
        }
    }

    private func fit(width: Int) {
        let count = PresetParams.speciesCount
        if let dot = rowDots.first?.root, dot.isVisible { dotColumnWidth = dot.measure(horizontal: true).minimum }
        let dotWidth = dotColumnWidth
        let lockWidth = cells.first?.lockButton.measure(horizontal: true).minimum ?? 0
        let wanted = matrixColumns(
            gridWidth: Double(width), overhead: Double(dotWidth + Self.columnSpacing * count),
            lockWidth: Double(lockWidth + ParamRow.compactSpacing), titleWidth: Double(gridTitleWidth()),
            speciesCount: count)
        guard wanted != columns else { return }
        layOut(columns: wanted, attach: false)
    }

    /// The least a cell's title line takes in the grid, where its words are hidden: measured
    /// without them whichever layout shows now, so the grid is left and regained at one width.
    private func gridTitleWidth() -> Int {
        cells.map { cell in
            let line = cell.titleLine.measure(horizontal: true).minimum
            guard cell.label.isVisible else { return line }
            return line - cell.label.measure(horizontal: true).minimum - ParamRow.titleContentSpacing
        }.max() ?? 0
    }

    /// Places the dots and cells for `columns` (the species count: a grid; else one per line).
    private func layOut(columns: Int, attach: Bool) {
        self.columns = columns
        let isGrid = columns > 1
        let place: (Widget, Int, Int) -> Void = { [grid] widget, column, row in
            attach ? grid.attach(widget, column: column, row: row) : grid.move(widget, column: column, row: row)
        }
        for (index, dot) in columnDots.enumerated() {
            place(dot.root, index + 1, 0)
            dot.root.isVisible = isGrid
        }
        for (index, dot) in rowDots.enumerated() {
            place(dot.root, 0, index + 1)
            dot.root.isVisible = isGrid
        }
        for (index, cell) in cells.enumerated() {
            guard let position = cell.descriptor.matrixCell else { continue }
            if isGrid {
                place(cell.root, position.column + 1, position.row + 1)
            } else {
                place(cell.root, 1, index)
            }
            cell.label.isVisible = !isGrid
        }
    }
}
