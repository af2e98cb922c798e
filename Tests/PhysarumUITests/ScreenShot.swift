import Foundation
import XCTest

/// The X screen as ImageMagick's `import` sees it (what a person would see), for tests that must
/// check what is drawn on top of what. The window sits at the origin (Xvfb, no window manager).
struct ScreenShot {
    let file: URL

    /// Captures the whole screen now.
    init() throws {
        guard getenv("DISPLAY") != nil else { throw XCTSkip("no X display to capture") }
        file = FileManager.default.temporaryDirectory.appendingPathComponent("physarum-shot-\(UUID().uuidString).png")
        let status = Self.run(["import", "-window", "root", file.path]).status
        guard status == 0 else {
            throw NSError(
                domain: "ScreenShot", code: Int(status),
                userInfo: [
                    NSLocalizedDescriptionKey: "import -window root failed (ImageMagick: scripts/install-deps.sh test)"
                ])
        }
    }

    /// The brightest pixel's grey level (0 black … 1 white) in `rect` (screen pixels).
    func brightest(in rect: (x: Double, y: Double, width: Double, height: Double)) -> Double {
        let geometry = "\(Int(rect.width))x\(Int(rect.height))+\(Int(rect.x))+\(Int(rect.y))"
        let result = Self.run([
            "convert", file.path, "-crop", geometry, "+repage", "-colorspace", "Gray", "-format", "%[fx:maxima]",
            "info:",
        ])
        return Double(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    /// The largest difference of one colour channel (0 same … 1 black against white) between
    /// this shot and `other` in `rect` (screen pixels).
    func largestDifference(from other: ScreenShot, in rect: (x: Double, y: Double, width: Double, height: Double))
        -> Double
    {
        let geometry = "\(Int(rect.width))x\(Int(rect.height))+\(Int(rect.x))+\(Int(rect.y))"
        // `compare` prints "absolute (normalised)" on standard error and exits 1 when they differ.
        let result = Self.run(
            [
                "compare", "-metric", "PAE", "(", file.path, "-crop", geometry, "+repage", ")",
                "(", other.file.path, "-crop", geometry, "+repage", ")", "null:",
            ], errorToo: true)
        guard let open = result.output.firstIndex(of: "("), let close = result.output.firstIndex(of: ")") else {
            return -1
        }
        return Double(result.output[result.output.index(after: open)..<close]) ?? -1
    }

    /// Runs a tool found on PATH and returns its status and standard output (and error, if asked).
    static func run(_ arguments: [String], errorToo: Bool = false) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        if errorToo { process.standardError = pipe }
        guard (try? process.run()) != nil else { return (-1, "") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
