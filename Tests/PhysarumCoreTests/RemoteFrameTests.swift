import Foundation
import XCTest

@testable import PhysarumCore

final class RemoteFrameTests: XCTestCase {
    private let payloads = ["{\"type\":\"keepAlive\"}", "{\"a\":1}", String(repeating: "x", count: 70_000)].map {
        Data($0.utf8)
    }

    private func stream() throws -> Data {
        try payloads.reduce(into: Data()) { $0.append(try RemoteFrame.wrap($1)) }
    }

    func testHeaderIsBigEndianLength() throws {
        let framed = try RemoteFrame.wrap(Data(repeating: 0x41, count: 0x0102_03))
        XCTAssertEqual(Array(framed.prefix(4)), [0x00, 0x01, 0x02, 0x03])
        XCTAssertEqual(framed.count, 4 + 0x0102_03)
    }

    func testCoalescedFramesInOneReadAllCome() throws {
        var decoder = RemoteFrameDecoder()
        let output = decoder.append(try stream())
        XCTAssertNil(output.error)
        XCTAssertEqual(output.frames, payloads)
        XCTAssertEqual(decoder.bufferedByteCount, 0)
    }

    func testByteByByteReadsGiveTheSameFrames() throws {
        var decoder = RemoteFrameDecoder()
        var frames: [Data] = []
        for byte in try stream() {
            let output = decoder.append([byte])
            XCTAssertNil(output.error)
            frames += output.frames
        }
        XCTAssertEqual(frames, payloads)
    }

    func testEverySplitPointOfTwoFramesGivesTheSameFrames() throws {
        let small =
            try RemoteFrame.wrap(Data("{\"type\":\"keepAlive\"}".utf8))
            + RemoteFrame.wrap(Data("{\"b\":2}".utf8))
        for cut in 0...small.count {
            var decoder = RemoteFrameDecoder()
            let first = decoder.append(small.prefix(cut))
            let second = decoder.append(small.dropFirst(cut))
            XCTAssertEqual(
                first.frames + second.frames, [Data("{\"type\":\"keepAlive\"}".utf8), Data("{\"b\":2}".utf8)],
                "cut at \(cut)")
        }
    }

    func testRandomSplitsGiveTheSameFrames() throws {
        var rng = SplitMix64(seed: 7)
        let bytes = try stream()
        for _ in 0..<50 {
            var decoder = RemoteFrameDecoder()
            var frames: [Data] = []
            var index = 0
            while index < bytes.count {
                let n = Int.random(in: 1...9000, using: &rng)
                let end = min(bytes.count, index + n)
                frames += decoder.append(bytes[index..<end]).frames
                index = end
            }
            XCTAssertEqual(frames, payloads)
        }
    }

    func testZeroLengthFrameIsRefused() {
        var decoder = RemoteFrameDecoder()
        XCTAssertEqual(decoder.append([0, 0, 0, 0]).error, .emptyFrame)
        XCTAssertThrowsError(try RemoteFrame.wrap(Data())) { XCTAssertEqual($0 as? RemoteProtocolError, .emptyFrame) }
    }

    func testLengthLimitHoldsOnBothSides() throws {
        let max = RemoteProtocol.maxFrameLength
        XCTAssertEqual(max, 262_144)
        var decoder = RemoteFrameDecoder()
        let atLimit = decoder.append(try RemoteFrame.wrap(Data(repeating: 0x20, count: max)))
        XCTAssertNil(atLimit.error)
        XCTAssertEqual(atLimit.frames.first?.count, max)

        var over = RemoteFrameDecoder()
        XCTAssertEqual(over.append([0x00, 0x04, 0x00, 0x01]).error, .frameTooLarge(length: UInt32(max + 1)))
        XCTAssertThrowsError(try RemoteFrame.wrap(Data(repeating: 0x20, count: max + 1)))
    }

    func testHugePrefixIsRefusedBeforeAnyPayloadIsBuffered() {
        var decoder = RemoteFrameDecoder()
        XCTAssertNil(decoder.append([0x80, 0x00]).error)  // half a header: wait
        let output = decoder.append([0x00, 0x00])
        XCTAssertEqual(output.error, .frameTooLarge(length: 0x8000_0000))
        XCTAssertEqual(decoder.bufferedByteCount, 0)
    }

    func testFramesBeforeABadHeaderAreKeptAndTheErrorSticks() throws {
        var decoder = RemoteFrameDecoder()
        var bytes = try RemoteFrame.wrap(Data("{\"a\":1}".utf8))
        bytes.append(contentsOf: [0, 0, 0, 0])
        let output = decoder.append(bytes)
        XCTAssertEqual(output.frames, [Data("{\"a\":1}".utf8)])
        XCTAssertEqual(output.error, .emptyFrame)
        let later = decoder.append(try RemoteFrame.wrap(Data("{\"a\":2}".utf8)))
        XCTAssertEqual(later.frames, [])
        XCTAssertEqual(later.error, .emptyFrame)
        XCTAssertEqual(decoder.failure, .emptyFrame)
    }

    func testAnUnfinishedFrameIsAllThatIsBuffered() throws {
        var decoder = RemoteFrameDecoder()
        let framed = try RemoteFrame.wrap(Data(repeating: 0x20, count: 1000))
        _ = decoder.append(framed.prefix(500))
        XCTAssertEqual(decoder.bufferedByteCount, 500)
        _ = decoder.append(framed.dropFirst(500))
        XCTAssertEqual(decoder.bufferedByteCount, 0)
    }
}
