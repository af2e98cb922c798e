import Foundation

/// Checks a decoded preset against the rules the engine relies on.
public enum PresetValidator {
    /// The first problem found in `preset`, or nil if it is valid.
    ///
    /// Order matters: array shapes are checked before any descriptor reads them.
    public static func problem(in preset: Preset) -> PresetError.Problem? {
        guard PresetID.isValid(preset.id) else { return .invalidID(preset.id) }
        if preset.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .emptyName }
        if let problem = colorProblem(preset.tag, field: "tag") { return problem }
        return problem(in: preset.params)
    }

    /// The first problem found in `params`, or nil if they are valid.
    public static func problem(in params: PresetParams) -> PresetError.Problem? {
        let n = PresetParams.speciesCount
        if params.species.count != n {
            return .wrongCount(field: "params.species", expected: n, actual: params.species.count)
        }
        if params.matrix.count != n {
            return .wrongCount(field: "params.matrix", expected: n, actual: params.matrix.count)
        }
        for (r, row) in params.matrix.enumerated() where row.count != n {
            return .wrongCount(field: "params.matrix[\(r)]", expected: n, actual: row.count)
        }
        if params.colors.count != n {
            return .wrongCount(field: "params.colors", expected: n, actual: params.colors.count)
        }
        for descriptor in ParamRegistry.all {
            let value = descriptor.value(in: params)
            if !value.isFinite { return .nonFinite(id: descriptor.id.rawValue) }
            if !descriptor.accepts(value) {
                return .outOfRange(id: descriptor.id.rawValue, value: value, range: descriptor.range)
            }
        }
        for (i, color) in params.colors.enumerated() {
            if let problem = colorProblem(color, field: "params.colors[\(i)]") { return problem }
        }
        return modulationProblem(in: params.modulations)
    }

    /// A modulation on a respawn parameter, or a depth outside `Modulation.depthRange`.
    static func modulationProblem(in modulations: ModulationSet) -> PresetError.Problem? {
        for (id, modulation) in modulations.entries {
            let field = "modulations.\(id.rawValue).depth"
            if !ModulationSet.isModulatable(ParamRegistry.descriptor(id)) {
                return .wrongType(
                    field: "params.modulations." + id.rawValue, expected: "a parameter that does not respawn the agents"
                )
            }
            if !modulation.depth.isFinite { return .nonFinite(id: field) }
            if !Modulation.depthRange.contains(modulation.depth) {
                return .outOfRange(id: field, value: modulation.depth, range: Modulation.depthRange)
            }
        }
        return nil
    }

    private static func colorProblem(_ color: RGBColor, field: String) -> PresetError.Problem? {
        let unit = 0.0...1.0
        let ok = [color.red, color.green, color.blue].allSatisfy { $0.isFinite && unit.contains($0) }
        return ok ? nil : .wrongType(field: field, expected: "a \"#rrggbb\" colour")
    }
}
