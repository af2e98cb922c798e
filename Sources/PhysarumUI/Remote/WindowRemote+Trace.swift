import Foundation
import GtkKit
import PhysarumCore

/// With PHYSARUM_REMOTE_TRACE=1 in the environment, a host writes what it applied to stderr, one
/// line per command: `remote-trace {"applied":…,"presetId":…,"cycling":…,"params":{…}}` — how
/// the real-process tests (PhysarumNetworkTests.HostProcessTests) see the host's parameters. It
/// also writes `frame-trace N` once a second, N the frames rendered so far: how they see that the
/// host keeps rendering under a flood, and at what rate.
extension WindowRemote {
    static let traceEnabled = ProcessInfo.processInfo.environment["PHYSARUM_REMOTE_TRACE"] == "1"

    func traceApplied(_ command: RemoteHostCommand) {
        guard Self.traceEnabled else { return }
        let applied: String
        switch command {
        case .params: applied = "params"
        case .intent: applied = "intent"
        case .adopt: applied = "adopt"
        default: return
        }
        let now = state.remoteSessionState
        var object: [String: Any] = ["applied": applied, "cycling": now.cycling, "presetId": now.presetID ?? NSNull()]
        if let data = try? JSONEncoder().encode(now.params), let params = try? JSONSerialization.jsonObject(with: data)
        {
            object["params"] = params
        }
        guard let line = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
        FileHandle.standardError.write(Data("remote-trace ".utf8) + line + Data("\n".utf8))
    }

    func startFrameTrace(frames: @escaping () -> Int) {
        guard Self.traceEnabled else { return }
        frameTrace = MainLoopSource.timeout(milliseconds: 1000) {
            FileHandle.standardError.write(Data("frame-trace \(frames())\n".utf8))
            return true
        }
    }
}
