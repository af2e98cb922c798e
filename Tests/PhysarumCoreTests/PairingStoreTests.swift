import Foundation
import XCTest

@testable import PhysarumCore

private let sampleFingerprint = String(repeating: "ab", count: 32)

final class PairingStoreTests: XCTestCase {
    private let peer = PairedPeer(id: "remote-1", name: "Laptop", certificate: sampleFingerprint)

    func testRememberedPeersSurviveAReloadAndTheFileIsPrivate() throws {
        let dir = try makeTemporaryDirectory(self)
        let url = dir.appendingPathComponent("remote/paired.json")
        try PairingStore(fileURL: url).remember(peer)
        XCTAssertEqual(PairingStore(fileURL: url).peers, ["remote-1": peer])
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        let dirMode =
            try FileManager.default.attributesOfItem(atPath: url.deletingLastPathComponent().path)[.posixPermissions]
            as? Int
        XCTAssertEqual(dirMode, 0o700)
    }

    func testForgetRemovesOnlyThatPeer() throws {
        let store = try makeStore(self)
        try store.remember(peer)
        try store.remember(PairedPeer(id: "remote-2", name: "Tablet", certificate: String(repeating: "12", count: 32)))
        XCTAssertTrue(try store.forget("remote-1"))
        XCTAssertFalse(try store.forget("remote-1"))
        XCTAssertEqual(PairingStore(fileURL: store.fileURL).peers.keys.sorted(), ["remote-2"])
    }

    func testForgetAllEmptiesTheFileAndCounts() throws {
        let store = try makeStore(self)
        XCTAssertEqual(try store.forgetAll(), 0, "nothing to forget")
        try store.remember(peer)
        try store.remember(PairedPeer(id: "remote-2", name: "Tablet", certificate: String(repeating: "12", count: 32)))
        XCTAssertEqual(try store.forgetAll(), 2)
        XCTAssertEqual(store.peers, [:])
        XCTAssertEqual(PairingStore(fileURL: store.fileURL).peers, [:], "written to the file")
    }

    /// Each count of peers: forgetAll says how many, and writes the file only when there were any.
    func testForgetAllWritesOnlyWhenThereWasSomethingToForget() throws {
        for count in 0...2 {
            let store = try makeStore(self)
            for n in 0..<count {
                try store.remember(PairedPeer(id: "remote-\(n)", name: "R", certificate: sampleFingerprint))
            }
            try? FileManager.default.removeItem(at: store.fileURL)  // only forgetAll can bring it back
            XCTAssertEqual(try store.forgetAll(), count)
            XCTAssertEqual(FileManager.default.fileExists(atPath: store.fileURL.path), count > 0, "\(count)")
            XCTAssertEqual(PairingStore(fileURL: store.fileURL).peers, [:])
        }
    }

    /// No file yet is an empty store, not an unreadable one.
    func testAMissingFileIsAnEmptyStoreWithoutError() throws {
        let store = try makeStore(self)
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path))
        XCTAssertEqual(store.peers, [:])
        XCTAssertNil(store.loadError)
    }

    func testACorruptFileIsReportedAndKeptAside() throws {
        let store = try makeStore(self)
        try Data("not json".utf8).write(to: store.fileURL)
        store.reload()
        XCTAssertNotNil(store.loadError)
        XCTAssertEqual(store.peers, [:])
        try store.remember(peer)
        XCTAssertEqual(try String(contentsOf: store.fileURL.appendingPathExtension("bad"), encoding: .utf8), "not json")
        XCTAssertNil(store.loadError)
        XCTAssertEqual(PairingStore(fileURL: store.fileURL).peers, ["remote-1": peer])
    }

    func testEntriesWithBadIdsOrFingerprintsAreSkipped() throws {
        let store = try makeStore(self)
        let f = sampleFingerprint
        let json =
            #"{"version":2,"peers":[{"id":"ok","name":"A","certificate":"\#(f)"},"#
            + #"{"id":"bad id","name":"B","certificate":"\#(f)"},{"id":"short","name":"C","certificate":"ab"}]}"#
        try Data(json.utf8).write(to: store.fileURL)
        store.reload()
        XCTAssertEqual(store.peers.keys.sorted(), ["ok"])
    }

    /// Version 1 stored tokens: no pins, so it reads as empty without an error (those peers pair
    /// again once) and the next save replaces it.
    func testAVersionOneFileReadsAsEmptyAndIsReplaced() throws {
        let store = try makeStore(self)
        let json = #"{"version":1,"peers":[{"id":"old","name":"A","token":"\#(sampleFingerprint)"}]}"#
        try Data(json.utf8).write(to: store.fileURL)
        store.reload()
        XCTAssertEqual(store.peers, [:])
        XCTAssertNil(store.loadError)
        try store.remember(peer)
        XCTAssertEqual(PairingStore(fileURL: store.fileURL).peers, ["remote-1": peer])
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path + ".bad"))
    }

    func testStandardLocationsFollowXDG() {
        let env = ["XDG_DATA_HOME": "/tmp/xdg-test", "HOME": "/home/x"]
        XCTAssertEqual(PairingStore.directory(environment: env).path, "/tmp/xdg-test/physarum/remote")
        XCTAssertEqual(
            PairingStore.directory(environment: ["HOME": "/home/x"]).path, "/home/x/.local/share/physarum/remote")
    }

    func testInstanceIDIsStableOnceCreated() throws {
        let dir = try makeTemporaryDirectory(self)
        let id = RemoteInstanceID.load(directory: dir)
        XCTAssertTrue(RemoteProtocol.isValidID(id))
        XCTAssertEqual(RemoteInstanceID.load(directory: dir), id)
        XCTAssertNotEqual(RemoteInstanceID.load(directory: try makeTemporaryDirectory(self)), id)
    }
}
