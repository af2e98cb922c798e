import Foundation
import PhysarumCLI
import PhysarumCore
import PhysarumEngine
import PhysarumMedia
import PhysarumNetwork
import PhysarumUI

/// `physarum [window] [--preset ID] [--fullscreen] [--host …]`: the player and editor window (the
/// default), or with `--host` the ambient player that remotes on the LAN control.
enum WindowCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "window", summary: trLater("Open the player and editor window (what `physarum` alone does)"),
            arguments: "[FILE…]", maxPositionals: 64, options: WindowOptions.specs,
            discussion: tr(
                "FILE: preset files (*.{extension}, as export writes them) to import into your "
                    + "presets; the last good one runs, a broken one shows its problem. `physarum FILE` does the same.\n"
                    + "The window size, last preset, auto-cycle and editor placement are remembered in\n"
                    + "$XDG_CONFIG_HOME/physarum/settings.json (a corrupt one is kept as settings.json.bak). A host listens on "
                    + "TCP port {port} (open it in a firewall) and announces itself over mDNS, "
                    + "which needs the Avahi daemon (every GNOME/KDE desktop runs it).",
                ["extension": PresetFileType.fileExtension, "port": "\(RemoteProtocol.defaultPort)"])),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let library = PresetLibrary.standard()
        for error in library.loadErrors { Console.error("physarum: skipped \(error)\n") }
        if library.builtinDirectory == nil {
            Console.error("physarum: the data directory was not found; set PHYSARUM_DATA_DIR\n")
        }
        let presets = library.all
        let options = try WindowOptions(arguments)
        if let id = options.presetID, !presets.contains(where: { $0.id == id }) {
            throw UsageError(
                command: "window",
                .invalidValue(
                    option: "preset", value: id,
                    expected: "one of: " + presets.map(\.id).joined(separator: ", ")))
        }
        let host = options.host
        return MainActor.assumeIsolated {
            PhysarumApp.run(
                presets: presets, library: library, startPresetID: options.presetID,
                fullscreen: options.fullscreen || (host.map { !$0.windowed } ?? false),
                makeRemote: { remoteOptions(host: host) },
                makeEngine: { SimulationPlayerEngine(backend: options.backend) },
                makeClipWriter: GStreamerClipWriter.windowWriter,
                openFiles: options.files.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                sharesRunningWindow: options.sharesRunningWindow,
                thumbnailRenderer: CPUThumbnailRenderer(), makeAudioListener: { GStreamerAudioListener() })
        }
    }

    /// Remote control for the window: the network layer's services, this installation's id and
    /// name, and with `--host` the hosting to start with.
    @MainActor
    static func remoteOptions(host: HostOptions?) -> RemoteWindowOptions {
        let instanceID = RemoteInstanceID.load()
        let machine = String(ProcessInfo.processInfo.hostName.prefix(RemoteProtocol.maxNameLength))
        let name = host?.name ?? (RemoteProtocol.isValidName(machine) ? machine : "Physarum")
        return RemoteWindowOptions(
            networking: NetworkRemoteServices(instanceID: instanceID), instanceID: instanceID, displayName: name,
            hostOnStart: host.map {
                .init(port: $0.port, name: name, pairingCode: $0.pairingCode, resumesCycling: true)
            })
    }
}
