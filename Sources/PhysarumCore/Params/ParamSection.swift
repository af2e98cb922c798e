/// The editor sections that group the scalar parameters, in display order.
public enum ParamSection: String, CaseIterable, Codable, Sendable {
    case global = "Global"
    case species = "Species"
    case matrix = "Matrix"
    case pheromone = "Pheromone"
    case dynamics = "Dynamics"
    case effects = "Effects"

    /// The section title shown to the user, in the user's language (msgctxt "section").
    public var title: String { trContext("section", rawValue) }
}
