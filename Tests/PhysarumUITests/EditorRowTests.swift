import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The scalar rows: help (tooltip, popover), reset, typed values.
final class EditorRowTests: XCTestCase {
    /// Every one of the 45 parameters has a row whose tooltip, popover and ⓘ carry its help.
    func testEveryParameterHasARowWithItsHelp() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let editor = window.editor
            var checked: Set<ParamID> = []
            for descriptor in ParamRegistry.all {
                editor.speciesSwitcher.select(descriptor.species ?? 0)
                let row = try XCTUnwrap(editor.row(id: descriptor.id), "a row for \(descriptor.id)")
                XCTAssertFalse(descriptor.help.isEmpty)
                XCTAssertEqual(row.label.tooltip, descriptor.help, "label tooltip of \(descriptor.id)")
                XCTAssertEqual(row.scale.tooltip, descriptor.help, "slider tooltip of \(descriptor.id)")
                XCTAssertEqual(row.helpLabel.text, descriptor.help, "popover text of \(descriptor.id)")
                XCTAssertEqual(row.lockButton.isActive, false)
                if descriptor.matrixCell == nil {
                    XCTAssertNotNil(row.infoButton, "ⓘ on \(descriptor.id)")
                    row.infoButton?.click()
                } else {
                    row.showHelp()
                }
                XCTAssertTrue(MainLoop.run(until: { row.isHelpOpen }, timeout: 2), "help opens for \(descriptor.id)")
                row.helpPopover.popdown()
                XCTAssertTrue(MainLoop.run(until: { !row.isHelpOpen }, timeout: 2))
                checked.insert(descriptor.id)
            }
            XCTAssertEqual(checked.count, 45)
        }
    }

    /// A real click on the label opens the help after the double-click time; Esc closes it; a
    /// real double-click resets the value and leaves no popover.
    func testLabelClickShowsHelpAndDoubleClickResets() throws {
        try Pointer.require()
        try MainActor.assumeIsolated {
            let engine = RecordingEngine()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(engine: engine))
            // GTK ends a double-click when a timer of the double-click time fires on the main loop:
            // on a loaded machine the loop may run it before it reads the second click (two single
            // clicks). A longer time (a user's accessibility setting) keeps the two clicks one
            // double-click however late the loop runs; the rules are the same at any length.
            let desktopDoubleClick = window.window.doubleClickMilliseconds
            Gtk.setDoubleClickMilliseconds(Pointer.doubleClickMilliseconds)
            defer {
                Gtk.setDoubleClickMilliseconds(desktopDoubleClick)
                Pointer.park()
                UITestSupport.close(window)
            }
            let row = try XCTUnwrap(window.editor.row(id: .exposure))
            let label = try XCTUnwrap(Pointer.center(of: row.label, in: window))
            let helpDelay = Double(row.root.doubleClickMilliseconds) / 1000
            XCTAssertEqual(helpDelay, Double(Pointer.doubleClickMilliseconds) / 1000, "the row reads the setting")

            Pointer.click(label)
            XCTAssertTrue(
                MainLoop.run(until: { row.isHelpOpen }, timeout: helpDelay + 5), "a click on the label opens the help")
            Pointer.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !row.isHelpOpen }, timeout: 2), "Esc closes it")

            let preset = window.state.baseline.exposure
            row.scale.value = 3.1
            XCTAssertEqual(window.state.params.exposure, 3.1, accuracy: 1e-9)
            Pointer.click(label, count: 2)
            XCTAssertTrue(
                MainLoop.run(until: { window.state.params.exposure == preset }, timeout: 5),
                "a double-click resets to the preset's value")
            MainLoop.run(until: { false }, timeout: helpDelay + 0.3)
            XCTAssertFalse(row.isHelpOpen, "no popover after a double-click")
            XCTAssertEqual(engine.applied.last?.exposure, preset)
        }
    }

    /// Typing: Enter commits to the engine, text that is no number is refused with a hint,
    /// out-of-range input is clamped, Esc cancels.
    func testTypingAnExactValue() throws {
        try Pointer.require()
        try MainActor.assumeIsolated {
            let engine = RecordingEngine()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(engine: engine))
            defer { Pointer.park(); UITestSupport.close(window) }
            let row = try XCTUnwrap(window.editor.row(id: .decay))

            row.valueButton.click()
            XCTAssertTrue(row.isTyping)
            row.valueEntry.text = "0.925"
            row.valueEntry.activate()
            XCTAssertFalse(row.isTyping)
            XCTAssertEqual(engine.applied.last?.decay, 0.925)
            XCTAssertEqual(row.valueLabel.text, "0.925")

            row.valueButton.click()
            row.valueEntry.text = "much"
            row.valueEntry.activate()
            XCTAssertTrue(row.isTyping, "invalid text keeps the field open")
            XCTAssertTrue(row.hintLabel.isVisible)
            XCTAssertTrue(row.hintLabel.text.contains("number"), row.hintLabel.text)
            XCTAssertEqual(window.state.params.decay, 0.925, "nothing changed")

            row.valueEntry.text = "42"
            row.valueEntry.activate()
            let top = row.descriptor.range.upperBound
            XCTAssertEqual(engine.applied.last?.decay, top, "clamped to the top of the range")
            XCTAssertFalse(row.hintLabel.isVisible)

            row.valueButton.click()
            MainLoop.run(until: { row.valueEntry.hasFocus || false }, timeout: 1)
            row.valueEntry.text = "0.1"
            Pointer.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !row.isTyping }, timeout: 2), "Esc closes the field")
            XCTAssertEqual(window.state.params.decay, top, "and changes nothing")

            let agents = try XCTUnwrap(window.editor.row(id: .agents))
            agents.valueButton.click()
            agents.valueEntry.text = "12345.6"
            agents.valueEntry.activate()
            XCTAssertTrue(
                MainLoop.run(until: { engine.applied.last?.agents == 12346 }, timeout: 2),
                "integers round (the re-seed follows once the edit settles)")
            XCTAssertEqual(agents.valueLabel.text, "12 346")
        }
    }

    /// A matrix cell has no room for an ⓘ: F1 or ? on its slider (the cell's one Tab stop) opens
    /// the help, its label stays a named button for screen readers, and a pointer click on the
    /// label still opens the help.
    func testMatrixCellHelpOpensFromTheKeyboard() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            let cell = try XCTUnwrap(window.editor.row(id: .matrix(1, 2)))
            let button = try XCTUnwrap(cell.titleButton, "the cell's label is a button for screen readers")
            XCTAssertFalse(button.isFocusable, "no Tab stop of its own: the slider is the cell's stop")
            // Keys go to the window under the pointer (Xvfb has no window manager): the player.
            Pointer.xdotool(["mousemove", "200", "400"])
            for key in ["F1", "question"] {
                XCTAssertTrue(cell.scale.grabFocus(), "the cell's slider takes the focus")
                Pointer.key(key)
                XCTAssertTrue(MainLoop.run(until: { cell.isHelpOpen }, timeout: 3), "\(key) opens the help")
                XCTAssertEqual(cell.helpLabel.text, cell.descriptor.help)
                Pointer.key("Escape")
                XCTAssertTrue(MainLoop.run(until: { !cell.isHelpOpen }, timeout: 2), "Esc closes it")
            }
            _ = window.editor.scrollIntoView(cell.root)
            MainLoop.run(until: { false }, timeout: 0.2)
            let label = try XCTUnwrap(Pointer.center(of: cell.label, in: window))
            Pointer.click(label)
            XCTAssertTrue(MainLoop.run(until: { cell.isHelpOpen }, timeout: 3), "a click on the label still opens it")
            Pointer.key("Escape")
            XCTAssertTrue(MainLoop.run(until: { !cell.isHelpOpen }, timeout: 2))
        }
    }
}
