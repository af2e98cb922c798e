// physarum-netprobe: the real network layer (Avahi discovery + TCP) driven from the command
// line, for the mDNS sandbox test, which runs it inside network namespaces it built.
//
//   physarum-netprobe publish --id ID --name NAME [--port P] [--playing TEXT] [--playing-after S TEXT] [--browse]
//       listens on every interface, publishes _physarum._tcp, echoes whatever a client sends;
//       with --browse also browses through the same Avahi client (its own service must not show)
//   physarum-netprobe browse [--own-id ID] [--connect ID --code CODE [--jump PRESET] [--store FILE]]
//       prints every discovery snapshot; with --connect, once host ID is listed, connects to the
//       endpoint discovery resolved as a remote (Core's client session on the network layer's
//       transport), pairs with CODE, reports the session's states and, once connected, asks the
//       host to play PRESET
// Each event is one JSON line on stdout with "ms" since start. Runs until killed.
import CGLib
import Foundation
import GLibKit
import PhysarumCore
import PhysarumNetwork

let start = g_get_monotonic_time()
// End with the test that started us, even when it is killed before its teardown.
let parent = getppid()
let orphanCheck = MainLoopTimer(every: 0.5) { if getppid() != parent { exit(0) } }

func emit(_ object: [String: Any]) {
    var line = object
    line["ms"] = Int((g_get_monotonic_time() - start) / 1000)
    let data = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
    print(String(decoding: data ?? Data(), as: UTF8.self))
    fflush(nil)
}

func describe(_ snapshot: DiscoverySnapshot) -> [String: Any] {
    let availability: String
    var reason = ""
    switch snapshot.availability {
    case .starting: availability = "starting"
    case .available: availability = "available"
    case .unavailable(let why):
        availability = "unavailable"
        reason = why
    }
    return [
        "event": "snapshot", "availability": availability, "reason": reason,
        "hosts": snapshot.hosts.map { host in
            [
                "id": host.instanceID, "name": host.name, "address": host.address, "port": Int(host.port),
                "endpoint": host.endpoint, "proto": host.protocolVersion ?? -1, "playing": host.playing ?? "",
            ]
        },
    ]
}

var arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.isEmpty ? "" : arguments.removeFirst()
var options: [String: [String]] = [:]
while let flag = arguments.first, flag.hasPrefix("--") {
    arguments.removeFirst()
    let count = flag == "--playing-after" ? 2 : flag == "--browse" ? 0 : 1
    options[flag] = Array(arguments.prefix(count))
    arguments.removeFirst(min(count, arguments.count))
}

var keep: [AnyObject] = []
var connections: [ByteConnection] = []
let discovery: AvahiDiscovery

switch mode {
case "publish":
    guard let id = options["--id"]?.first, let name = options["--name"]?.first else {
        FileHandle.standardError.write(Data("publish needs --id and --name\n".utf8))
        exit(2)
    }
    let listener = try TCPListener(port: UInt16(options["--port"]?.first ?? "0") ?? 0)
    listener.onAccept = { connection in
        emit(["event": "accepted", "peer": connection.peer])
        connection.onReceive = { [weak connection] bytes in connection?.send(bytes) }
        connection.onClose = { reason in emit(["event": "closed", "reason": reason.description]) }
        connections.append(connection)
    }
    emit(["event": "listening", "port": Int(listener.port)])
    // No own id here: with --browse, only AVAHI_LOOKUP_RESULT_OUR_OWN may hide our service.
    discovery = AvahiDiscovery(ownInstanceID: nil)
    discovery.onChange = { emit(describe($0)) }
    if options["--browse"] != nil { discovery.startBrowsing() }
    var advertisement = ServiceAdvertisement(
        instanceID: id, name: name, port: listener.port, protocolVersion: RemoteProtocol.version,
        playing: options["--playing"]?.first)
    discovery.publish(advertisement)
    if let later = options["--playing-after"], later.count == 2, let seconds = Double(later[0]) {
        keep.append(
            MainLoopTimer(after: seconds) {
                advertisement.playing = later[1]
                discovery.publish(advertisement)
                emit(["event": "updated", "playing": later[1]])
            })
    }
    keep.append(listener)
case "browse":
    discovery = AvahiDiscovery(ownInstanceID: options["--own-id"]?.first)
    let target = options["--connect"]?.first
    let jump = options["--jump"]?.first
    let storeFile =
        options["--store"]?.first ?? NSTemporaryDirectory() + "physarum-netprobe-\(getpid())-hosts.json"
    let session = RemoteClientSession(
        configuration: .init(remoteID: "netprobe-remote", remoteName: "Probe remote"),
        store: PairingStore(fileURL: URL(fileURLWithPath: storeFile)), signer: GLibHMACSigner(),
        exchange: BotanPairingExchange(),
        currentState: { RemoteSessionState(presetID: nil, params: PresetParams(), cycling: false) })
    // The probe's own installation: its identity beside its pairings, kept across runs like the app's.
    let identity = try TLSIdentity.loadOrCreate(at: URL(fileURLWithPath: storeFile + ".identity.pem"))
    keep += [session, TCPClientTransport(session: session, identity: identity)]
    var jumped = false
    session.onStateChange = { state in
        var event: [String: Any] = ["event": "remote", "state": "\(state)"]
        if case .connected(let endpoint, let host, let playing) = state {
            event["state"] = "connected"
            event["endpoint"] = endpoint.description
            event["host"] = host.name
            event["playing"] = playing.presetName ?? ""
            if let jump, !jumped {
                jumped = true
                session.send(.jumpTo(presetID: jump))
            }
        }
        emit(event)
    }
    var connecting = false
    discovery.onChange = { snapshot in
        emit(describe(snapshot))
        guard let target, !connecting, let host = snapshot.hosts.first(where: { $0.instanceID == target }) else {
            return
        }
        connecting = true
        session.connect(
            to: RemoteEndpoint(host: host.address, port: host.port), pairingCode: options["--code"]?.first)
    }
    discovery.startBrowsing()
default:
    FileHandle.standardError.write(Data("usage: physarum-netprobe publish|browse …\n".utf8))
    exit(2)
}
emit(describe(discovery.snapshot))
let loop = g_main_loop_new(nil, 0)
g_main_loop_run(loop)
