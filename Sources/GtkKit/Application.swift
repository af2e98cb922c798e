import CGtk

/// GtkApplication: owns the main loop, the windows and the accelerators.
@MainActor
public final class Application: Object {
    /// gtk_application_new. A non-unique app runs as its own instance even if another is open; a
    /// unique one started again hands its activation or files to the running one over the session
    /// bus and exits (without a session bus GLib runs it as its own instance). `opensFiles`: file
    /// arguments to `run` arrive as "open" (`onOpen`) instead of "activate".
    public init(id: String, unique: Bool, opensFiles: Bool = false) {
        var flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        if opensFiles { flags = GApplicationFlags(flags.rawValue | G_APPLICATION_HANDLES_OPEN.rawValue) }
        super.init(wrapping: UnsafeMutableRawPointer(gtk_application_new(id, flags)))
    }

    private var application: UnsafeMutablePointer<GtkApplication> { pointer() }

    /// "activate": the app was started (or a second start of a unique app).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { onSignal("activate", handler) }

    /// "open": files to open (local paths), in the running instance — given to `run` here or to
    /// a second start of a unique app.
    public func onOpen(_ handler: @escaping @MainActor ([String]) -> Void) {
        typealias Open =
            @convention(c) (
                gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<CChar>?, gpointer?
            ) -> Void
        let trampoline: Open = { _, files, count, _, data in
            let fn = unboxed(data, as: (@MainActor ([String]) -> Void).self)
            var paths: [String] = []
            for index in 0..<Int(count) {
                guard let file = files?[index], let path = g_file_get_path(file) else { continue }
                paths.append(String(cString: path))
                g_free(path)
            }
            MainActor.assumeIsolated { fn(paths) }
        }
        _ = connectSignal(raw, "open", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// g_application_run with the program name and `files` only: options are parsed before,
    /// because GApplication rejects options it does not know. With `opensFiles`, `files` arrive
    /// as "open" (give absolute paths: GLib reads an argument that starts with "-" as an
    /// option). Returns the exit status.
    public func run(programName: String, files: [String] = []) -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] = ([programName] + files).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return g_application_run(pointer(), Int32(argv.count - 1), &argv)
    }

    /// g_application_quit.
    public func quit() { g_application_quit(pointer()) }

    /// gtk_application_set_accels_for_action: `accelerators` in gtk_accelerator_parse syntax.
    public func setAccelerators(_ accelerators: [String], forAction detailedName: String) {
        let strings = accelerators.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        var array: [UnsafePointer<CChar>?] = strings.map { UnsafePointer($0) } + [nil]
        gtk_application_set_accels_for_action(application, detailedName, &array)
    }

    /// gtk_application_get_accels_for_action.
    public func accelerators(forAction detailedName: String) -> [String] {
        guard let list = gtk_application_get_accels_for_action(application, detailedName) else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let item = list[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
    }
}

extension Application {
    /// g_application_register: lets windows join the app without running its loop (tests,
    /// benchmarks that iterate the main context themselves). Returns false on failure.
    @discardableResult
    public func register() -> Bool {
        g_application_register(pointer(), nil, nil) != 0
    }
}
