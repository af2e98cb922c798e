/// The modulations of a preset, one at most per parameter, only on parameters that apply live
/// (`isModulatable`): a modulated agent count would re-seed the agents every frame.
public struct ModulationSet: Equatable, Hashable, Sendable {
    public private(set) var byParam: [ParamID: Modulation] = [:]

    public init() {}

    /// Whether `descriptor` can follow the sound: every scalar that does not respawn the agents.
    public static func isModulatable(_ descriptor: ParamDescriptor) -> Bool { !descriptor.respawn }

    /// The parameters that can be modulated, in editor order.
    public static let modulatableDescriptors = ParamRegistry.all.filter(isModulatable)

    public var isEmpty: Bool { byParam.isEmpty }

    /// The modulation of `id`, if any.
    public subscript(id: ParamID) -> Modulation? { byParam[id] }

    /// Sets (or with nil removes) the modulation of `id`; returns false, changing nothing, for a
    /// parameter that respawns or a depth that is not finite and inside `Modulation.depthRange`.
    @discardableResult
    public mutating func set(_ modulation: Modulation?, for id: ParamID) -> Bool {
        guard Self.isModulatable(ParamRegistry.descriptor(id)) else { return false }
        guard let modulation else {
            byParam[id] = nil
            return true
        }
        guard modulation.depth.isFinite && Modulation.depthRange.contains(modulation.depth) else { return false }
        byParam[id] = modulation
        return true
    }

    /// The modulations in editor order.
    public var entries: [(id: ParamID, modulation: Modulation)] {
        ParamRegistry.all.compactMap { descriptor in byParam[descriptor.id].map { (descriptor.id, $0) } }
    }
}

// MARK: - Codable

/// In a file: `{"species.0.sensorAngle": {"feature": "bass", "depth": 0.25}}`. An id that
/// is no parameter, or one that respawns, is refused with the field's name.
extension ModulationSet: Codable {
    public init(from decoder: Decoder) throws {
        let entries = try [String: Modulation](from: decoder)
        for (raw, modulation) in entries {
            guard let id = ParamID(rawValue: raw) else {
                throw PresetError.Problem.wrongType(
                    field: "params.modulations." + raw, expected: "the id of a parameter (physarum params)")
            }
            guard Self.isModulatable(ParamRegistry.descriptor(id)) else {
                throw PresetError.Problem.wrongType(
                    field: "params.modulations." + raw, expected: "a parameter that does not respawn the agents")
            }
            // The depth's range is the validator's to check (it names the parameter).
            byParam[id] = modulation
        }
    }

    public func encode(to encoder: Encoder) throws {
        try Dictionary(uniqueKeysWithValues: byParam.map { ($0.key.rawValue, $0.value) }).encode(to: encoder)
    }
}

// The field is optional in files: a preset without modulations reads and writes exactly as
// before the field existed (`PresetParams`' synthesized coding calls these overloads).
extension KeyedDecodingContainer {
    public func decode(_ type: ModulationSet.Type, forKey key: Key) throws -> ModulationSet {
        try decodeIfPresent(type, forKey: key) ?? ModulationSet()
    }
}

extension KeyedEncodingContainer {
    public mutating func encode(_ value: ModulationSet, forKey key: Key) throws {
        guard !value.isEmpty else { return }
        try encodeIfPresent(value, forKey: key)
    }
}
