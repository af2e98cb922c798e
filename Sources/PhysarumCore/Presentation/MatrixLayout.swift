/// The shortest a matrix cell's slider may get before the matrix gives each cell a line of its
/// own, in logical pixels. The side pane's cells (a 16 px lock, sliders of about 60 px) stay three
/// abreast; a phone's sheet, where each cell carries a 44 px touch-sized lock, would leave its
/// sliders about 40 px (under 20 px of travel for a finger-sized knob).
public let minimumMatrixSliderLength: Double = 56

/// How many columns the species × species matrix gets: `speciesCount` (the grid, species dots
/// heading its rows and columns) when each cell keeps `minimumMatrixSliderLength` for its slider
/// and room for its title line, else one (a line per cell). `gridWidth`: the width the matrix is
/// given; `overhead`: what the grid takes besides its cells (the dots' column and the column
/// spacing); `lockWidth`: a cell's lock and the gap beside it; `titleWidth`: the least a cell's
/// title line takes in the grid (its dots, follow-the-sound button and value; touch-sized in the
/// sheet, where it can be wider than lock and slider).
public func matrixColumns(
    gridWidth: Double, overhead: Double, lockWidth: Double, titleWidth: Double, speciesCount: Int
) -> Int {
    guard speciesCount > 1 else { return 1 }
    let cellWidth = (gridWidth - overhead) / Double(speciesCount)
    let fits = cellWidth - lockWidth >= minimumMatrixSliderLength && cellWidth >= titleWidth
    return fits ? speciesCount : 1
}
