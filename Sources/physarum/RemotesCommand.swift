import PhysarumCLI
import PhysarumCore

/// `physarum remotes [--forget ID|--forget-all]`: the remotes this machine's host has paired with,
/// and forgetting them (a forgotten remote must pair with the code again, even while a host runs).
enum RemotesCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "remotes", summary: trLater("List or forget the remotes this host has paired with"),
            options: [
                OptionSpec(
                    "forget", kind: .value(placeholder: "ID"), help: trLater("Forget this remote (it must pair again)")),
                OptionSpec("forget-all", help: trLater("Forget every paired remote")),
            ],
            discussion: trLater("Pairings live in $XDG_DATA_HOME/physarum/remote/paired-remotes.json (mode 0600).")),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let store = PairingStore.hostSide()
        if let problem = store.loadError { Console.error("physarum remotes: \(problem)\n") }
        if let id = arguments.string("forget") {
            guard try store.forget(id) else {
                throw ArgumentError.invalidValue(
                    option: "forget", value: id,
                    expected: "a paired remote's id (see `physarum remotes`)")
            }
            Console.out("Forgot \(id).\n")
            return 0
        }
        if arguments.has("forget-all") {
            try store.forgetAll()
            Console.out("Forgot every paired remote.\n")
            return 0
        }
        if store.peers.isEmpty {
            Console.out("No paired remotes.\n")
        } else {
            for peer in store.peers.values.sorted(by: { $0.name < $1.name }) {
                Console.out("\(peer.id)\t\(peer.name)\n")
            }
        }
        return 0
    }
}
