import GtkKit

extension AppAction {
    /// Every accelerator-bound action's keys, as (trigger, "win.<name>") pairs.
    static var acceleratorShortcuts: [(trigger: String, actionName: String)] {
        allCases.filter { $0.binding == .accelerator }.flatMap { action in
            action.keys.map { (trigger: $0, actionName: action.detailedName) }
        }
    }
}

extension Popover {
    /// The window's accelerators (Ctrl+L, F9, F11, F6 …) work while this popover is open; it
    /// closes first (Popover.forwardShortcuts says why both are needed).
    func forwardAppAccelerators() { forwardShortcuts(AppAction.acceleratorShortcuts) }
}
