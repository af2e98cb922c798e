import GtkKit
import PhysarumCore

/// The Connect menu's and the host overlay's style (kept beside the remote widgets).
@MainActor
enum RemoteStyle {
    static func install() {
        guard !installed else { return }
        installed = true
        StyleProvider.install(css: css)
    }

    private static var installed = false

    static let css = """
        .glass-header button.connect-button { padding: 0 8px; }
        .glass-header button.connect-button.connected { background-color: rgba(120, 200, 140, 0.18); }
        popover.connect-menu .heading { font-weight: 700; }
        popover.connect-menu button.text-button {
          background-color: rgba(255, 255, 255, 0.08); border-radius: 8px; padding: 4px 12px;
        }
        popover.connect-menu button.text-button:hover { background-color: rgba(255, 255, 255, 0.14); }
        popover.connect-menu button.suggested-action { background-color: \(ChromeColors.accent.hex); color: #fff; font-weight: 700; }
        popover.connect-menu button.destructive-action { background-color: #c93c4b; color: #fff; font-weight: 700; }
        popover.connect-menu button.forget-paired { background: none; padding: 4px 0; color: rgba(255, 255, 255, 0.7); }
        popover.connect-menu button.forget-paired:hover { color: #fff; }
        popover.connect-menu .dim-label { opacity: 0.65; }
        popover.connect-menu .error-text { color: #ff8a80; }
        popover.connect-menu button.host-row { padding: 6px 8px; border-radius: 8px; }
        popover.connect-menu button.host-row.current { background-color: rgba(255, 255, 255, 0.10); }
        popover.connect-menu .menu-separator { min-height: 1px; background-color: rgba(255, 255, 255, 0.12); }
        popover.connect-menu button.hosting-toggle { border: 1px solid rgba(255, 255, 255, 0.15); border-radius: 8px; }
        popover.connect-menu button.hosting-toggle:checked { background-color: rgba(120, 200, 140, 0.25); }
        .host-card {
          background-color: \(ChromeColors.floatingGlass.css); border-radius: 12px; padding: 10px 16px;
          border: 1px solid rgba(255, 255, 255, 0.08);
        }
        .host-card .host-name { font-size: 13px; color: rgba(255, 255, 255, 0.75); }
        .host-card .host-code { font-size: 30px; font-weight: 700; letter-spacing: 4px; color: #fff; font-feature-settings: "tnum"; }
        .host-card .host-hint { font-size: 11px; color: rgba(255, 255, 255, 0.5); }
        .crossfade-veil { background-color: #000; opacity: 0; transition: opacity 150ms ease-in-out; }
        .crossfade-veil.dark { opacity: 1; }
        """
}
