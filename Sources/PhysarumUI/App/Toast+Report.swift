import PhysarumCore

extension Toast {
    /// Shows a problem in the window and on stderr (a preset's own words where it has them).
    func report(_ error: Error) {
        Log.error((error as? PresetError)?.description ?? error.localizedDescription)
        show((error as? PresetError)?.userMessage ?? error.localizedDescription, isError: true)
    }
}
