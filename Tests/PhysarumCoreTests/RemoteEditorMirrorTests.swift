import Foundation
import XCTest

@testable import PhysarumCore

/// The remote mirrors its editor to the host.
final class RemoteEditorMirrorTests: XCTestCase {
    private func connected() throws -> (EditorState, ClientHarness, RemoteEditorMirror) {
        let state = EditorState(presets: threePresets(), selectedID: "alpha")
        let h = ClientHarness(store: try makeStore(self))
        h.editor = state.remoteSessionState
        let mirror = RemoteEditorMirror(state: state, session: h.session)
        h.session.onStateChange = { mirror.sessionStateChanged($0) }
        try h.pair()
        h.session.received(frame(.state(RemoteHostState(presetID: "alpha", presetName: "Alpha", cycling: false))))
        _ = try h.transport.take()
        return (state, h, mirror)
    }

    func testSelectionCyclingAndEditsAreSent() throws {
        let (state, h, _) = try connected()
        state.selectNext()
        XCTAssertEqual(try h.transport.take().first, .intent(.jumpTo(presetID: "beta")))
        state.setCycling(true)
        XCTAssertEqual(try h.transport.take(), [.intent(.setCycling(true))])
        h.clock.advance(1)
        _ = state.edit(.bloom, to: 1.25)
        guard case .params(let sent)? = try h.transport.take().last else { return XCTFail("no params") }
        XCTAssertEqual(sent.bloom, 1.25)
    }

    func testWhileTheHostCyclesTheRemoteFollowsWithoutEcho() throws {
        let (state, h, mirror) = try connected()
        h.session.received(frame(.state(RemoteHostState(presetID: "beta", presetName: "Beta", cycling: true))))
        XCTAssertEqual(state.selectedID, "alpha", "a remote that does not cycle never follows (the host will hold)")
        XCTAssertFalse(mirror.followsHost)
        state.setCycling(true)
        XCTAssertEqual(try h.transport.take().filter { $0.type == .intent }, [], "the host already cycles")
        h.session.received(frame(.state(RemoteHostState(presetID: "gamma", presetName: "Gamma", cycling: true))))
        XCTAssertTrue(mirror.followsHost)
        XCTAssertEqual(state.selectedID, "gamma")
        XCTAssertFalse(try h.transport.take().contains { $0.type == .intent }, "no jumpTo back to the host")
        h.session.received(frame(.state(RemoteHostState(presetID: "beta", presetName: "Beta", cycling: false))))
        XCTAssertEqual(state.selectedID, "gamma", "a holding host is not followed")
        XCTAssertFalse(mirror.followsHost)
    }

    /// A preset the host has and this library lacks is not followed: the selection stays.
    func testAHostPresetThisLibraryLacksIsNotFollowed() throws {
        let (state, h, mirror) = try connected()
        state.setCycling(true)
        h.session.received(frame(.state(RemoteHostState(presetID: "delta", presetName: "Delta", cycling: true))))
        XCTAssertTrue(mirror.followsHost)
        XCTAssertEqual(state.selectedID, "alpha")
        XCTAssertEqual(state.presets.map(\.id), ["alpha", "beta", "gamma"])
    }

    func testNothingIsSentWhenNotConnected() throws {
        let (state, h, mirror) = try connected()
        h.session.disconnect()
        XCTAssertNil(mirror.host)
        state.selectNext()
        state.setCycling(true)
        XCTAssertEqual(try h.transport.take(), [])
        mirror.stop()
    }
}
