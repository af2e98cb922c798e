import XCTest

@testable import PhysarumCore

final class SplitMix64Tests: XCTestCase {
    func testSplitMix64MatchesTheReferenceSequence() {
        // First outputs of the reference C implementation (Vigna, splitmix64.c) for seed 0.
        var rng = SplitMix64(seed: 0)
        XCTAssertEqual(rng.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(rng.next(), 0x6E78_9E6A_A1B9_65F4)
    }
}
