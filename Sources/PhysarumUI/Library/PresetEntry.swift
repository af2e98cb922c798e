import PhysarumCore

/// One preset as the window shows it: name, tag colour, parameters.
public struct PresetEntry: Equatable, Sendable {
    public let id: String
    public let name: String
    public let tag: RGBColor
    public let params: PresetParams

    public init(id: String, name: String, tag: RGBColor, params: PresetParams) {
        self.id = id
        self.name = name
        self.tag = tag
        self.params = params
    }
}
