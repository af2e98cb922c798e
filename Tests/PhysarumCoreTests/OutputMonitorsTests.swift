import XCTest

@testable import PhysarumCore

/// Where the performance output may open, what the menu calls a monitor, and when it must close.
final class OutputMonitorsTests: XCTestCase {
    private let laptop = OutputMonitor(connector: "eDP-1", manufacturer: "BOE", model: "0x095F")
    private let projector = OutputMonitor(connector: "HDMI-1", manufacturer: "Epson", model: "EB-W49")
    private let unnamed = OutputMonitor(connector: "DP-2")

    func testOneMonitorOffersNothingTwoOfferTheOther() {
        XCTAssertEqual(OutputMonitors.offered([], windowOn: nil), [])
        XCTAssertEqual(OutputMonitors.offered([laptop], windowOn: "eDP-1"), [], "the output would cover the editor")
        XCTAssertEqual(OutputMonitors.offered([laptop], windowOn: nil), [])
        XCTAssertEqual(OutputMonitors.offered([laptop, projector], windowOn: "eDP-1"), [projector])
        XCTAssertEqual(OutputMonitors.offered([laptop, projector], windowOn: "HDMI-1"), [laptop], "either way round")
    }

    func testEveryMonitorButTheWindowsInTheDisplaysOrder() {
        XCTAssertEqual(
            OutputMonitors.offered([laptop, projector, unnamed], windowOn: "HDMI-1"), [laptop, unnamed])
        XCTAssertEqual(
            OutputMonitors.offered([laptop, projector, unnamed], windowOn: "eDP-1"), [projector, unnamed])
    }

    func testAWindowOnNoKnownMonitorIsTakenToBeOnTheFirst() {
        XCTAssertEqual(OutputMonitors.offered([laptop, projector], windowOn: nil), [projector])
        XCTAssertEqual(OutputMonitors.offered([laptop, projector], windowOn: "VGA-9"), [projector])
    }

    func testTheNameIsTheEDIDsWithTheConnectorOrTheConnectorAlone() {
        XCTAssertEqual(projector.name, "Epson EB-W49 (HDMI-1)")
        XCTAssertEqual(unnamed.name, "DP-2")
        XCTAssertEqual(OutputMonitor(connector: "DP-3", manufacturer: " ", model: "").name, "DP-3", "blank names")
        XCTAssertEqual(OutputMonitor(connector: "DP-4", model: "U2720Q").name, "U2720Q (DP-4)")
        XCTAssertEqual(OutputMonitor(connector: "DP-5", manufacturer: "Dell").name, "Dell (DP-5)")
    }

    func testAnOutputClosesWhenItsMonitorIsUnpluggedAndOnlyThen() {
        XCTAssertFalse(OutputMonitors.isGone("HDMI-1", from: [laptop, projector]))
        XCTAssertTrue(OutputMonitors.isGone("HDMI-1", from: [laptop]))
        XCTAssertTrue(OutputMonitors.isGone("HDMI-1", from: []))
    }
}
