import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumMedia

/// What `physarum record --formats --json` tells the GPU staging script: the element names read
/// off a pipeline description, each format's list covering every element its pipelines run (so
/// the list and the pipelines cannot drift apart), and the sound file's elements.
final class GStreamerRequirementsTests: XCTestCase {
    func testElementNamesAreTheFirstWordOfEachLinkWithoutCapsOrPadReferences() {
        XCTAssertEqual(
            GStreamer.elementNames(
                in: "filesrc name=file ! decodebin ! tee name=split split. ! queue ! audio/x-raw,rate=48000 "
                    + "! fakesink sync=false split. ! queue ! mpg123audiodec ! appsink name=pcm mux."),
            ["filesrc", "decodebin", "tee", "queue", "fakesink", "mpg123audiodec", "appsink"])
        XCTAssertEqual(GStreamer.elementNames(in: "a ! mux."), ["a"], "a pad reference alone is no element")
        XCTAssertEqual(GStreamer.elementNames(in: ""), [])
    }

    /// Every element of every pipeline a format's writer builds (headless and the window's, with
    /// and without sound) is in the list the staging reads.
    func testEachFormatsListCoversEveryPipelineItsWriterBuilds() {
        let requirements = GStreamer.requirements
        for format in ClipFormat.allCases {
            let listed = try? XCTUnwrap(requirements.formats.first { $0.format == format.fileExtension })
            for blocking in [true, false] {
                let description = GStreamerClipWriter.pipelineDescription(
                    format: format, width: 64, height: 48, framesPerSecond: 30, blocking: blocking)
                let absent = GStreamer.elementNames(in: description).filter { !(listed?.elements ?? []).contains($0) }
                XCTAssertEqual(absent, [], "\(format) (blocking \(blocking)): not listed")
            }
            for encoder in listed?.audioEncoders ?? [] {
                let branch = GStreamer.elementNames(in: GStreamerClipWriter.audioBranch(encoder: encoder))
                let absent = branch.filter { $0 != encoder && !requirements.audioFile.elements.contains($0) }
                XCTAssertEqual(absent, [], "\(format)'s sound branch with \(encoder): not listed")
            }
            XCTAssertFalse(listed?.audioEncoders.isEmpty ?? true, "\(format) names its sound encoders")
        }
    }

    func testTheSoundFilesElementsAreThoseOfItsPipelineAndTypeDetection() {
        let audio = GStreamer.requirements.audioFile
        for element in GStreamer.elementNames(in: GStreamerAudioFile.pipelineDescription) {
            XCTAssertTrue(audio.elements.contains(element), "\(element) is listed")
        }
        XCTAssertTrue(audio.elements.contains("typefind"), "decodebin makes a typefind")
        XCTAssertEqual(audio.plugins, ["typefindfunctions"], "whose detectors are a plugin of their own")
        XCTAssertTrue(audio.decoders.contains("wavparse"), "WAV, which every installation reads")
        XCTAssertEqual(Set(audio.elements).count, audio.elements.count, "each once")
        let encoders = Set(GStreamer.requirements.formats.flatMap(\.audioEncoders))
        XCTAssertTrue(encoders.isDisjoint(with: audio.elements), "encoders are the formats' own choice")
    }

    func testTheJSONRoundTripsAndNamesWhatIsMissingHere() throws {
        let requirements = GStreamer.requirements
        let decoded = try JSONDecoder().decode(
            GStreamerRequirements.self, from: JSONEncoder().encode(requirements))
        XCTAssertEqual(decoded, requirements)
        for format in requirements.formats {
            XCTAssertEqual(
                format.missing, format.elements.filter { !GStreamer.hasElement($0) }, "\(format.format): missing")
            XCTAssertEqual(format.audioEncoder, format.audioEncoders.first(where: GStreamer.hasElement))
        }
    }
}
