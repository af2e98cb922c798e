import CGtk

/// GtkApplication: owns the main loop, the windows and the accelerators.
@MainActor
public final class Application: Object {
    /// gtk_application_new. A non-unique app runs as its own instance even if another is open.
    public init(id: String, unique: Bool) {
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        super.init(wrapping: UnsafeMutableRawPointer(gtk_application_new(id, flags)))
    }

    private var application: UnsafeMutablePointer<GtkApplication> { pointer() }

    /// "activate": the app was started (or a second start of a unique app).
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { onSignal("activate", handler) }

    /// g_application_run with only the program name: options are parsed before, because
    /// GApplication rejects options it does not know. Returns the exit status.
    public func run(programName: String) -> Int32 {
        var status: Int32 = 0
        programName.withCString { name in
            var argv: [UnsafeMutablePointer<CChar>?] = [strdup(name), nil]
            status = g_application_run(pointer(), 1, &argv)
            free(argv[0])
        }
        return status
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
