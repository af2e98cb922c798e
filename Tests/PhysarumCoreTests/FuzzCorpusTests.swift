import Foundation
import PhysarumTestSupport
import XCTest

@testable import PhysarumCore

/// The fuzzers' corpora and every crasher they kept (Tests/Fuzz, scripts/dev/fuzz.sh) replayed
/// through the same functions the fuzzers run: a crasher that is not fixed crashes this test.
final class FuzzCorpusTests: XCTestCase {
    private func inputs(_ folder: String, _ target: String) throws -> [URL] {
        let url = RepositoryRoot.appending("Tests/Fuzz/\(folder)/\(target)")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
    }

    private func replay(_ target: String) throws -> (inputs: Int, replayed: [[UInt8]]) {
        let corpus = try inputs("corpus", target)
        let all = try (corpus + inputs("crashers", target)).map { Array(try Data(contentsOf: $0)) }
        return (corpus.count, all)
    }

    func testTheRemoteFramesCorpusReplaysAndTheDocumentsExamplesDecode() throws {
        let (count, all) = try replay("remote-frames")
        XCTAssertGreaterThanOrEqual(count, 18, "the seeds (PROTOCOL.md's examples) at least")
        let decoded = all.reduce(0) { $0 + RemoteInputFuzzing.feed($1) }
        XCTAssertGreaterThanOrEqual(decoded, 18, "each seed is a valid framed message")
    }

    func testTheLocalFilesCorpusReplaysAndTheBuiltInPresetsDecode() throws {
        let (count, all) = try replay("local-files")
        let presets = try FileManager.default.contentsOfDirectory(atPath: RepositoryRoot.appending("data/presets").path)
        XCTAssertGreaterThanOrEqual(count, presets.count, "the seeds (the built-in presets) at least")
        let decoded = all.filter { LocalFileFuzzing.feed($0) }.count
        XCTAssertGreaterThanOrEqual(decoded, presets.count, "each seed is a valid preset file")
    }

    func testTheHostSessionCorpusReplaysAndACertificateHelloIsWelcomed() throws {
        let directory = try TemporaryDirectory("fuzz-session")
        defer { directory.remove() }
        let store = try RemoteSessionFuzzing.pinnedStore(in: directory.url)
        let (count, all) = try replay("host-session")
        XCTAssertGreaterThanOrEqual(count, 22, "the seeds at least")
        for input in all {
            RemoteSessionFuzzing.feed(input, store: store, signer: FakeSigner(), exchange: FakeExchange())
        }
        let seed = Array(try Data(contentsOf: RepositoryRoot.appending("Tests/Fuzz/corpus/host-session/cert-all")))
        let sent = RemoteSessionFuzzing.feed(seed, store: store, signer: FakeSigner(), exchange: FakeExchange())
        XCTAssertGreaterThanOrEqual(sent, 3, "greeting, welcome, state: the seed reaches the controller's messages")
        XCTAssertEqual(
            RemoteSessionFuzzing.feed([0], store: store, signer: FakeSigner(), exchange: FakeExchange()), 1,
            "no bytes: the greeting only")
    }

    func testTheStrokeLogsCorpusReplaysAndItsSeedsAreValidLogs() throws {
        let (count, all) = try replay("stroke-logs")
        XCTAssertGreaterThanOrEqual(count, 3, "the seeds (docs/PAINTING.md's example, a ring, an empty log) at least")
        let valid = all.filter { StrokeLogFuzzing.feed($0) }.count
        XCTAssertGreaterThanOrEqual(valid, 3, "each seed is a valid log")
        XCTAssertFalse(StrokeLogFuzzing.feed(Array("{".utf8)))
    }

    func testTheSplitPointDoesNotChangeWhatDecodes() throws {
        let frame = Array(try RemoteFrame.encode(.keepAlive))
        for split in 0...frame.count {
            XCTAssertEqual(RemoteInputFuzzing.feed([UInt8(split)] + frame + frame), 2, "split at \(split)")
        }
        XCTAssertEqual(RemoteInputFuzzing.feed([]), 0)
        XCTAssertEqual(RemoteInputFuzzing.feed([0, 0, 0, 0, 0]), 0, "an empty frame: none")
        XCTAssertEqual(RemoteInputFuzzing.feed([0] + frame), 1, "the first byte is the split, not the stream")
    }

    func testTheFirstByteChoosesTheFileKind() throws {
        let preset = Array(try Data(contentsOf: RepositoryRoot.appending("data/presets/coral.json")))
        XCTAssertTrue(LocalFileFuzzing.feed([0] + preset), "a preset file")
        XCTAssertFalse(LocalFileFuzzing.feed([2] + preset), "not an unsaved-edits file")
        XCTAssertFalse(LocalFileFuzzing.feed([]))
    }
}
