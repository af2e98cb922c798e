import Foundation
import GLibKit
import PhysarumCore
import XCTest

@testable import PhysarumNetwork

/// Core's host and client sessions over real TCP on 127.0.0.1, through this layer's transports.
final class RemoteOverTCPTests: XCTestCase {
    private var rig: LoopbackRig!
    private var client: RemoteClientSession!
    private var editorParams = PresetParams()

    private var host: RemoteHostSession { rig.host }
    private var hostTransport: TCPHostTransport { rig.transport }
    private var commands: [RemoteHostCommand] { rig.commands }
    private var endpoint: RemoteEndpoint { rig.endpoint }

    override func setUpWithError() throws {
        rig = try LoopbackRig()
        client =
            rig.makeRemote { [unowned self] in
                RemoteSessionState(presetID: "b", params: editorParams, cycling: false)
            }.session
    }

    override func tearDown() {
        rig?.tearDown()
    }

    private func pair() {
        client.connect(to: endpoint)
        XCTAssertTrue(
            spinMainLoop(seconds: 5) {
                if case .needsPairingCode = client.state { return true } else { return false }
            }, "an unknown remote is asked for the code: \(client.state)")
        XCTAssertTrue(client.submitPairingCode(LoopbackRig.pairingCode))
        XCTAssertTrue(spinMainLoop(seconds: 5) { client.state.isConnected }, "paired: \(client.state)")
    }

    private var lastAppliedParams: PresetParams? {
        for command in commands.reversed() {
            if case .params(let p) = command { return p }
            if case .adopt(let s) = command { return s.params }
        }
        return nil
    }

    func testPairMirrorRapidEditsDisconnectAndReconnectWithTheToken() throws {
        pair()
        XCTAssertTrue(spinMainLoop(seconds: 2) { commands.contains { if case .adopt = $0 { true } else { false } } })
        guard case .adopt(let adopted)? = commands.first(where: { if case .adopt = $0 { true } else { false } }) else {
            return XCTFail("no adopt")
        }
        XCTAssertEqual(adopted.presetID, "b", "the host adopts the remote's selection")

        // 200 edits as fast as a dragged slider makes them: the host ends with exactly the last.
        let started = RemoteClock.monotonic()
        for i in 1...200 {
            editorParams.exposure = 1 + Double(i) * 0.01
            client.paramsChanged(editorParams)
            spinMainLoop(seconds: 0.001)
        }
        XCTAssertTrue(spinMainLoop(seconds: 5) { lastAppliedParams == editorParams }, "last edit arrives")
        let elapsed = RemoteClock.monotonic() - started
        let sent = commands.filter { if case .params = $0 { true } else { false } }.count
        XCTAssertLessThanOrEqual(Double(sent), elapsed / RemoteProtocol.editInterval + 2, "throttled to ≤ 20/s")
        XCTAssertGreaterThan(sent, 1)
        spinMainLoop(seconds: 0.2)
        XCTAssertEqual(lastAppliedParams?.exposure, 3, "nothing after the last edit")

        client.send(.next)
        XCTAssertTrue(spinMainLoop(seconds: 2) { commands.last == .intent(.next) })

        // Disconnect: the host is told the controller left.
        let mark = commands.count
        client.disconnect()
        XCTAssertTrue(
            spinMainLoop(seconds: 5) { commands[mark...].contains(.controllerChanged(nil)) },
            "\(commands[mark...])")
        XCTAssertTrue(spinMainLoop(seconds: 2) { hostTransport.connectionCount == 0 })

        // Reconnect: the stored token, no code.
        client.connect(to: endpoint)
        XCTAssertTrue(spinMainLoop(seconds: 5) { client.state.isConnected }, "token reconnect: \(client.state)")
    }

    /// A held-back edit goes out when the throttle interval ends, not at the next slow tick
    /// (TCPClientTransport arms a tick at the end of every send's interval).
    func testAThrottledEditLeavesWhenTheIntervalEnds() {
        pair()
        editorParams.exposure = 1.5
        client.paramsChanged(editorParams)
        XCTAssertTrue(spinMainLoop(seconds: 2) { lastAppliedParams == editorParams })
        editorParams.exposure = 1.6
        let edited = RemoteClock.monotonic()
        client.paramsChanged(editorParams)  // within the interval: held back
        XCTAssertTrue(spinMainLoop(seconds: 2) { lastAppliedParams == editorParams })
        let waited = RemoteClock.monotonic() - edited
        XCTAssertLessThan(
            waited, RemoteProtocol.editInterval + 0.2,
            "delivered at the interval's end, not at the \(TCPClientTransport.maxTickDelay) s tick")
    }

    /// A window that renders every frame on a busy CPU always has a redraw-priority source ready;
    /// the sockets must still be served (they were not at G_PRIORITY_DEFAULT_IDLE).
    func testTrafficFlowsWhileTheWindowIsAlwaysRedrawing() {
        var frames = 0
        let renderer = MainLoopSource.timeout(milliseconds: 0, priority: MainLoopSource.redrawPriority) {
            usleep(3000)  // a 3 ms "frame", back to back
            frames += 1
            return true
        }
        defer { renderer.cancel() }
        pair()
        client.send(.next)
        // Both, in either order: the intent may arrive before the renderer's first turn.
        XCTAssertTrue(
            spinMainLoop(seconds: 5) { commands.last == .intent(.next) && frames > 0 }, "the intent got through")
        XCTAssertGreaterThan(frames, 0, "the renderer ran meanwhile")
    }

    func testTheHostGoingAwayEndsTheSessionWithAReason() {
        pair()
        hostTransport.stop()
        XCTAssertTrue(
            spinMainLoop(seconds: 5) {
                if case .disconnected = client.state { return true } else { return false }
            }, "\(client.state)")
    }

    func testConnectingToNothingFailsWithTheSystemsWords() throws {
        let port = hostTransport.port
        hostTransport.stop()
        client.connect(to: RemoteEndpoint(host: "127.0.0.1", port: port))
        XCTAssertTrue(
            spinMainLoop(seconds: 5) {
                if case .failed = client.state { return true } else { return false }
            })
        guard case .failed(_, let reason) = client.state else { return XCTFail() }
        XCTAssertTrue(reason.lowercased().contains("refused"), reason)
    }

    func testASecondRemoteIsRefusedAsBusyAndTheFirstKeepsControl() {
        pair()
        let second = rig.makeRemote(id: "tablet-2") {
            RemoteSessionState(presetID: "a", params: PresetParams(), cycling: false)
        }.session
        second.connect(to: endpoint, pairingCode: LoopbackRig.pairingCode)
        XCTAssertTrue(
            spinMainLoop(seconds: 5) {
                if case .failed = second.state { return true } else { return false }
            }, "\(second.state)")
        guard case .failed(_, let reason) = second.state else { return }
        XCTAssertTrue(reason.contains("busy"), reason)
        XCTAssertFalse(reason.contains("Remote laptop-1"), "the controller's name is not told to an unpaired peer")
        XCTAssertTrue(client.state.isConnected)
    }
}
