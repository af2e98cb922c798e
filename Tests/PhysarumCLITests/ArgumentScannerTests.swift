import PhysarumCore
import XCTest

@testable import PhysarumCLI

final class ArgumentScannerTests: XCTestCase {
    private let scanner = ArgumentScanner(
        options: [
            OptionSpec("json", help: "JSON"),
            OptionSpec("size", short: "s", kind: .value(placeholder: "N"), help: "Size"),
            OptionSpec("out", kind: .value(placeholder: "FILE"), help: "Output"),
            .help,
        ],
        maxPositionals: 1)

    func testAcceptedForms() throws {
        let rows: [(args: [String], expected: ParsedArguments, why: String)] = [
            ([], ParsedArguments(), "nothing"),
            (["--json"], ParsedArguments(flags: ["json"]), "a flag"),
            (["--size", "720"], ParsedArguments(values: ["size": "720"]), "--key value"),
            (["--size=720"], ParsedArguments(values: ["size": "720"]), "--key=value"),
            (["-s", "720"], ParsedArguments(values: ["size": "720"]), "short alias"),
            (["--size", "-5"], ParsedArguments(values: ["size": "-5"]), "a negative number is a value"),
            (["--out="], ParsedArguments(values: ["out": ""]), "an explicitly empty value"),
            (["--size", "1", "--size", "2"], ParsedArguments(values: ["size": "2"]), "the last one wins"),
            (
                ["file.json", "--json"], ParsedArguments(flags: ["json"], positionals: ["file.json"]),
                "positional first"
            ),
            (["--", "--json"], ParsedArguments(positionals: ["--json"]), "after -- everything is positional"),
            (["-"], ParsedArguments(positionals: ["-"]), "a lone dash is positional (stdin)"),
            (["-h"], ParsedArguments(flags: ["help"]), "-h"),
        ]
        for row in rows { XCTAssertEqual(try scanner.scan(row.args), row.expected, row.why) }
    }

    func testErrors() {
        let rows: [(args: [String], error: ArgumentError, why: String)] = [
            (["--bogus"], .unknownOption("--bogus"), "unknown long option"),
            (["--bogus=1"], .unknownOption("--bogus"), "unknown with a value"),
            (["-x"], .unknownOption("-x"), "unknown short option"),
            (["-sj"], .unknownOption("-sj"), "bundled short options are not supported"),
            (["--size"], .missingValue(option: "size"), "value missing at the end"),
            (["--size", "--json"], .missingValue(option: "size"), "an option is not a value"),
            (["--json=yes"], .unexpectedValue(option: "json"), "a flag with a value"),
            (["a", "b"], .unexpectedArgument("b"), "one positional too many"),
        ]
        for row in rows {
            XCTAssertThrowsError(try scanner.scan(row.args), row.why) { error in
                XCTAssertEqual(error as? ArgumentError, row.error, row.why)
            }
        }
    }

    func testTypedValues() throws {
        let parsed = try scanner.scan(["--size", "720", "--out", "x"])
        XCTAssertEqual(try parsed.integer("size", in: 64...4096), 720)
        XCTAssertNil(try parsed.integer("missing", in: 0...1))
        XCTAssertThrowsError(try parsed.integer("size", in: 1...10)) { error in
            XCTAssertEqual(
                error as? ArgumentError,
                .invalidValue(option: "size", value: "720", expected: "a whole number from 1 to 10"))
        }
        XCTAssertThrowsError(try parsed.integer("out", in: 0...9))
        XCTAssertThrowsError(try (try scanner.scan(["--size=nan"])).number("size", in: 0...1), "NaN is refused")
        XCTAssertEqual(try (try scanner.scan(["--out=ring"])).choice("out", of: SpawnPattern.self), .ring)
        XCTAssertThrowsError(try (try scanner.scan(["--out=spiral"])).choice("out", of: SpawnPattern.self))
    }

    func testMessagesNameTheProblem() {
        let rows: [(error: ArgumentError, text: String)] = [
            (.unknownOption("--bogus"), "unknown option '--bogus'"),
            (.unknownCommand("frob"), "unknown command 'frob'"),
            (.missingValue(option: "size"), "option '--size' needs a value"),
        ]
        for row in rows { XCTAssertEqual(row.error.message, row.text) }
        XCTAssertEqual(
            UsageError(command: "params", .unknownOption("--x")).message(program: "physarum"),
            "physarum params: unknown option '--x'\nTry 'physarum params --help' for more information.")
    }
}
