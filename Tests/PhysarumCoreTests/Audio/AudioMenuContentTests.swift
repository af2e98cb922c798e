import PhysarumCore
import XCTest

/// `AudioMenuContent`: what the audio menu lists for each state of the audio server.
final class AudioMenuContentTests: XCTestCase {
    private let microphone = AudioInput(id: "mic", name: "USB microphone", kind: .microphone)
    private let webcam = AudioInput(id: "cam", name: "Webcam", kind: .microphone)
    private let desktop = AudioInput(id: "monitor:out", name: "Monitor of Speakers", kind: .desktop)

    func testEachServerState() {
        let rows: [(server: Bool?, inputs: [AudioInput], choices: [AudioMenuContent.Choice], notice: String?)] = [
            (nil, [], [.off], tr("Looking for audio inputs…")),
            (false, [], [.off], tr("No audio server: listening needs PipeWire or PulseAudio")),
            (true, [], [.off], tr("No microphone or audio output found")),
            // Microphones first, then the desktop, whatever order the server lists them in.
            (true, [desktop, microphone, webcam], [.off, .input(microphone), .input(webcam), .input(desktop)], nil),
            (true, [desktop], [.off, .input(desktop)], nil),
        ]
        for row in rows {
            let menu = AudioMenuContent(hasAudioServer: row.server, inputs: row.inputs)
            XCTAssertEqual(menu.choices, row.choices, "\(String(describing: row.server)) \(row.inputs)")
            XCTAssertEqual(menu.notice, row.notice, "\(String(describing: row.server)) \(row.inputs)")
        }
    }

    func testLabelsAndTheButtonsName() {
        XCTAssertEqual(AudioMenuContent.label(of: .off), tr("Off"))
        XCTAssertEqual(
            AudioMenuContent.label(of: .input(desktop)), tr("What the desktop plays"), "not the monitor's name")
        XCTAssertEqual(AudioMenuContent.label(of: .input(microphone)), "USB microphone")
        XCTAssertEqual(AudioMenuContent.buttonName(listeningTo: nil), tr("Listening: off"))
        XCTAssertTrue(AudioMenuContent.buttonName(listeningTo: microphone).contains("USB microphone"))
        XCTAssertEqual(AudioMenuContent.buttonName(listeningTo: desktop), tr("Listening to what the desktop plays"))
    }

    func testListeningContinuesOnlyWhileTheInputIsThere() {
        XCTAssertEqual(AudioMenuContent.stillListening(to: microphone, among: [webcam, microphone]), microphone)
        XCTAssertNil(AudioMenuContent.stillListening(to: microphone, among: [webcam, desktop]), "unplugged: off")
        XCTAssertNil(AudioMenuContent.stillListening(to: nil, among: [microphone]), "off stays off")
    }
}
