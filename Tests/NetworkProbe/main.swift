// physarum-netprobe: the real network layer (Avahi discovery + TCP) driven from the command
// line, for the mDNS sandbox test, which runs it inside network namespaces it built.
//
//   physarum-netprobe publish --id ID --name NAME [--port P] [--playing TEXT] [--playing-after S TEXT] [--browse]
//       listens on every interface, publishes _physarum._tcp, echoes whatever a client sends;
//       with --browse also browses through the same Avahi client (its own service must not show)
//   physarum-netprobe browse [--own-id ID] [--connect ID]
//       prints every discovery snapshot; with --connect, connects to host ID once listed,
//       sends "ping" and reports the echo
// Each event is one JSON line on stdout with "ms" since start. Runs until killed.
import CGLib
import Foundation
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
        instanceID: id, name: name, port: listener.port, protocolVersion: 1,
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
    var connecting = false
    discovery.onChange = { snapshot in
        emit(describe(snapshot))
        guard let target, !connecting, let host = snapshot.hosts.first(where: { $0.instanceID == target }) else {
            return
        }
        connecting = true
        keep.append(
            TCPConnector(hostAndPort: host.endpoint, defaultPort: host.port) { result in
                switch result {
                case .failure(let error):
                    emit(["event": "connectFailed", "reason": error.description])
                case .success(let connection):
                    emit(["event": "connected", "peer": connection.peer])
                    var echoed: [UInt8] = []
                    connection.onReceive = { bytes in
                        echoed += bytes
                        if echoed.count >= 4 {
                            emit(["event": "echo", "text": String(decoding: echoed, as: UTF8.self)])
                        }
                    }
                    connection.onClose = { reason in emit(["event": "closed", "reason": reason.description]) }
                    connection.send(Array("ping".utf8))
                    connections.append(connection)
                }
            })
    }
    discovery.startBrowsing()
default:
    FileHandle.standardError.write(Data("usage: physarum-netprobe publish|browse …\n".utf8))
    exit(2)
}
emit(describe(discovery.snapshot))
let loop = g_main_loop_new(nil, 0)
g_main_loop_run(loop)
