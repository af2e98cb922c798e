/// A position on the simulation's field, in cells from its bottom-left corner (field row 0 is the
/// picture's bottom). Any real value: the field wraps around.
public struct FieldPoint: Equatable, Codable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
