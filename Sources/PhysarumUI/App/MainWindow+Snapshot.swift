import Foundation
import GtkKit
import PhysarumCore

// Snapshots (Ctrl+E, the header's camera): the frame on screen rendered again at the window's
// size or a chosen one up to 8K, saved as PNG through the desktop's save dialog.
extension MainWindow {
    /// Opens the save dialog: a default name (preset and time) in Pictures and a size choice.
    func chooseSnapshot() {
        let sizes = SnapshotSize.choices(windowWidth: player.framebuffer.width, windowHeight: player.framebuffer.height)
        let chooser = FileChooser(
            title: tr("Save a snapshot"), mode: .save, transientFor: window, acceptLabel: tr("Save")
        ) {
            [weak self] path in
            guard let self else { return }
            let chosen = self.fileChooser?.choice("size")
            self.fileChooser = nil
            guard let path else { return }
            let size = sizes.first { $0.id == chosen } ?? sizes[0]
            self.saveSnapshot(to: path, width: size.width, height: size.height)
        }
        chooser.addFilter(name: tr("PNG images"), patterns: ["*.png"])
        chooser.addChoice(id: "size", label: tr("Size"), options: sizes.map { ($0.id, $0.label) })
        chooser.setCurrentFolder(UserFolders.captureFolder(.pictures))
        chooser.setSuggestedName(
            CaptureFileName.suggested(presetName: capturePresetName, date: Date(), fileExtension: "png"))
        fileChooser = chooser
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
            let result: Result<URL, Error>
            do {
                let png = Texture(rgb: frame.rgb, width: frame.width, height: frame.height).pngData()
                guard !png.isEmpty else { throw SnapshotEncodingError() }
                try Data(png).write(to: url, options: .atomic)
                result = .success(url)
            } catch {
                result = .failure(error)
            }
            MainLoop.callOnMain { [weak self] in self?.snapshotFinished(result, completion: completion) }
        }
    }

    private func snapshotFinished(_ result: Result<URL, Error>, completion: ((Result<URL, Error>) -> Void)?) {
        switch result {
        case .success(let url):
            toast.show(savedMessage(tr("Saved the snapshot to {path}."), url), actionTitle: tr("Open")) { [weak self] in
                if let uri = UserDirectories.fileURI(url.path) { self?.window.showURI(uri) }
            }
        case .failure(let error):
            Log.error("snapshot: \(error)")
            toast.show(
                tr("The snapshot could not be saved: {error}", ["error": error.localizedDescription]), isError: true)
        }
        completion?(result)
    }

    /// A toast's "Saved … to {path}." with the file as every capture toast names it (under the
    /// home folder as `~/…`, `UserFolders.displayPath`).
    func savedMessage(_ template: String, _ url: URL) -> String {
        Localization.fill(template, ["path": UserFolders.displayPath(url.path)])
    }

    /// The running preset's name, for default file names.
    var capturePresetName: String { state.selectedPreset?.name ?? "Physarum" }
}

/// GDK could not encode the frame as PNG (out of memory).
struct SnapshotEncodingError: LocalizedError {
    var errorDescription: String? { tr("the picture could not be encoded as PNG") }
}
