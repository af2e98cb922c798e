/// Where agents start when the simulation (re)spawns.
public enum SpawnPattern: String, Codable, CaseIterable, Sendable {
    /// Uniformly over the whole field, random headings.
    case random
    /// Inside a centred disk, heading outwards.
    case disk
    /// On a centred ring, heading inwards.
    case ring
    /// Each species in its own sector of a disk, heading outwards.
    case sectors
    /// At the centre, heading outwards (an explosion).
    case burst

    /// The name shown in the editor.
    public var title: String {
        switch self {
        case .random: tr("Random")
        case .disk: tr("Disk")
        case .ring: tr("Ring")
        case .sectors: tr("Sectors")
        case .burst: tr("Burst")
        }
    }
}

/// How the three species' colours combine in the render.
public enum BlendMode: String, Codable, CaseIterable, Sendable {
    /// Colours add up (glowing overlaps).
    case additive
    /// 1 − Π(1 − c): bright but never past white.
    case screen
    /// The strongest species per pixel wins, with its colour.
    case dominant

    /// The name shown in the editor.
    public var title: String {
        switch self {
        case .additive: trContext("blend mode", "Additive")
        case .screen: trContext("blend mode", "Screen")
        case .dominant: trContext("blend mode", "Dominant")
        }
    }
}
