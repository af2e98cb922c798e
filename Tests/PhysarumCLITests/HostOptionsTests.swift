import PhysarumCore
import XCTest

@testable import PhysarumCLI

/// `physarum --host [--port N] [--name NAME] [--windowed] [--pairing-code CODE]`.
final class HostOptionsTests: XCTestCase {
    private func window(_ arguments: [String]) throws -> WindowOptions {
        try WindowOptions(ArgumentScanner(options: WindowOptions.specs).scan(arguments))
    }

    func testHostOptionsParseAndDefault() throws {
        XCTAssertNil(try window([]).host)
        let plain = try XCTUnwrap(try window(["--host"]).host)
        XCTAssertEqual(plain.port, RemoteProtocol.defaultPort)
        XCTAssertNil(plain.name)
        XCTAssertFalse(plain.windowed)
        XCTAssertNil(plain.pairingCode)
        let full = try XCTUnwrap(
            try window([
                "--host", "--port", "5000", "--name", "Living room", "--windowed", "--pairing-code", "042917",
            ]).host)
        XCTAssertEqual(full.port, 5000)
        XCTAssertEqual(full.name, "Living room")
        XCTAssertTrue(full.windowed)
        XCTAssertEqual(full.pairingCode, "042917")
        XCTAssertEqual(try window(["--host", "--port", "1"]).host?.port, 1)
        XCTAssertEqual(try window(["--host", "--port", "65535"]).host?.port, 65_535)
    }

    func testBadHostOptionsSayWhatIsWrong() {
        let rows: [([String], String)] = [
            (["--host", "--port", "0"], "'--port'"),
            (["--host", "--port", "65536"], "'--port'"),
            (["--host", "--port", "http"], "'--port'"),
            (["--host", "--pairing-code", "12345"], "six digits"),
            (["--host", "--pairing-code", "abcdef"], "six digits"),
            (["--host", "--name", "   "], "'--name'"),
            (["--port", "5000"], "only together with --host"),
            (["--windowed"], "only together with --host"),
            (["--pairing-code", "123456"], "only together with --host"),
            (["--name", "x"], "only together with --host"),
        ]
        for (arguments, fragment) in rows {
            XCTAssertThrowsError(try window(arguments), "\(arguments)") { error in
                let message = (error as? ArgumentError)?.message ?? "\(error)"
                XCTAssertTrue(message.contains(fragment), "\(arguments): \(message)")
            }
        }
    }
}
