import GtkKit
import PhysarumCore

// Listening in the window: the audio menu in the header (and "Listen" in the primary menu), the
// player following the preset's modulations, and the editor's meters.
extension MainWindow {
    func setUpAudio(_ listener: AudioListener) {
        let audio = WindowAudio(listener: listener)
        self.audio = audio
        window.addAction(audio.action)
        // The notice line ("No audio server") is an item of a disabled action: shown greyed.
        let notice = SimpleAction(name: "audio-notice") {}
        notice.isEnabled = false
        window.addAction(notice)
        actions.append(notice)
        header.offerAudio(menu: audio.menu)
        audio.toast = { [weak self] text, isError in self?.toast.show(text, isError: isError) }
        audio.onListeningChanged = { [weak self, unowned audio] in
            self?.header.showListening(audio.listening)
        }
        audio.onMeters = { [weak self, unowned audio] in
            guard let self else { return }
            // As a remote, this window listens for its host too (sent only while connected).
            self.remote?.client.featuresHeard(audio.features)
            self.editor.showApplied(
                self.player.runningParams, features: audio.features, listening: audio.listening != nil)
        }
        // Only the engine sees the applied values: the editor, undo and saving keep the base.
        player.modulate = { [unowned audio] params in
            audio.followed.map { params.modulated(by: $0) } ?? params
        }
        remote?.onRemoteFeatures = { [unowned audio] in audio.followRemote($0) }
        audio.start()
    }
}
