import Foundation
import PhysarumTestSupport
import XCTest

@testable import PhysarumCore

/// The fuzzer's corpus and every crasher it kept (Tests/Fuzz, scripts/dev/fuzz.sh) replayed
/// through the same function the fuzzer runs: a crasher that is not fixed crashes this test.
final class RemoteInputFuzzingCorpusTests: XCTestCase {
    private func inputs(_ folder: String) throws -> [URL] {
        let url = RepositoryRoot.appending("Tests/Fuzz/\(folder)/remote-frames")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
    }

    func testTheCorpusAndTheCrashersReplayAndTheDocumentsExamplesDecode() throws {
        let corpus = try inputs("corpus")
        XCTAssertGreaterThanOrEqual(corpus.count, 18, "the seeds (PROTOCOL.md's examples) at least")
        var decoded = 0
        for url in corpus + (try inputs("crashers")) {
            decoded += RemoteInputFuzzing.feed(Array(try Data(contentsOf: url)))
        }
        XCTAssertGreaterThanOrEqual(decoded, 18, "each seed is a valid framed message")
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
}
