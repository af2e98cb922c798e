import CSimKernel
import PhysarumCore

/// The side of the square trail field, in cells.
public enum FieldSize {
    public static let standard = 720
    /// Sizes offered for large renders and benchmarks.
    public static let common = [720, 1024, 2048]
    public static let minimum = 16
    /// The kernel's own limit (the GPU backend's textures would take more; one limit for both).
    public static let maximum = Int(SIM_MAX_FIELD_SIZE)
    /// The field pass handles 4 cells per invocation, so the side must be a multiple of 4.
    static let alignment = 4

    /// Throws `EngineError.unsupportedFieldSize` unless `size` is usable.
    public static func validate(_ size: Int) throws {
        guard (minimum...maximum).contains(size), size % alignment == 0 else {
            throw EngineError.unsupportedFieldSize(size)
        }
    }
}
