import XCTest
@testable import PhysarumCore

final class ParamRegistryTests: XCTestCase {
    func testCount() { XCTAssertEqual(ParamRegistry.all.count, 45) }
}
