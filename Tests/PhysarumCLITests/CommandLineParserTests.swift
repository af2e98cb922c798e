import PhysarumCore
import XCTest

@testable import PhysarumCLI

final class CommandLineParserTests: XCTestCase {
    private let commands = [
        CommandSpec(name: "params", summary: "List parameters", options: [OptionSpec("json", help: "JSON")]),
        CommandSpec(
            name: "render", summary: "Render", arguments: "FILE", maxPositionals: 1,
            options: [OptionSpec("size", kind: .value(placeholder: "N"), help: "Size")]),
        CommandSpec(name: "run", summary: "Start the app", options: [OptionSpec("host", help: "Host mode")]),
    ]

    func testRequests() throws {
        let parser = CommandLineParser(commands: commands)
        let rows: [(argv: [String], expected: CommandLineParser.Request, why: String)] = [
            ([], .help(command: nil), "no command and no default → help"),
            (["--help"], .help(command: nil), "--help"),
            (["-h"], .help(command: nil), "-h"),
            (["help"], .help(command: nil), "help"),
            (["help", "render"], .help(command: "render"), "help <command>"),
            (["--version"], .version, "--version"),
            (["params", "--help"], .help(command: "params"), "command --help"),
            (["params", "--json"], .run(command: "params", arguments: ParsedArguments(flags: ["json"])), "flag"),
            (
                ["render", "out.png", "--size=64"],
                .run(command: "render", arguments: ParsedArguments(values: ["size": "64"], positionals: ["out.png"])),
                "values"
            ),
        ]
        for row in rows { XCTAssertEqual(try parser.parse(row.argv), row.expected, row.why) }
    }

    func testDefaultCommand() throws {
        let parser = CommandLineParser(commands: commands, defaultCommand: "run")
        XCTAssertEqual(try parser.parse([]), .run(command: "run", arguments: ParsedArguments()))
        XCTAssertEqual(
            try parser.parse(["--host"]), .run(command: "run", arguments: ParsedArguments(flags: ["host"])),
            "the default command's options work without naming it")
        XCTAssertEqual(try parser.parse(["--help"]), .help(command: nil), "global help still wins")
        XCTAssertThrowsError(try parser.parse(["--bogus"])) { error in
            XCTAssertEqual(error as? UsageError, UsageError(command: "run", .unknownOption("--bogus")))
        }
    }

    /// `physarum FILE…` (a desktop file's Exec=physarum %F) opens the files with the default
    /// command when it takes files; a bare word stays an unknown command.
    func testFilesGoToTheDefaultCommandWhenItTakesThem() throws {
        let window = CommandSpec(
            name: "window", summary: "Window", arguments: "[FILE…]", maxPositionals: 8,
            options: [OptionSpec("fullscreen", help: "Fullscreen")])
        let parser = CommandLineParser(commands: commands + [window], defaultCommand: "window")
        for argv in [["shared.physarum"], ["/tmp/a", "b.physarum"], ["./x", "--fullscreen"]] {
            let expected = ParsedArguments(
                flags: argv.contains("--fullscreen") ? ["fullscreen"] : [],
                positionals: argv.filter { !$0.hasPrefix("-") })
            XCTAssertEqual(try parser.parse(argv), .run(command: "window", arguments: expected), "\(argv)")
        }
        XCTAssertThrowsError(try parser.parse(["frob"])) {
            XCTAssertEqual($0 as? UsageError, UsageError(command: nil, .unknownCommand("frob")), "a word is a command")
        }
        let noFiles = CommandLineParser(commands: commands, defaultCommand: "run")
        XCTAssertThrowsError(try noFiles.parse(["x.physarum"]), "a default command without files takes none") {
            XCTAssertEqual($0 as? UsageError, UsageError(command: nil, .unknownCommand("x.physarum")))
        }
        XCTAssertTrue(CommandLineParser.isPath("a.physarum"))
        XCTAssertTrue(CommandLineParser.isPath("dir/file"))
        XCTAssertFalse(CommandLineParser.isPath("render"))
    }

    func testUsageErrors() {
        let parser = CommandLineParser(commands: commands)
        let rows: [(argv: [String], error: UsageError, why: String)] = [
            (["frob"], UsageError(command: nil, .unknownCommand("frob")), "unknown command"),
            (["--frob"], UsageError(command: nil, .unknownOption("--frob")), "unknown top-level option"),
            (["params", "--yaml"], UsageError(command: "params", .unknownOption("--yaml")), "unknown command option"),
            (["params", "extra"], UsageError(command: "params", .unexpectedArgument("extra")), "stray argument"),
            (["render", "--size"], UsageError(command: "render", .missingValue(option: "size")), "missing value"),
            (["help", "frob"], UsageError(command: nil, .unknownCommand("frob")), "help for an unknown command"),
            (["--version", "x"], UsageError(command: nil, .unexpectedArgument("x")), "--version takes nothing"),
        ]
        for row in rows {
            XCTAssertThrowsError(try parser.parse(row.argv), row.why) { error in
                XCTAssertEqual(error as? UsageError, row.error, row.why)
            }
        }
    }

    func testHelpListsEveryCommandAndOption() {
        let help = HelpFormatter(program: "physarum")
        let overview = help.overview(commands: commands, defaultCommand: nil)
        for command in commands { XCTAssertTrue(overview.contains("  \(command.name)"), command.name) }
        XCTAssertTrue(overview.contains("--version"))
        XCTAssertTrue(overview.contains(AppVersion.string))
        let renderHelp = help.help(for: commands[1])
        XCTAssertTrue(renderHelp.hasPrefix("Usage: physarum render [options] FILE\n"), renderHelp)
        XCTAssertTrue(renderHelp.contains("--size N"))
        XCTAssertTrue(renderHelp.contains("-h, --help"))
    }

    func testListingsHaveTheDocumentedKeys() throws {
        let params = try JSONSerialization.jsonObject(with: Data(try ParamListing.json().utf8)) as? [[String: Any]]
        XCTAssertEqual(params?.count, 45)
        for object in params ?? [] { XCTAssertEqual(Set(object.keys), ParamListing.keys) }
        let preset = Preset(id: "x", name: "X", tag: RGBColor(hex: "#010203")!, params: PresetParams(), isBuiltin: true)
        let presets =
            try JSONSerialization.jsonObject(with: Data(try PresetListing.json([preset]).utf8)) as? [[String: Any]]
        XCTAssertEqual(presets?.first?["tag"] as? String, "#010203")
        XCTAssertEqual(presets?.first?["builtin"] as? Bool, true)
        XCTAssertEqual(Set(presets?.first?.keys ?? [:].keys), PresetListing.keys)
    }
}
