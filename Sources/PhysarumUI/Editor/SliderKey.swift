import PhysarumCore

/// The keys of a focused parameter slider beyond GTK's own (arrows, Page Up/Down, Home/End):
/// each parameter is one Tab stop, its slider, and these reach the row's other controls, so
/// the lock, the value field and the help need no Tab stops of their own.
enum SliderKey: CaseIterable {
    case typeValue
    case toggleLock
    case help
    case reset
    case modulate

    /// The key names (gdk_keyval_name) that do it.
    var keyNames: [String] {
        switch self {
        case .typeValue: ["Return", "KP_Enter", "F2"]
        case .toggleLock: ["l", "L"]
        case .help: ["F1", "question"]
        case .reset: ["Delete", "KP_Delete"]
        case .modulate: ["m", "M"]
        }
    }

    /// The keys in gtk_accelerator_parse syntax (the shortcuts window's notation).
    var accelerators: [String] {
        switch self {
        case .typeValue: ["Return", "F2"]
        case .toggleLock: ["l"]
        case .help: ["F1", "question"]
        case .reset: ["Delete"]
        case .modulate: ["m"]
        }
    }

    /// What the shortcuts window says it does.
    var title: String {
        switch self {
        case .typeValue: tr("Type an exact value (Enter commits, Esc cancels)")
        case .toggleLock: tr("Lock or unlock the parameter (randomize keeps it)")
        case .help: tr("Show the parameter's help")
        case .reset: tr("Back to the preset's value")
        case .modulate: tr("Make the parameter follow the sound")
        }
    }

    /// The key named `keyName`, if it is one of these.
    init?(keyName: String) {
        guard let key = Self.allCases.first(where: { $0.keyNames.contains(keyName) }) else { return nil }
        self = key
    }
}
