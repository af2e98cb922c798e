import XCTest

@testable import PhysarumCore

/// F6 / Shift+F6: which regions there are, in which order, and where each key goes.
final class FocusRegionTests: XCTestCase {
    private let sections: [FocusRegion] = ParamSection.allCases.map { .editorSection($0) }

    func testTheOrderFollowsWhatTheWindowShows() {
        let rows: [(editor: Bool, library: Bool, expected: [FocusRegion])] = [
            // The start: the editor pane shown, the library closed.
            (true, false, [.header, .editorToolbar] + sections + [.player]),
            // The open library comes after the editor, before the player.
            (true, true, [.header, .editorToolbar] + sections + [.library, .player]),
            // A hidden editor (closed sheet, F9) has no regions.
            (false, false, [.header, .player]),
            (false, true, [.header, .library, .player]),
        ]
        for (editor, library, expected) in rows {
            XCTAssertEqual(
                FocusRegion.order(editorShown: editor, libraryOpen: library), expected,
                "editor \(editor), library \(library)")
        }
        XCTAssertEqual(
            sections,
            [
                .editorSection(.global), .editorSection(.species), .editorSection(.matrix),
                .editorSection(.pheromone), .editorSection(.dynamics), .editorSection(.effects),
            ],
            "the sections top to bottom, as the editor shows them")
    }

    func testF6MovesOnAndShiftF6BackWrappingAtBothEnds() {
        let regions = FocusRegion.order(editorShown: true, libraryOpen: true)
        let rows: [(from: FocusRegion?, forward: Bool, to: FocusRegion)] = [
            (.header, true, .editorToolbar),
            (.editorToolbar, true, .editorSection(.global)),
            (.editorSection(.global), true, .editorSection(.species)),
            (.editorSection(.effects), true, .library),
            (.library, true, .player),
            // Wraps: the last region's next is the first.
            (.player, true, .header),
            (.header, false, .player),
            (.editorSection(.species), false, .editorSection(.global)),
            (.editorToolbar, false, .header),
            (.library, false, .editorSection(.effects)),
            (.player, false, .library),
            // From nowhere (a popover): F6 starts at the first, Shift+F6 at the last.
            (nil, true, .header),
            (nil, false, .player),
        ]
        for (from, forward, to) in rows {
            XCTAssertEqual(
                FocusRegion.next(from: from, in: regions, forward: forward), to,
                "\(String(describing: from)) \(forward ? "F6" : "Shift+F6")")
        }
    }

    func testARegionThatWentAwayStartsOverAndEveryRegionIsVisitedOnce() {
        let closed = FocusRegion.order(editorShown: false, libraryOpen: false)
        // The focus sat in a section of an editor that is hidden now.
        XCTAssertEqual(FocusRegion.next(from: .editorSection(.matrix), in: closed, forward: true), .header)
        XCTAssertEqual(FocusRegion.next(from: .editorSection(.matrix), in: closed, forward: false), .player)
        XCTAssertNil(FocusRegion.next(from: .header, in: [], forward: true))
        // A full round in either direction visits each region once and comes back.
        let regions = FocusRegion.order(editorShown: true, libraryOpen: true)
        for forward in [true, false] {
            var seen: [FocusRegion] = []
            var at = FocusRegion.header
            for _ in regions {
                at = FocusRegion.next(from: at, in: regions, forward: forward) ?? .header
                seen.append(at)
            }
            XCTAssertEqual(Set(seen), Set(regions), forward ? "F6" : "Shift+F6")
            XCTAssertEqual(at, .header, "back where it began")
            XCTAssertEqual(seen.count, regions.count)
        }
    }
}
