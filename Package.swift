// swift-tools-version:6.0
import PackageDescription

// Targets are layers (docs/DEVELOPERS.md "Architecture"), each depending only on those below:
// C shims → PhysarumCore → PhysarumEngine → PhysarumCLI; GLibKit (the main loop's sources, below
// both GtkKit and the network); PhysarumNetwork (Core + GLibKit + GLib/Avahi); GtkKit (the only
// CGtk importer; it re-exports GLibKit) → PhysarumUI (Core + GtkKit only: it reaches the engine
// through Core's `PlayerEngine` and the network through Core's remote protocols) → physarum.
let package = Package(
    name: "Physarum",
    products: [
        .executable(name: "physarum", targets: ["physarum"])
    ],
    targets: [
        // MARK: 1. C shims
        .systemLibrary(
            name: "CGtk", path: "Sources/CGtk", pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]),
        .systemLibrary(
            name: "CEpoxy", path: "Sources/CEpoxy", pkgConfig: "epoxy",
            providers: [.apt(["libepoxy-dev"])]),
        .systemLibrary(
            name: "CPng", path: "Sources/CPng", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CGStreamer", path: "Sources/CGStreamer", pkgConfig: "gstreamer-app-1.0",
            providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]),
        // libadwaita 1.2 (Debian 12): the standard About, Preferences and message dialogs.
        .systemLibrary(
            name: "CAdw", path: "Sources/CAdw", pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]),
        // GLib/GIO (main loop, GHmac, GSocketClient) and Avahi for the network layer.
        .systemLibrary(
            name: "CGLib", path: "Sources/CGLib", pkgConfig: "gio-2.0",
            providers: [.apt(["libglib2.0-dev"])]),
        .systemLibrary(
            name: "CAvahiClient", path: "Sources/CAvahiClient", pkgConfig: "avahi-client",
            providers: [.apt(["libavahi-client-dev"])]),
        .systemLibrary(
            name: "CAvahiGLib", path: "Sources/CAvahiGLib", pkgConfig: "avahi-glib",
            providers: [.apt(["libavahi-glib-dev"])]),
        // GnuTLS: the installation's TLS key pair and self-signed certificate (GIO's TLS runs on it too).
        .systemLibrary(
            name: "CGnuTLS", path: "Sources/CGnuTLS", pkgConfig: "gnutls",
            providers: [.apt(["libgnutls28-dev"])]),
        // Botan 2: SRP-6a for pairing by code (Debian 12's mbedTLS has no EC J-PAKE compiled in).
        .systemLibrary(
            name: "CBotan", path: "Sources/CBotan", pkgConfig: "botan-2",
            providers: [.apt(["libbotan-2-dev"])]),
        // Botan's SRP6 classes are C++ only: a C face for Swift that forwards every call.
        .target(name: "CSRP", dependencies: ["CBotan"], path: "Sources/CSRP"),
        // gettext, from glibc's libintl.h (Glibc's module leaves it out): translations for Core.
        .systemLibrary(name: "CIntl", path: "Sources/CIntl"),
        // Where Swift cannot reach GTK: GObject subclasses, variadic calls.
        .target(name: "CGtkShim", dependencies: ["CGtk"], path: "Sources/CGtkShim"),
        // The CPU simulation kernel: portable C with its own pthread pool (the toolchain has no OpenMP).
        .target(
            name: "CSimKernel", path: "Sources/CSimKernel",
            cSettings: [.unsafeFlags(["-O3", "-ffast-math"])]),

        // MARK: 2. Core — pure Swift, no GTK, no GL
        .target(name: "PhysarumCore", dependencies: ["CIntl"], path: "Sources/PhysarumCore"),

        // MARK: 3. Engine — GL via epoxy. Swift 5 mode: epoxy's GL entry points are mutable C
        // globals, which Swift 6 mode rejects at every call.
        .target(
            name: "PhysarumEngine", dependencies: ["PhysarumCore", "CEpoxy", "CSimKernel", "CPng"],
            path: "Sources/PhysarumEngine", swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: 4. Media — video clips through GStreamer (appsrc → encoder → muxer) and the headless
        // record job that feeds it from the engine.
        .target(
            name: "PhysarumMedia", dependencies: ["PhysarumCore", "PhysarumEngine", "CGStreamer"],
            path: "Sources/PhysarumMedia", swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: 3b. Command line — option tables and parsing, above the engine whose jobs they describe.
        .target(
            name: "PhysarumCLI", dependencies: ["PhysarumCore", "PhysarumEngine", "PhysarumMedia"],
            path: "Sources/PhysarumCLI"),

        // MARK: 3c. Main loop — self-cancelling GLib sources (fd watches, timeouts, idles), timers and
        // the loop helpers, in Swift types only, for both GtkKit and the network layer.
        .target(name: "GLibKit", dependencies: ["CGLib"], path: "Sources/GLibKit"),

        // MARK: 4. Network — TCP and TLS on the GLib main loop, Avahi discovery, the GHmac signer,
        // the TLS identity and the SRP pairing exchange; small
        // protocols above it so session and UI logic test with fakes.
        .target(
            name: "PhysarumNetwork",
            dependencies: [
                "PhysarumCore", "GLibKit", "CGLib", "CGnuTLS", "CSRP", "CAvahiClient", "CAvahiGLib",
            ],
            path: "Sources/PhysarumNetwork", swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: 5. UI — a thin typed wrapper over the GTK calls we use, then the app's widgets.
        .target(name: "GtkKit", dependencies: ["GLibKit", "CGtk", "CAdw", "CGtkShim"], path: "Sources/GtkKit"),
        .target(
            name: "PhysarumUI", dependencies: ["PhysarumCore", "GtkKit"],
            path: "Sources/PhysarumUI", swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: 6. The executable — command line and wiring only.
        .executableTarget(
            name: "physarum",
            dependencies: [
                "PhysarumCore", "PhysarumEngine", "PhysarumMedia", "PhysarumCLI", "PhysarumNetwork", "PhysarumUI",
            ],
            path: "Sources/physarum", swiftSettings: [.swiftLanguageMode(.v5)]),

        // MARK: Tests
        // What the test targets share: running a child process, a temporary folder (Foundation only, no XCTest).
        .target(name: "PhysarumTestSupport", path: "Tests/PhysarumTestSupport"),
        .testTarget(
            name: "PhysarumTestSupportTests", dependencies: ["PhysarumTestSupport"],
            path: "Tests/PhysarumTestSupportTests"),
        .testTarget(
            name: "PhysarumCoreTests", dependencies: ["PhysarumCore", "PhysarumTestSupport"],
            path: "Tests/PhysarumCoreTests"),
        // The built `physarum` end to end: its subcommands, options, GL checks and exit codes.
        .testTarget(
            name: "PhysarumAppTests", dependencies: ["PhysarumCore", "PhysarumTestSupport"],
            path: "Tests/PhysarumAppTests"),
        // Runs the built binary (`physarum record`) and GStreamer's own tools on its clips; CGStreamer:
        // the listening tests play tone bursts in-process.
        .testTarget(
            name: "PhysarumMediaTests",
            dependencies: ["PhysarumMedia", "PhysarumCore", "PhysarumTestSupport", "CGStreamer"],
            path: "Tests/PhysarumMediaTests", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "PhysarumCLITests", dependencies: ["PhysarumCLI", "PhysarumCore", "PhysarumEngine"],
            path: "Tests/PhysarumCLITests"),
        .testTarget(
            name: "PhysarumEngineTests", dependencies: ["PhysarumEngine", "PhysarumCore", "CEpoxy"],
            path: "Tests/PhysarumEngineTests", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "GLibKitTests", dependencies: ["GLibKit"], path: "Tests/GLibKitTests"),
        .testTarget(
            name: "PhysarumNetworkTests",
            dependencies: ["PhysarumNetwork", "GLibKit", "PhysarumCore", "CGLib", "CSRP", "PhysarumTestSupport"],
            path: "Tests/PhysarumNetworkTests", swiftSettings: [.swiftLanguageMode(.v5)]),
        // Publishes/browses/connects from inside the mDNS sandbox's network namespaces (test tool).
        .executableTarget(
            name: "physarum-netprobe", dependencies: ["PhysarumNetwork", "GLibKit", "PhysarumCore", "CGLib"],
            path: "Tests/NetworkProbe", swiftSettings: [.swiftLanguageMode(.v5)]),
        // PhysarumEngine, PhysarumMedia: the snapshot and recording tests run the real engine and encoder in a real window.
        // CGLib: the touch tests reach the compositor's RemoteDesktop API over GDBus. CGStreamer: the
        // listening tests play tone bursts in-process.
        .testTarget(
            name: "PhysarumUITests",
            dependencies: [
                "PhysarumUI", "GtkKit", "PhysarumCore", "PhysarumEngine", "PhysarumMedia", "CGLib",
                "PhysarumTestSupport", "CGStreamer",
            ],
            path: "Tests/PhysarumUITests", swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
