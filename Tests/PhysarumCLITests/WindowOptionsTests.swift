import XCTest

@testable import PhysarumCLI

/// Which starts of `physarum [window]` join a window that is open already.
final class WindowOptionsTests: XCTestCase {
    private func window(_ arguments: [String]) throws -> WindowOptions {
        try WindowOptions(ArgumentScanner(options: WindowOptions.specs, maxPositionals: 64).scan(arguments))
    }

    func testTheDesktopsStartsJoinTheRunningWindow() throws {
        XCTAssertTrue(try window([]).sharesRunningWindow, "physarum")
        let files = try window(["a.physarum", "/tmp/b.physarum"])
        XCTAssertTrue(files.sharesRunningWindow, "physarum FILE… (Exec=physarum %F)")
        XCTAssertEqual(files.files, ["a.physarum", "/tmp/b.physarum"])
    }

    func testEveryOptionAsksForAWindowOfItsOwn() throws {
        let values = ["preset": "chase", "backend": "cpu", "port": "5000", "name": "Den", "pairing-code": "042917"]
        XCTAssertEqual(
            Set(WindowOptions.specs.filter(\.takesValue).map(\.name)), Set(values.keys), "a value for each option")
        var refused: [String] = []
        for spec in WindowOptions.specs {
            let arguments = ["--" + spec.name] + (spec.takesValue ? [values[spec.name] ?? ""] : []) + ["a.physarum"]
            // An option that needs another (--port without --host) is refused: no window at all.
            guard let options = try? window(arguments) else {
                refused.append(spec.name)
                continue
            }
            XCTAssertFalse(options.sharesRunningWindow, "\(arguments)")
        }
        XCTAssertEqual(Set(refused), ["port", "name", "windowed", "pairing-code"], "only --host's own options need it")
        XCTAssertFalse(try window(["--host", "--port", "5000"]).sharesRunningWindow)
    }
}
