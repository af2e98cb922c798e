import PhysarumCore
import XCTest

/// The advertisement's TXT record and service name (`ServiceAdvertisement`, `TXTRecord`).
final class ServiceAdvertisementTests: XCTestCase {
    func testAdvertisementTXTHasIdNameProtocolAndPlaying() {
        var ad = ServiceAdvertisement(instanceID: "abc", name: "Studio TV", port: 4400, protocolVersion: 3)
        XCTAssertEqual(ad.txtRecord, ["id=abc", "name=Studio TV", "proto=3"])
        ad.playing = "Bloom"
        XCTAssertEqual(ad.txtRecord, ["id=abc", "name=Studio TV", "proto=3", "playing=Bloom"])
        XCTAssertEqual(
            TXTRecord.decode(ad.txtRecord), ["id": "abc", "name": "Studio TV", "proto": "3", "playing": "Bloom"])
    }

    func testEntriesFit255BytesCutAtACharacterBoundary() {
        let long = String(repeating: "é", count: 200)  // 400 bytes
        let entry = TXTRecord.entry("name", long)
        XCTAssertLessThanOrEqual(entry.utf8.count, TXTRecord.maxEntryBytes)
        XCTAssertGreaterThanOrEqual(entry.utf8.count, TXTRecord.maxEntryBytes - 1, "cut no shorter than needed")
        XCTAssertTrue(entry.hasPrefix("name=é"))
        XCTAssertEqual(TXTRecord.entry("name", "short"), "name=short", "short values untouched")
    }

    /// RFC 6763 §6 allows 255 bytes for key, "=" and value together: a long ASCII value fills them exactly.
    func testALongASCIIValueIsCutToExactly255Bytes() {
        XCTAssertEqual(
            TXTRecord.entry("name", String(repeating: "a", count: 300)), "name=" + String(repeating: "a", count: 250))
    }

    func testServiceNameIsAtMost63BytesAndNeverEmpty() {
        let ad = ServiceAdvertisement(
            instanceID: "x", name: String(repeating: "ü", count: 40), port: 1, protocolVersion: 1)
        XCTAssertEqual(ad.serviceName.utf8.count, 62, "31 two-byte characters: the 32nd would pass 63")
        XCTAssertEqual(
            ServiceAdvertisement(
                instanceID: "x", name: String(repeating: "a", count: 63), port: 1,
                protocolVersion: 1
            ).serviceName.count, 63)
        XCTAssertEqual(
            ServiceAdvertisement(instanceID: "x", name: "", port: 1, protocolVersion: 1).serviceName, "Physarum")
    }

    func testDecodeLowercasesKeysFirstWinsAndKeepsEqualsInValues() {
        XCTAssertEqual(
            TXTRecord.decode(["ID=a", "id=b", "name=x=y", "flag", "=novalue"]),
            ["id": "a", "name": "x=y", "flag": ""])
    }
}
