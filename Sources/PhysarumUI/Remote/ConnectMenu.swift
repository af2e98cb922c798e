import GtkKit
import PhysarumCore

/// The header's Connect menu: a button (icon, and the host's name while connected) that opens a
/// popover with the session's status, the hosts discovery found, manual "host:port" entry, the
/// pairing-code prompt, Disconnect (a failed attempt's address stays in the entry: Connect tries
/// it again), "Let remotes control this window" and forgetting
/// the remotes this machine's host paired with (after a confirmation). It only displays a
/// `ConnectMenuContent` and reports what the user does.
@MainActor
final class ConnectMenu {
    let button = MenuButton()
    let icon = Image(iconName: "video-display-symbolic")
    let buttonLabel = Label()
    let popover = Popover()

    let status = Label()
    let spinner = Spinner()
    let searching = Label(tr("Searching for hosts…"))
    let hostList = Box(vertical: true, spacing: 2)
    let discoveryNote = Label()
    let manualBox = Box(vertical: false, spacing: 6)
    let manualEntry = Entry()
    let manualConnect = Button(label: tr("Connect"))
    let manualHint = Label()
    let pairingBox = Box(vertical: true, spacing: 6)
    let pairingTitle = Label()
    let codeEntry = Entry()
    let pairButton = Button(label: tr("Pair"))
    let pairingHint = Label()
    let disconnectButton = Button(label: tr("Disconnect"))
    /// After "This is not the … you paired with": forget that host's key and pair again.
    let forgetChangedHostButton = Button(label: "")
    let hostingToggle = ToggleButton(toggleLabel: tr("Let remotes control this window"))
    let hostingNote = Label()
    let forgetButton = Button(label: tr("Forget paired remotes…"))
    /// The open "Forget …?" message dialog (ConnectMenu+Forget).
    var forgetDialog: MessageDialog?

    /// The host rows now shown (their buttons), by host id.
    private(set) var hostButtons: [(id: String, button: Button)] = []
    private var shownHosts: [ConnectMenuContent.HostRow] = []
    private var updatingToggle = false
    private(set) var content: ConnectMenuContent?
    /// Whether the popover is shown.
    private(set) var isOpen = false
    /// Whether a session is active (the header keeps the button then, also when compact).
    var isSessionActive: Bool { content?.isSessionActive ?? false }

    var onConnect: ((RemoteEndpoint) -> Void)?
    var onSubmitCode: ((String) -> Void)?
    /// The typed address was refused (the sentence says why).
    var onAddressRefused: ((String) -> Void)?
    var onDisconnect: (() -> Void)?
    var onForgetChangedHost: (() -> Void)?
    var onHostingChanged: ((Bool) -> Void)?
    /// The user confirmed forgetting every paired remote.
    var onForgetPaired: (() -> Void)?
    /// The popover opened (browse while it is open).
    var onOpen: (() -> Void)?
    /// The popover opened or closed, or whether a session is active may have changed.
    var onHeaderStateChanged: (() -> Void)?

    init() {
        let face = Box(vertical: false, spacing: 6)
        // The button is named (`accessibleName`): its icon is decoration.
        icon.hideFromAssistiveTechnologies()
        face.append(icon)
        buttonLabel.ellipsizesAtEnd = true
        buttonLabel.setMaxWidthChars(14)
        buttonLabel.isVisible = false
        face.append(buttonLabel)
        button.setChild(face)
        button.hasFrame = false
        button.focusOnClick = false
        button.addCSSClass("connect-button")
        button.tooltip = tr("Connect to a host")
        popover.setPosition(.bottom)
        popover.addCSSClass("connect-menu")
        button.setPopover(popover)
        popover.onSignal("show") { [weak self] in self?.opened(true) }
        popover.onSignal("hide") { [weak self] in self?.opened(false) }
        popover.setChild(makeBody())
        popover.forwardAppAccelerators()
        wire()
    }

    private func opened(_ open: Bool) {
        isOpen = open
        if open { onOpen?() }
        onHeaderStateChanged?()
    }

    private func makeBody() -> Widget {
        let body = Box(vertical: true, spacing: 8)
        body.setMargins(top: 10, bottom: 10, start: 10, end: 10)
        body.setSizeRequest(width: 280)

        let heading = Label(tr("Connect to a host"))
        heading.addCSSClass("heading")
        heading.horizontalAlignment = 0
        body.append(heading)

        for label in [status, discoveryNote, manualHint, pairingHint, hostingNote] {
            label.wraps = true
            label.setMaxWidthChars(36)
            label.horizontalAlignment = 0
        }
        status.addCSSClass("connect-status")
        body.append(status)

        let searchingRow = Box(vertical: false, spacing: 8)
        searchingRow.append(spinner)
        searching.addCSSClass("dim-label")
        searchingRow.append(searching)
        body.append(searchingRow)

        body.append(hostList)
        discoveryNote.addCSSClass("dim-label")
        body.append(discoveryNote)

        pairingTitle.wraps = true
        pairingTitle.horizontalAlignment = 0
        pairingBox.append(pairingTitle)
        let codeRow = Box(vertical: false, spacing: 6)
        codeEntry.setPlaceholder(tr("6-digit code"))
        codeEntry.setWidthChars(10)
        codeEntry.expandHorizontally = true
        codeEntry.setAccessibleLabel(tr("Pairing code"))
        codeRow.append(codeEntry)
        pairButton.addCSSClass("suggested-action")
        pairButton.setAccessibleLabel(tr("Pair with this code"))
        codeRow.append(pairButton)
        pairingBox.append(codeRow)
        pairingHint.addCSSClass("error-text")
        pairingBox.append(pairingHint)
        body.append(pairingBox)

        manualEntry.setPlaceholder(tr("host:port"))
        manualEntry.expandHorizontally = true
        manualEntry.setAccessibleLabel(tr("Host address"))
        manualBox.append(manualEntry)
        manualConnect.setAccessibleLabel(tr("Connect to this address"))
        manualBox.append(manualConnect)
        body.append(manualBox)
        manualHint.addCSSClass("error-text")
        manualHint.isVisible = false  // until an address is refused
        body.append(manualHint)

        disconnectButton.setAccessibleLabel(tr("Disconnect from the host"))
        disconnectButton.setHorizontalAlign(.start)
        body.append(disconnectButton)
        forgetChangedHostButton.setHorizontalAlign(.start)
        forgetChangedHostButton.isVisible = false
        body.append(forgetChangedHostButton)

        let separator = Box(vertical: false)
        separator.addCSSClass("menu-separator")
        body.append(separator)
        hostingToggle.setAccessibleLabel(tr("Let remotes control this window"))
        hostingToggle.addCSSClass("hosting-toggle")
        body.append(hostingToggle)
        hostingNote.addCSSClass("dim-label")
        body.append(hostingNote)

        forgetButton.hasFrame = false
        forgetButton.addCSSClass("forget-paired")
        forgetButton.setHorizontalAlign(.start)
        body.append(forgetButton)
        return body
    }

    private func wire() {
        manualEntry.onActivate { [weak self] in self?.submitManual() }
        manualConnect.onClicked { [weak self] in self?.submitManual() }
        codeEntry.onActivate { [weak self] in self?.submitCode() }
        pairButton.onClicked { [weak self] in self?.submitCode() }
        disconnectButton.onClicked { [weak self] in self?.onDisconnect?() }
        forgetChangedHostButton.onClicked { [weak self] in self?.onForgetChangedHost?() }
        forgetButton.onClicked { [weak self] in self?.askToForget() }
        hostingToggle.onToggled { [weak self] in
            guard let self, !self.updatingToggle else { return }
            self.onHostingChanged?(self.hostingToggle.isActive)
        }
    }

    /// Manual entry: connect, or report why the address is refused (the content shows it).
    func submitManual() {
        do {
            onConnect?(try RemoteEndpoint.parse(manualEntry.text))
        } catch {
            onAddressRefused?(error.message)
        }
    }

    /// The pairing prompt: six digits (spaces allowed), else a hint.
    func submitCode() {
        let code = PairingCodeFormat.normalized(codeEntry.text)
        guard RemoteAuth.isValidPairingCode(code) else {
            pairingHint.text = tr("The code has six digits")
            pairingHint.isVisible = true
            return
        }
        codeEntry.text = ""
        onSubmitCode?(code)
    }

    /// Shows `content`.
    func show(_ content: ConnectMenuContent) {
        let previous = self.content
        self.content = content
        icon.setIconName(content.iconName)
        buttonLabel.text = content.buttonLabel ?? ""
        buttonLabel.isVisible = content.buttonLabel != nil
        button.setNameAndTooltip(content.accessibleName)
        popover.setAccessibleLabel(content.accessibleName)  // else read as "GtkPopover"
        button.setCSSClass("connected", content.buttonLabel != nil)

        status.text = content.status ?? ""
        status.isVisible = content.status != nil
        status.setCSSClass("error-text", content.statusIsError)
        spinner.isSpinning = content.showsSpinner
        spinner.isVisible = content.showsSpinner
        searching.isVisible = content.showsSpinner
        searching.text = content.spinnerLabel
        discoveryNote.text = content.discoveryNote ?? ""
        discoveryNote.isVisible = content.discoveryNote != nil
        if content.hosts != shownHosts { rebuildHosts(content.hosts) }
        hostList.isVisible = !content.hosts.isEmpty

        manualBox.isVisible = content.showsManualEntry
        manualHint.text = content.addressHint ?? ""
        manualHint.isVisible = content.addressHint != nil
        if let retry = content.retryAddress, retry != previous?.retryAddress { manualEntry.text = retry }
        pairingBox.isVisible = content.pairing != nil
        if let pairing = content.pairing {
            pairingTitle.text = tr("Enter the code shown on {host}'s screen", ["host": pairing.hostName])
            pairingHint.text = pairing.hint ?? ""
            pairingHint.isVisible = pairing.hint != nil
            if previous?.pairing == nil, popover.isVisible { _ = codeEntry.grabFocus() }
        }
        disconnectButton.isVisible = content.showsDisconnect
        forgetChangedHostButton.isVisible = content.forgetChangedHostLabel != nil
        if let label = content.forgetChangedHostLabel {
            forgetChangedHostButton.setLabel(label)
            forgetChangedHostButton.setAccessibleLabel(label)
        }

        updatingToggle = true
        hostingToggle.isActive = content.isHosting
        updatingToggle = false
        hostingNote.text = content.hostingNote ?? ""
        hostingNote.isVisible = content.hostingNote != nil

        forgetButton.setLabel(content.forgetPairedLabel ?? "")
        forgetButton.isVisible = content.forgetPairedLabel != nil
        onHeaderStateChanged?()
    }

    private func rebuildHosts(_ rows: [ConnectMenuContent.HostRow]) {
        for (_, button) in hostButtons { hostList.remove(button) }
        hostButtons = rows.map { row in
            let button = Button()
            let text = Box(vertical: true, spacing: 0)
            let title = Label(row.title)
            title.horizontalAlignment = 0
            title.ellipsizesAtEnd = true
            text.append(title)
            if let subtitle = row.subtitle {
                let sub = Label(subtitle)
                sub.horizontalAlignment = 0
                sub.ellipsizesAtEnd = true
                sub.addCSSClass("dim-label")
                text.append(sub)
            }
            button.setChild(text)
            button.hasFrame = false
            button.addCSSClass("host-row")
            button.setCSSClass("current", row.isCurrent)
            button.isSensitive = row.isCompatible
            button.setAccessibleLabel(
                row.subtitle.map { tr("Connect to {host}, {address}", ["host": row.title, "address": $0]) }
                    ?? tr("Connect to {host}", ["host": row.title]))
            let endpoint = row.endpoint
            button.onClicked { [weak self] in self?.onConnect?(endpoint) }
            hostList.append(button)
            return (row.id, button)
        }
        shownHosts = rows
    }
}
