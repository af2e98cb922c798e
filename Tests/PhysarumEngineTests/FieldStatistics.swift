/// Coarse statistics of a trail field (`fieldSize² × 3`, species interleaved per cell).
enum FieldStatistics {
    /// One species' trail summed over `blocks × blocks` equal blocks (a coarse density map).
    static func densityMap(_ trail: [Float], fieldSize: Int, species: Int, blocks: Int = 16) -> [Double] {
        var map = [Double](repeating: 0, count: blocks * blocks)
        for y in 0..<fieldSize {
            for x in 0..<fieldSize {
                let cell = (y * blocks / fieldSize) * blocks + x * blocks / fieldSize
                map[cell] += Double(trail[(y * fieldSize + x) * 3 + species])
            }
        }
        return map
    }

    /// Pearson correlation of two equally long series (0 when either is constant).
    static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let n = Double(a.count)
        let meanA = a.reduce(0, +) / n, meanB = b.reduce(0, +) / n
        var covariance = 0.0, varianceA = 0.0, varianceB = 0.0
        for (x, y) in zip(a, b) {
            covariance += (x - meanA) * (y - meanB)
            varianceA += (x - meanA) * (x - meanA)
            varianceB += (y - meanB) * (y - meanB)
        }
        guard varianceA > 0, varianceB > 0 else { return 0 }
        return covariance / (varianceA * varianceB).squareRoot()
    }

    /// Each species' trail total.
    static func speciesTotals(_ trail: [Float]) -> [Double] {
        var totals = [0.0, 0.0, 0.0]
        for (index, value) in trail.enumerated() { totals[index % 3] += Double(value) }
        return totals
    }
}
