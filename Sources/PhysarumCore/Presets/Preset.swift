/// A named set of parameters: what the library shows and the editor starts from.
///
/// The file format is documented in docs/PRESETS.md.
public struct Preset: Equatable, Hashable, Sendable, Identifiable {
    /// The file format version this build writes and the newest it reads.
    public static let formatVersion = 1

    /// Stable identifier: lower-case letters, digits and `-` (see `PresetID`). Also the file name.
    public var id: String
    /// The name the user sees.
    public var name: String
    /// The colour of the preset's dot in the library and the header.
    public var tag: RGBColor
    public var params: PresetParams
    /// Shipped with the app (read-only). Not stored in the file: it follows from where the file lives.
    public var isBuiltin: Bool

    public init(id: String, name: String, tag: RGBColor, params: PresetParams, isBuiltin: Bool = false) {
        self.id = id
        self.name = name
        self.tag = tag
        self.params = params
        self.isBuiltin = isBuiltin
    }
}

// MARK: - Codable

extension Preset: Codable {
    enum CodingKeys: String, CodingKey {
        case version, id, name, tag, params
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // Older files may omit the version; they are version 1, which every build reads.
        if let version = try container.decodeIfPresent(Int.self, forKey: .version), version > Self.formatVersion {
            throw PresetError.Problem.unsupportedVersion(version)
        }
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        tag = try container.decode(RGBColor.self, forKey: .tag)
        params = try container.decode(PresetParams.self, forKey: .params)
        isBuiltin = false
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(tag, forKey: .tag)
        try container.encode(params, forKey: .params)
    }
}
