import Foundation
import GtkKit
import PhysarumCore

/// What the window captures of its picture: clips (Ctrl+R, the header's record button: WebM at
/// the player's size and 30 fps into Videos, the button showing the clip's length) and snapshots
/// (Ctrl+E, the camera: the frame rendered again at the window's size or a chosen one up to 8K,
/// saved as PNG through the desktop's save dialog). Files are finished off the main thread and a
/// toast offers to open them.
@MainActor
final class CaptureController {
    /// Frames per second of window clips.
    static let clipFramesPerSecond = 30
    /// How often a recording looks for its encoder's failure. A failed encoder takes no frames,
    /// so its backlog stays and would hold the window's frames until the user stopped.
    static let encoderCheckMilliseconds: UInt32 = 250

    private let player: PlayerView
    private let header: HeaderBar
    private let toast: Toast
    /// The window dialogs are transient for and files are shown from.
    private let window: Window
    private let makeClipWriter: ClipWriterFactory?
    /// The running preset's name, for default file names (nil: none runs).
    private let presetName: () -> String?
    /// The clip being recorded, if any.
    private(set) var recording: WindowRecording?
    /// While recording: stops the recording when its encoder fails.
    private var encoderCheck: MainLoopSource?
    /// The open snapshot save dialog (kept alive while it shows).
    private(set) var snapshotChooser: FileChooser?

    init(
        player: PlayerView, header: HeaderBar, toast: Toast, window: Window, makeClipWriter: ClipWriterFactory?,
        presetName: @escaping () -> String?
    ) {
        self.player = player
        self.header = header
        self.toast = toast
        self.window = window
        self.makeClipWriter = makeClipWriter
        self.presetName = presetName
    }

    // MARK: - Clips

    func toggleRecording() {
        if recording == nil { startRecording() } else { stopRecording() }
    }

    /// Starts recording to `path` (default: Videos/<preset> <time>.webm).
    func startRecording(to path: String? = nil) {
        guard recording == nil else { return }
        guard let makeClipWriter else { return toast.show(tr("This window cannot record clips."), isError: true) }
        guard player.isRealized, player.renderedFrames > 0 else {
            return toast.show(tr("There is no picture to record yet."), isError: true)
        }
        let target =
            path
            ?? URL(fileURLWithPath: UserFolders.captureFolder(.videos))
            .appendingPathComponent(suggestedName(fileExtension: ClipFormat.webm.fileExtension)).path
        let format = ClipFormat(path: target) ?? .webm
        let size = WindowRecording.clipSize(width: player.framebuffer.width, height: player.framebuffer.height)
        let writer: ClipWriter
        do {
            writer = try makeClipWriter(target, format, size.width, size.height, Self.clipFramesPerSecond)
        } catch {
            Log.error("record: \(error)")
            return toast.show(tr("Recording could not start: {error}", ["error": "\(error)"]), isError: true)
        }
        let recording = WindowRecording(
            writer: writer, url: URL(fileURLWithPath: target),
            timing: ClipTiming(framesPerSecond: Self.clipFramesPerSecond, simSpeed: player.params.simSpeed))
        self.recording = recording
        // A clip has one size: when the player's changes (the editor opens, the window is
        // resized) the engine draws clip frames at the clip's size instead.
        player.onFrameRendered = { [weak self] steps in
            guard let self, let recording = self.recording else { return }
            recording.frameRendered(steps: steps, engine: self.player.engine)
            // Not inside the frame: changing a widget while GTK draws one is a warning.
            let text = Self.clipTimeText(recording.clipSeconds)
            if text != recording.shownTime {
                recording.shownTime = text
                MainLoop.callOnMain { [weak self] in
                    if self?.recording === recording { self?.header.showRecordingTime(text) }
                }
            }
        }
        // Waits for the encoder rather than dropping its frames (a clip must not skip).
        player.holdsFrame = { [weak writer] in
            writer?.holdsFrames ?? false
        }
        header.setRecording(true)
        encoderCheck = MainLoopSource.timeout(milliseconds: Self.encoderCheckMilliseconds) { [weak self] in
            guard let self, self.recording === recording else { return false }
            if recording.writer.failure != nil { self.stopRecording() }  // its toast says why
            return self.recording === recording
        }
    }

    /// Stops recording: the last frame goes to the encoder, the file is finished off the main
    /// thread (on the main one when `waiting`: the window is closing), then a toast says where it
    /// is. `completion` gets the file or the error.
    func stopRecording(waiting: Bool = false, completion: ((Result<URL, Error>) -> Void)? = nil) {
        guard let recording else { return }
        self.recording = nil
        player.onFrameRendered = nil
        player.holdsFrame = nil
        if player.isRealized {
            player.glArea.makeCurrent()
            recording.takePending(engine: player.engine)
        }
        header.setRecording(false)
        let writer = recording.writer, url = recording.url, shortClip = recording.shortClip
        if waiting {
            let (result, remains) = WindowRecording.finish(writer, url: url)
            return recordingFinished(result, remains: remains, url: url, shortClip: shortClip, completion: completion)
        }
        Thread.detachNewThread {
            let (result, remains) = WindowRecording.finish(writer, url: url)
            MainLoop.callOnMain { [weak self] in
                self?.recordingFinished(
                    result, remains: remains, url: url, shortClip: shortClip, completion: completion)
            }
        }
    }

    private func recordingFinished(
        _ result: Result<URL, Error>, remains: ClipRemains?, url: URL, shortClip: (clip: Double, ran: Double)?,
        completion: ((Result<URL, Error>) -> Void)?
    ) {
        switch result {
        case .success:
            toast.show(savedMessage(Self.savedClipText(shortClip), url), actionTitle: tr("Open")) { [weak self] in
                self?.show(url)
            }
        case .failure(let error as ClipWithoutFrames):
            Log.error("record: \(error.description)")
            toast.show(error.description, isError: true)
        case .failure(let error):
            Log.error("record: \(error)")
            if remains?.keptPartialFile == true {
                toast.show(
                    tr(
                        "The clip is cut short: {error} What was recorded before is in {path}.",
                        ["error": "\(error)", "path": UserFolders.displayPath(url.path)]),
                    isError: true, actionTitle: tr("Open")
                ) { [weak self] in self?.show(url) }
            } else {
                toast.show(tr("The clip could not be saved: {error}", ["error": "\(error)"]), isError: true)
            }
        }
        completion?(result)
    }

    /// "m:ss" of a clip's length.
    /// The saved toast's words (`{path}` left to fill): for a clip shorter than the time it ran,
    /// also why — a user who recorded 6 s and got 1.7 s otherwise thinks frames were lost.
    static func savedClipText(_ shortClip: (clip: Double, ran: Double)?) -> String {
        guard let shortClip else { return tr("Saved the clip to {path}.") }
        return tr(
            "Saved the clip to {path}. It lasts {clip}, not {ran}: a clip keeps the simulation's pace, "
                + "and this machine ran the simulation slower than real time.",
            ["clip": seconds(shortClip.clip), "ran": seconds(shortClip.ran), "path": "{path}"])
    }

    /// "1.7 s".
    private static func seconds(_ value: Double) -> String {
        tr("{seconds} s", ["seconds": String(format: "%.1f", value)])
    }

    static func clipTimeText(_ seconds: Double) -> String {
        let whole = Int(seconds)
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }

    // MARK: - Snapshots

    /// Opens the save dialog: a default name (preset and time) in Pictures and a size choice.
    func chooseSnapshot() {
        let sizes = SnapshotSize.choices(windowWidth: player.framebuffer.width, windowHeight: player.framebuffer.height)
        let chooser = FileChooser(
            title: tr("Save a snapshot"), mode: .save, transientFor: window, acceptLabel: tr("Save")
        ) {
            [weak self] path in
            guard let self else { return }
            let chosen = self.snapshotChooser?.choice("size")
            self.snapshotChooser = nil
            guard let path else { return }
            let size = sizes.first { $0.id == chosen } ?? sizes[0]
            self.saveSnapshot(to: path, width: size.width, height: size.height)
        }
        chooser.addFilter(name: tr("PNG images"), patterns: ["*.png"])
        chooser.addChoice(id: "size", label: tr("Size"), options: sizes.map { ($0.id, $0.label) })
        chooser.setCurrentFolder(UserFolders.captureFolder(.pictures))
        chooser.setSuggestedName(suggestedName(fileExtension: "png"))
        snapshotChooser = chooser
        chooser.show()
    }

    /// Renders the running picture at `width × height` and writes it to `path` as PNG; the
    /// encoding and writing run off the main thread. A toast says where it went (with Open) or
    /// what failed; `completion` gets the same result.
    func saveSnapshot(
        to path: String, width: Int, height: Int, completion: ((Result<URL, Error>) -> Void)? = nil
    ) {
        let url = URL(fileURLWithPath: path)
        let frame: CapturedFrame
        do {
            frame = try player.capture(width: width, height: height)
        } catch {
            return snapshotFinished(.failure(error), completion: completion)
        }
        Thread.detachNewThread {
            let result = Result { try SnapshotFile.write(frame, to: url) }.map { url }
            MainLoop.callOnMain { [weak self] in self?.snapshotFinished(result, completion: completion) }
        }
    }

    private func snapshotFinished(_ result: Result<URL, Error>, completion: ((Result<URL, Error>) -> Void)?) {
        switch result {
        case .success(let url):
            toast.show(savedMessage(tr("Saved the snapshot to {path}."), url), actionTitle: tr("Open")) { [weak self] in
                self?.show(url)
            }
        case .failure(let error):
            Log.error("snapshot: \(error)")
            toast.show(
                tr("The snapshot could not be saved: {error}", ["error": error.localizedDescription]), isError: true)
        }
        completion?(result)
    }

    // MARK: - Both

    /// A toast's "Saved … to {path}." with the file as every capture toast names it (under the
    /// home folder as `~/…`, `UserFolders.displayPath`).
    private func savedMessage(_ template: String, _ url: URL) -> String {
        Localization.fill(template, ["path": UserFolders.displayPath(url.path)])
    }

    /// "<preset> <time>.<ext>", the name a capture is offered under.
    private func suggestedName(fileExtension: String) -> String {
        CaptureFileName.suggested(presetName: presetName() ?? "Physarum", date: Date(), fileExtension: fileExtension)
    }

    /// Opens a saved file in the desktop's viewer.
    private func show(_ url: URL) {
        if let uri = UserDirectories.fileURI(url.path) { window.showURI(uri) }
    }
}
