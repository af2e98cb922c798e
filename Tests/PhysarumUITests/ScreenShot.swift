import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

/// The X screen as ImageMagick's `import` sees it (what a person would see), for tests that must
/// check what is drawn on top of what. The window sits at the origin (Xvfb, no window manager).
/// The picture is a file in a temporary folder of its own, removed when the shot is released.
final class ScreenShot {
    private let folder: TemporaryDirectory
    let file: URL

    /// Captures the whole screen now.
    init() throws {
        guard getenv("DISPLAY") != nil else { throw XCTSkip("no X display to capture") }
        folder = try TemporaryDirectory("shot")
        file = folder.appending("screen.png")
        let status = (try? ChildProcess.run("import", ["-window", "root", file.path]))?.status ?? -1
        guard status == 0 else {
            throw NSError(
                domain: "ScreenShot", code: Int(status),
                userInfo: [
                    NSLocalizedDescriptionKey: "import -window root failed (ImageMagick: `make test-deps` installs it)"
                ])
        }
    }

    deinit { folder.remove() }

    /// A shot of the screen once `rect` has stopped changing: two shots a moment apart (the main
    /// loop running between them) that agree in every pixel of it, or the last after `timeout`
    /// seconds. A loaded machine may not yet show the frame a test has just asked for.
    @MainActor
    static func steady(in rect: (x: Double, y: Double, width: Double, height: Double), timeout: Double = 3) throws
        -> ScreenShot
    {
        var shot = try ScreenShot()
        let deadline = MainLoop.monotonicSeconds + timeout
        while MainLoop.monotonicSeconds < deadline {
            MainLoop.run(until: { false }, timeout: 0.1)
            let next = try ScreenShot()
            defer { shot = next }
            if next.largestDifference(from: shot, in: rect) == 0 { break }
        }
        return shot
    }

    /// The brightest pixel's grey level (0 black … 1 white) in `rect` (screen pixels).
    func brightest(in rect: (x: Double, y: Double, width: Double, height: Double)) -> Double {
        let geometry = "\(Int(rect.width))x\(Int(rect.height))+\(Int(rect.x))+\(Int(rect.y))"
        let result = try? ChildProcess.run(
            "convert",
            [file.path, "-crop", geometry, "+repage", "-colorspace", "Gray", "-format", "%[fx:maxima]", "info:"])
        return Double(result?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? -1
    }

    /// The colour of the pixel at (`x`, `y`) (screen pixels), components 0…1; nil if unreadable.
    func color(atX x: Int, y: Int) -> RGBColor? {
        let said = try? ChildProcess.run("convert", [file.path, "-format", "%[hex:p{\(x),\(y)}]", "info:"])
        let hex = said?.stdout.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return RGBColor(hex: String(hex.prefix(6)))
    }

    /// The largest difference of one colour channel (0 same … 1 black against white) between
    /// this shot and `other` in `rect` (screen pixels).
    func largestDifference(from other: ScreenShot, in rect: (x: Double, y: Double, width: Double, height: Double))
        -> Double
    {
        let geometry = "\(Int(rect.width))x\(Int(rect.height))+\(Int(rect.x))+\(Int(rect.y))"
        // `compare` prints "absolute (normalised)" on standard error and exits 1 when they differ.
        let said =
            (try? ChildProcess.run(
                "compare",
                [
                    "-metric", "PAE", "(", file.path, "-crop", geometry, "+repage", ")",
                    "(", other.file.path, "-crop", geometry, "+repage", ")", "null:",
                ]))?.stderr ?? ""
        guard let open = said.firstIndex(of: "("), let close = said.firstIndex(of: ")") else { return -1 }
        return Double(said[said.index(after: open)..<close]) ?? -1
    }
}
