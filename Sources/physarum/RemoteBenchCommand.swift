import PhysarumCLI
import PhysarumNetwork

/// `physarum bench --remote [--edits N] [--json]`: edit-to-applied and send-to-applied latency of
/// remote control, a host and a remote in this process over 127.0.0.1.
enum RemoteBenchCommand {
    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RemoteBenchOptions(arguments)
        var settings = RemoteBenchmark.Settings()
        settings.edits = options.edits
        let result = try RemoteBenchmark.run(settings)
        Console.out((options.json ? try result.json() : result.text) + "\n")
        return result.lastEditArrived ? 0 : 1
    }
}
