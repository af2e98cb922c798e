import Foundation
import PhysarumCore
import XCTest

/// A pointer lands where the picture shows that cell: the inverse of the viewport's aspect-fill
/// crop (GL's bottom-left pixels, the longer side spanning the field) and of the kaleidoscope's
/// fold, for any size, both aspects and any HiDPI scale.
final class PointerMappingTests: XCTestCase {
    /// (x, y, width, height, field) → field point, read off the picture's own rule.
    func testTheTableOfSizesAndAspects() {
        let table: [(x: Double, y: Double, w: Double, h: Double, field: Int, expected: FieldPoint, why: String)] = [
            (640, 400, 1280, 800, 1024, FieldPoint(x: 512, y: 512), "landscape centre"),
            (0, 0, 1280, 800, 1024, FieldPoint(x: 0, y: 832), "landscape top-left: the crop's top row"),
            (0, 800, 1280, 800, 1024, FieldPoint(x: 0, y: 192), "landscape bottom-left"),
            (1280, 400, 1280, 800, 1024, FieldPoint(x: 1024, y: 512), "landscape right edge"),
            (400, 640, 800, 1280, 1024, FieldPoint(x: 512, y: 512), "portrait centre"),
            (0, 0, 800, 1280, 1024, FieldPoint(x: 192, y: 1024), "portrait top-left: the crop's left column"),
            (800, 1280, 800, 1280, 1024, FieldPoint(x: 832, y: 0), "portrait bottom-right"),
            (180, 360, 360, 720, 720, FieldPoint(x: 360, y: 360), "narrow phone centre"),
            (0, 0, 500, 500, 720, FieldPoint(x: 0, y: 720), "square top-left"),
        ]
        for row in table {
            let point = PointerMapping.fieldPoint(x: row.x, y: row.y, width: row.w, height: row.h, fieldSize: row.field)
            XCTAssertEqual(point.x, row.expected.x, accuracy: 1e-9, row.why)
            XCTAssertEqual(point.y, row.expected.y, accuracy: 1e-9, row.why)
        }
    }

    /// The picture maps device pixels; GTK gives logical ones. At scale 2 a logical pixel is two
    /// device pixels and so is the viewport: the same field point.
    func testTheHiDPIScaleCancels() {
        for scale in [1.0, 2.0, 3.0] {
            for (x, y) in [(0.0, 0.0), (123.0, 456.0), (1279.0, 799.0)] {
                // The renderer's own rule in device pixels, GL's bottom-left origin.
                let viewport = (1280 * scale, 800 * scale)
                let frag = (x * scale, (800 - y) * scale)
                let u = (frag.0 - 0.5 * viewport.0) / max(viewport.0, viewport.1) + 0.5
                let v = (frag.1 - 0.5 * viewport.1) / max(viewport.0, viewport.1) + 0.5
                let point = PointerMapping.fieldPoint(x: x, y: y, width: 1280, height: 800, fieldSize: 1024)
                XCTAssertEqual(point.x, u * 1024, accuracy: 1e-9, "scale \(scale)")
                XCTAssertEqual(point.y, v * 1024, accuracy: 1e-9, "scale \(scale)")
            }
        }
    }

    /// With the kaleidoscope on, every copy of a spot the user sees maps to the one place in the
    /// first segment that the picture shows there.
    func testTheKaleidoscopeFoldsEveryCopyIntoTheFirstSegment() {
        let axes = 6
        let segment = Double.pi / Double(axes)
        let radius = 0.2, inside = segment * 0.3
        let expected = FieldPoint(x: (0.5 + radius * cos(inside)) * 1000, y: (0.5 + radius * sin(inside)) * 1000)
        // On a 1000×1000 player uv = (x / 1000, 1 − y / 1000).
        for copy in 0..<axes {
            for mirrored in [false, true] {
                let angle = 2 * segment * Double(copy) + (mirrored ? -inside : inside)
                let u = 0.5 + radius * cos(angle), v = 0.5 + radius * sin(angle)
                let point = PointerMapping.fieldPoint(
                    x: u * 1000, y: (1 - v) * 1000, width: 1000, height: 1000, fieldSize: 1000, kaleidoscope: axes)
                XCTAssertEqual(point.x, expected.x, accuracy: 1e-6, "copy \(copy), mirrored \(mirrored)")
                XCTAssertEqual(point.y, expected.y, accuracy: 1e-6, "copy \(copy), mirrored \(mirrored)")
            }
        }
        let off = PointerMapping.fieldPoint(x: 900, y: 100, width: 1000, height: 1000, fieldSize: 1000)
        XCTAssertEqual(off, FieldPoint(x: 900, y: 900), "off: no fold")
    }

    func testABrushsScreenSizeInCells() {
        XCTAssertEqual(PointerMapping.cells(pixels: 40, width: 1280, height: 800, fieldSize: 1024), 32)
        XCTAssertEqual(PointerMapping.cells(pixels: 40, width: 800, height: 1280, fieldSize: 1024), 32, "either aspect")
        XCTAssertEqual(PointerMapping.cells(pixels: 0, width: 800, height: 1280, fieldSize: 1024), 0)
    }
}
