import Foundation
import GtkKit
import PhysarumCore

// Recording a clip from the window (Ctrl+R, the header's record button): WebM at the player's
// size and 30 fps into Videos, named after the preset and the time; the button shows the clip's
// length; stopping finishes the file off the main thread and a toast offers to open it.
extension MainWindow {
    /// Frames per second of window clips.
    static let clipFramesPerSecond = 30
    /// How often a recording looks for its encoder's failure. A failed encoder takes no frames,
    /// so its backlog stays and would hold the window's frames until the user stopped.
    static let encoderCheckMilliseconds: UInt32 = 250

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
            .appendingPathComponent(
                CaptureFileName.suggested(
                    presetName: capturePresetName, date: Date(), fileExtension: ClipFormat.webm.fileExtension)
            ).path
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
        let writer = recording.writer, url = recording.url
        // Finishing writes the file's end; a failed one leaves what was written, tidied here too
        // (`ClipRemains`: the writer opened the file when recording started, so it is this clip's).
        // A clip stopped before its first frame (Ctrl+R twice in a row) is a WebM header that
        // plays as nothing: it goes too, and the toast says so.
        let finish: @Sendable () -> (Result<URL, Error>, ClipRemains?) = {
            do {
                try writer.finish()
                guard writer.framesWritten > 0 else {
                    return (.failure(ClipWithoutFrames()), ClipRemains.settle(path: url.path, framesWritten: 0))
                }
                return (.success(url), nil)
            } catch {
                return (.failure(error), ClipRemains.settle(path: url.path, framesWritten: writer.framesWritten))
            }
        }
        if waiting {
            let (result, remains) = finish()
            return recordingFinished(result, remains: remains, url: url, completion: completion)
        }
        Thread.detachNewThread {
            let (result, remains) = finish()
            MainLoop.callOnMain { [weak self] in
                self?.recordingFinished(result, remains: remains, url: url, completion: completion)
            }
        }
    }

    private func recordingFinished(
        _ result: Result<URL, Error>, remains: ClipRemains?, url: URL, completion: ((Result<URL, Error>) -> Void)?
    ) {
        switch result {
        case .success:
            toast.show(savedMessage(tr("Saved the clip to {path}."), url), actionTitle: tr("Open")) { [weak self] in
                self?.openClip(url)
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
                ) { [weak self] in self?.openClip(url) }
            } else {
                toast.show(tr("The clip could not be saved: {error}", ["error": "\(error)"]), isError: true)
            }
        }
        completion?(result)
    }

    private func openClip(_ url: URL) {
        if let uri = UserDirectories.fileURI(url.path) { window.showURI(uri) }
    }

    /// "m:ss" of a clip's length.
    static func clipTimeText(_ seconds: Double) -> String {
        let whole = Int(seconds)
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}

/// A recording stopped before the encoder got a frame: nothing to keep.
struct ClipWithoutFrames: Error, CustomStringConvertible {
    var description: String { tr("The recording stopped before its first frame: no clip was saved.") }
}
