/// Where the user wants the editor (Preferences → Editor placement).
public enum EditorPlacement: String, Codable, CaseIterable, Sendable {
    /// The window's shape decides (`editorPresentation(size:)`).
    case automatic
    /// The side pane whenever it fits (a portrait monitor keeps it).
    case side
    /// The bottom sheet always (a wide window keeps it).
    case bottom

    /// What the preferences list shows.
    public var title: String {
        switch self {
        case .automatic: trContext("editor placement", "Automatic")
        case .side: trContext("editor placement", "Side")
        case .bottom: trContext("editor placement", "Bottom")
        }
    }
}

/// The presentation for a content size under a placement. Side needs room for the pane next to a
/// usable picture, so compact widths still get the sheet; Bottom is the sheet at any size.
public func editorPresentation(size: ContentSize, placement: EditorPlacement) -> EditorPresentation {
    switch placement {
    case .automatic: editorPresentation(size: size)
    case .side: size.width < compactWidthBreakpoint ? .bottom : .side
    case .bottom: .bottom
    }
}
