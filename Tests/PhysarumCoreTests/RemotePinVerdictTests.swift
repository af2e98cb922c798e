import XCTest

@testable import PhysarumCore

final class RemotePinVerdictTests: XCTestCase {
    /// Every case of the rule: no pin, the pinned certificate, one bit off at either end, another
    /// length, and a pin written in capitals (the stores write lowercase only).
    func testTheVerdictForEveryKindOfCertificate() {
        let certificate = [UInt8](repeating: 0xAB, count: 32)
        var firstBit = certificate
        firstBit[0] ^= 1
        var lastBit = certificate
        lastBit[31] ^= 0x80
        let pin = RemoteAuth.hex(certificate)
        let rows: [(pinned: String?, presented: [UInt8], verdict: RemotePinVerdict)] = [
            (nil, certificate, .unpaired),
            (pin, certificate, .matches),
            (pin, firstBit, .changed),
            (pin, lastBit, .changed),
            (pin, Array(certificate.dropLast()), .changed),
            (pin, [], .changed),
            (pin.uppercased(), certificate, .changed),
        ]
        for (index, row) in rows.enumerated() {
            XCTAssertEqual(RemotePinVerdict(pinned: row.pinned, presented: row.presented), row.verdict, "row \(index)")
        }
    }
}
