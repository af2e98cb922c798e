import GtkKit
import PhysarumCore

/// Listening in the window: the audio menu's model and its radio action ("win.listen": "off" or
/// an input's id), the listener, and the features the player's modulations follow. The
/// microphone opens only when the user picks it; a lost input falls back to Off with a toast.
@MainActor
final class WindowAudio {
    static let actionName = "listen"
    static let offChoice = "off"
    /// How often the editor's meters and applied-value bars refresh while listening (seconds).
    static let meterInterval = 1.0 / 30

    let listener: AudioListener
    /// The radio items: Off, each microphone, what the desktop plays (or a notice).
    let menu = Menu()
    let action: ChoiceAction
    /// The features now (silent while not listening): as fresh as the analysis, which updates
    /// them beside the main loop.
    var features: AudioFeatures { listening == nil ? .silent : listener.feed.features }
    /// A remote's features while it listens for this host, and when they came (monotonic s).
    private var remote: (features: AudioFeatures, at: Double)?
    /// Whose features the modulations follow now (`RemoteListening`): a streaming remote's, this
    /// window's own listening (paused meanwhile), or none.
    var source: RemoteListening.Source {
        RemoteListening.source(ownListening: listening != nil, remoteLastAt: remote?.at, now: Self.now)
    }
    /// The features the modulations follow now; nil when nothing is heard.
    var followed: AudioFeatures? {
        switch source {
        case .none: nil
        case .own: features
        case .remote: remote?.features
        }
    }

    private static var now: Double { MainLoop.monotonicSeconds }

    /// A remote listening for this host sent `features`.
    func followRemote(_ features: AudioFeatures) { remote = (features, Self.now) }

    /// The input being listened to, nil when off. Every change is announced here, whatever made
    /// it (the menu, a lost input, a failed start, the window closing), so the header's indicator
    /// can never say "listening" while nothing listens, nor the reverse.
    private(set) var listening: AudioInput? {
        didSet { if listening != oldValue { onListeningChanged?() } }
    }
    private var meterTimer: MainLoopTimer?

    /// Listening started or stopped (`listening` changed).
    var onListeningChanged: (() -> Void)?
    /// Refreshes meters, at `meterInterval` while listening.
    var onMeters: (() -> Void)?
    /// Shows a sentence to the user (`isError`).
    var toast: ((String, Bool) -> Void)?

    init(listener: AudioListener) {
        self.listener = listener
        action = ChoiceAction(name: Self.actionName, state: Self.offChoice)
        action.onActivate = { [weak self] choice in self?.choose(choice) }
        listener.onInputsChanged = { [weak self] in self?.inputsChanged() }
        listener.onInputLost = { [weak self] reason in self?.lost(reason) }
        fillMenu()
    }

    /// Asks the audio server for its inputs, once the window shows (never before it is drawn).
    func start() {
        MainLoop.callOnMain { [weak self] in self?.listener.watchInputs() }
    }

    /// Picks `choice` ("off" or an input's id), as the menu does.
    func choose(_ choice: String) {
        let content = AudioMenuContent(hasAudioServer: listener.hasAudioServer, inputs: listener.inputs)
        let input = content.choices.compactMap { choice -> AudioInput? in
            if case .input(let input) = choice { return input }
            return nil
        }.first { $0.id == choice }
        guard input != listening else { return }
        stop()
        guard let input else { return }
        do {
            try listener.listen(to: input)
            listening = input
            action.state = input.id
            meterTimer = MainLoopTimer(every: Self.meterInterval) { [weak self] in self?.onMeters?() }
        } catch {
            toast?(
                tr(
                    "Cannot listen to {input}: {error}",
                    ["input": AudioMenuContent.label(of: .input(input)), "error": "\(error)"]), true)
        }
    }

    /// Stops listening (the input closes) and lets the features fall silent.
    func stop() {
        listener.stopListening()
        let wasListening = listening != nil
        listening = nil
        meterTimer = nil
        action.state = Self.offChoice
        if wasListening { onMeters?() }
    }

    private func lost(_ reason: String) {
        guard let input = listening else { return }
        stop()
        toast?(
            tr(
                "Stopped listening to {input}: {reason}",
                ["input": AudioMenuContent.label(of: .input(input)), "reason": reason]),
            true)
        fillMenu()
    }

    private func inputsChanged() {
        fillMenu()
        if let listening, AudioMenuContent.stillListening(to: listening, among: listener.inputs) == nil {
            lost(tr("it is gone"))
        }
    }

    /// The menu from `AudioMenuContent`: a disabled line for its notice, then the radio items.
    private func fillMenu() {
        menu.removeAll()
        let content = AudioMenuContent(hasAudioServer: listener.hasAudioServer, inputs: listener.inputs)
        if let notice = content.notice { menu.append(notice, action: "win.audio-notice") }
        for choice in content.choices {
            let target: String
            switch choice {
            case .off: target = Self.offChoice
            case .input(let input): target = input.id
            }
            menu.append(AudioMenuContent.label(of: choice), action: "win." + Self.actionName, target: target)
        }
    }
}
