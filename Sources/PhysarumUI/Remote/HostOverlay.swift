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
    let hintLabel = Label(tr("Pairing code — Connect menu on a remote"))
    let veil = Box(vertical: false)

    init() {
        card.addCSSClass("host-card")
        // Bottom left over the player (clear of the side pane and the header), above the sheet
        // when one is open: see `attach`.
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
        card.setAccessibleLabel(tr("Pairing code"))

        veil.addCSSClass("crossfade-veil")
        veil.canTarget = false
        veil.expandHorizontally = true
        veil.expandVertically = true
    }

    /// Puts the veil over `player` only and both under `header` (and under every overlay added
    /// after it: sheet, library, toasts): the chrome stays visible and usable during a fade. The
    /// card sits `margin` from the bottom left, lifted above the bottom sheet's visible height
    /// (`sheetHeight()`, 0 while closed) so that the sheet never hides the code.
    func attach(to overlay: Overlay, below header: Widget, over player: Widget, sheetHeight: @escaping () -> Double) {
        overlay.addOverlay(veil, below: header)
        overlay.addOverlay(card, below: header)
        overlay.positionChild(veil) { [weak player] _, _ in
            player.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        }
        overlay.positionChild(card) { [weak card] width, height in
            guard let card else { return nil }
            let cardWidth = min(card.measure(horizontal: true).natural, max(0, width - 2 * Self.margin))
            let cardHeight = card.measure(horizontal: false, forSize: cardWidth).natural
            let bottom = height - Int(sheetHeight().rounded()) - Self.margin
            return Rect(x: Self.margin, y: max(0, bottom - cardHeight), width: cardWidth, height: cardHeight)
        }
    }

    /// The card's distance from the window's (or the sheet's) edges.
    static let margin = 20

    /// Shows the code card (nil code: hides it, a remote is in control).
    func show(name: String, code: String?) {
        nameLabel.text = name
        codeLabel.text = code.map(PairingCodeFormat.display) ?? ""
        card.isVisible = code != nil
        if let code {
            card.setAccessibleLabel(
                tr("{host}: pairing code {code}", ["host": name, "code": PairingCodeFormat.display(code)]))
        }
    }

    func hide() { card.isVisible = false }

    /// Darkens (true) or clears the veil; CSS animates the opacity.
    func setDark(_ dark: Bool) { veil.setCSSClass("dark", dark) }
}
