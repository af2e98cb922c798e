import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// The header fits the window at every width, in English and German: the window controls lie
/// inside the window (the close button can be clicked), and the preset's name keeps room to be
/// read — with every optional button offered (listening, remote control).
final class HeaderBarTests: XCTestCase {
    /// 360 (the smallest window) to 1400, in steps fine enough to land between any two breakpoints.
    static let widths =
        Array(stride(from: 360, through: 1400, by: 20)) + [599, 600, 601, 639, 640, 641]
        + [-1, 0, 1].map { Int(compactHeaderWidthBreakpoint) + $0 }

    func testTheHeaderFitsAtEveryWidthInEnglish() throws {
        try checkFit(german: false)
    }

    func testTheHeaderFitsAtEveryWidthInGerman() throws {
        try checkFit(german: true)
    }

    private func checkFit(german: Bool) throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let restore = german ? try TranslationCoverageTests.speakGerman() : {}
            defer { restore() }
            let networking = FakeRemoteNetworking()
            let folder = try TemporaryDirectory("header")
            defer { folder.remove() }
            let window = try UITestSupport.openWindow(
                width: 1280, height: 720,
                TestWindowOptions(remote: networking.windowOptions(directory: folder.url)))
            defer { UITestSupport.close(window) }
            window.header.offerAudio(menu: Menu())
            // A name of ordinary length (Chase's is five letters): it must show whole or nearly so.
            _ = window.state.select("three-colonies")
            for width in Self.widths.sorted() {
                UITestSupport.resize(window, width: width, height: 720)
                MainLoop.run(until: { false }, timeout: 0.05)
                checkHeader(window, width: width, language: german ? "de" : "en")
            }
            // Recording, the record button shows the clip's length ("10:07", wider than its icon):
            // the window controls still fit, and the name keeps at least the compact header's room.
            window.header.setRecording(true)
            window.header.showRecordingTime("10:07")
            for width in Self.widths.filter({ $0 % 40 == 0 || abs($0 - Int(compactHeaderWidthBreakpoint)) <= 1 })
                .sorted(by: >)
            {
                UITestSupport.resize(window, width: width, height: 720)
                MainLoop.run(until: { false }, timeout: 0.05)
                checkHeader(window, width: width, language: (german ? "de" : "en") + ", recording", recording: true)
            }
            window.header.setRecording(false)
        }
    }

    @MainActor
    private func checkHeader(_ window: MainWindow, width: Int, language: String, recording: Bool = false) {
        let header = window.header
        let where_ = "\(language), \(width) px"
        guard let controls = header.windowControls.bounds(in: window.window) else {
            return XCTFail("\(where_): the window controls have no place")
        }
        XCTAssertGreaterThan(controls.width, 0, "\(where_): the window controls show")
        XCTAssertLessThanOrEqual(
            controls.x + controls.width, Double(width), "\(where_): the window controls lie inside the window")
        XCTAssertGreaterThanOrEqual(controls.x, 0, where_)
        let name = header.presetName
        let natural = name.measure(horizontal: true).natural
        let minimum =
            header.isCompact || recording ? HeaderBar.minimumCompactNameWidth : HeaderBar.minimumNameWidth
        let room = min(natural, minimum)
        XCTAssertGreaterThanOrEqual(
            name.width, room,
            "\(where_): the preset's name \"\(name.text)\" has \(name.width) px of the \(room) it needs"
                + " (compact: \(header.isCompact))")
        XCTAssertEqual(header.isCompact, headerIsCompact(width: Double(width)), "\(where_): the header's mode")
    }
}
