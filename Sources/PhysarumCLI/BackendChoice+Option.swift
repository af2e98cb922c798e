import PhysarumCore
import PhysarumEngine

/// `--backend auto|gpu|cpu`, one definition for `render`, `bench` and the app's command line.
extension Engine.BackendChoice {
    /// The option's spec, for a command's option table and its help.
    public static let optionSpec = OptionSpec(
        "backend", kind: .value(placeholder: "auto|gpu|cpu"),
        help: trLater(
            "Simulation backend (default auto: the CPU on software GL such as llvmpipe or without compute shaders)"))

    /// The parsed `--backend`, `automatic` when absent; a bad value throws an `ArgumentError`.
    public init(_ arguments: ParsedArguments) throws {
        self = try arguments.choice(Self.optionSpec.name, of: Self.self) ?? .automatic
    }
}
