import GtkKit
import PhysarumCore

/// What a host shows over the player: a discreet card with its name and the pairing code while no
/// remote controls it, and the black veil of the crossfade between presets (over the player
/// only, under the header).
@MainActor
final class HostOverlay {
    let card = Box(vertical: true, spacing: 2)
    let nameLabel = Label()
    let codeLabel = Label()
    let hintLabel = Label("Pairing code — Connect menu on a remote")
    let veil = Box(vertical: false)

    init() {
        card.addCSSClass("host-card")
        // Bottom left: over the player, clear of the side pane and the header.
        card.setHorizontalAlign(.start)
        card.setVerticalAlign(.end)
        card.setMargins(bottom: 20, start: 20)
        card.canTarget = false
        nameLabel.addCSSClass("host-name")
        nameLabel.horizontalAlignment = 0
        codeLabel.addCSSClass("host-code")
        codeLabel.horizontalAlignment = 0
        hintLabel.addCSSClass("host-hint")
        hintLabel.horizontalAlignment = 0
        card.append(nameLabel)
        card.append(codeLabel)
        card.append(hintLabel)
        card.isVisible = false
        card.setAccessibleLabel("Pairing code")

        veil.addCSSClass("crossfade-veil")
        veil.canTarget = false
        veil.expandHorizontally = true
        veil.expandVertically = true
    }

    /// Puts the veil over `player` only and both under `header` (and under every overlay added
    /// after it: sheet, library, toasts): the chrome stays visible and usable during a fade.
    func attach(to overlay: Overlay, below header: Widget, over player: Widget) {
        overlay.addOverlay(veil, below: header)
        overlay.addOverlay(card, below: header)
        overlay.positionChild(veil) { [weak player] _, _ in
            player.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        }
    }

    /// Shows the code card (nil code: hides it, a remote is in control).
    func show(name: String, code: String?) {
        nameLabel.text = name
        codeLabel.text = code.map(PairingCodeFormat.display) ?? ""
        card.isVisible = code != nil
        if let code { card.setAccessibleLabel("\(name): pairing code \(PairingCodeFormat.display(code))") }
    }

    func hide() { card.isVisible = false }

    /// Darkens (true) or clears the veil; CSS animates the opacity.
    func setDark(_ dark: Bool) { veil.setCSSClass("dark", dark) }
}
