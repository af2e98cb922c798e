import GtkKit
import PhysarumCore

/// The app's look: its own dark skin over libadwaita's stylesheet (which the standard dialogs use).
@MainActor
enum AppStyle {
    /// Installs the style sheet once per process.
    static func install() {
        guard !installed else { return }
        installed = true
        // Dark whatever the desktop prefers: the picture is the app, and the dialogs match it.
        Adwaita.forceDarkColorScheme()
        StyleProvider.install(css: css)
    }

    private static var installed = false

    /// On the window while the player's picture covers the player (`PlayerView.coversItsArea`).
    static let pictureCoversClass = "picture-covers"
    /// Chrome that GTK draws through a layer it keeps between frames (see the rule in `css`).
    static let cachedLayerClass = "cached-layer"
    /// That layer's opacity: just under 1, so 0.1 % of what lies below shows through, less than
    /// one step of an 8-bit channel. Set in CSS: `gtk_widget_set_opacity` rounds to 1/255 steps,
    /// and 0.999 would round to opaque.
    static let cachedLayerOpacity = 0.999

    static let css = """
        window.physarum, window.physarum .player, window.physarum-output { background-color: #000; }
        /* While the picture covers the player nothing shows through the player's black, and on
           a software renderer drawing it below the picture costs a fill of the player a frame.
           The window keeps its own: an opaque background is how GTK tells a compositor that the
           window is opaque (its opaque region); without it, headless mutter blended the whole
           window each frame (docs/BENCHMARKS.md: "Why the window keeps its black"). */
        window.physarum.\(pictureCoversClass) .player { background: none; }
        /* Without a compositor GTK draws a solid 5 px frame around client-side decorated windows;
           the player is full-bleed, so drop it (the window manager still resizes with Alt/Super+drag). */
        window.physarum.solid-csd { padding: 0; border: none; box-shadow: none; border-radius: 0; margin: 0; }
        /* Where the GL driver reports no buffer age (llvmpipe on X11, as under Xvfb) GTK redraws
           the whole window every frame, so the editor pane's cards, sliders and text and the
           header's shadow were drawn again at the picture's frame rate. An opacity below 1 makes
           GTK's GL renderer draw the widget into an offscreen texture keyed by its render node,
           which it reuses while the widget is not redrawn: one textured quad per frame instead.
           A widget that changes every frame gains nothing and pays one blit. */
        .\(cachedLayerClass) { opacity: \(cachedLayerOpacity); }

        /* libadwaita draws buttons bold, borderless and translucent; the window's controls keep
           the look they were drawn with on GTK's own Adwaita: normal weight, a solid fill and a
           hairline edge (the classes below set their own where they differ). */
        window.physarum button { font-weight: normal; }
        window.physarum dropdown > button, .species-switcher button, window.physarum colorbutton > button {
          background-color: #3a3a3a; border: 1px solid #1b1b1b;
        }
        window.physarum dropdown > button { padding: 4px 8px; min-height: 24px; }
        window.physarum dropdown > button:hover, .species-switcher button:hover,
        window.physarum colorbutton > button:hover { background-color: #414141; }

        /* Popovers keep GTK Adwaita's fill, edge, radius and small shadow: libadwaita's shadow
           reaches 17 px beyond the edge, which widened the Connect menu past a 360 px window. */
        window.physarum popover > contents, window.physarum popover > arrow {
          background-color: #2d2d2d; border: 1px solid rgba(0, 0, 0, 0.75); box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
        }
        window.physarum popover > contents { border-radius: 9px; }

        /* Floating glass header: dark, translucent, rounded, with a hairline edge. */
        .glass-header {
          background-color: \(ChromeColors.headerGlass.css);
          border: 1px solid rgba(255, 255, 255, 0.09);
          border-radius: 14px;
          box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35);
          padding: 4px 4px 4px 14px;
          min-height: 38px;
          color: \(ChromeColors.headerText.hex);
        }
        /* Quieter than the name, and still WCAG AA over a white picture (ColorContrastTests). */
        .glass-header .eyebrow {
          font-size: 10px; font-weight: 800; letter-spacing: 3px;
          color: \(ChromeColors.eyebrow.css); margin-right: 10px;
        }
        .glass-header button {
          color: \(ChromeColors.headerText.hex); min-width: 34px; min-height: 34px; padding: 0; border: none;
          border-radius: 9px; background: none; box-shadow: none;
        }
        .glass-header button:hover { background-color: rgba(255, 255, 255, 0.10); }
        .glass-header button:active, .glass-header button.active { background-color: rgba(255, 255, 255, 0.17); }
        .glass-header button.recording { color: #ff5a6a; font-weight: 700; }
        .glass-header .title-button { padding: 0 8px; }
        .library-problems { background-color: rgba(255, 207, 92, 0.10); border-radius: 10px; padding: 8px 10px; }
        .library-problems .problem-icon, .library-problems .problem-summary { color: #ffcf5c; }
        .library-problems .problem-summary { font-weight: 700; }
        .library-problems .problem-line { font-size: 12px; color: rgba(255, 255, 255, 0.78); }
        .library-problems.import-banner { background-color: rgba(255, 110, 110, 0.12); }
        .library-problems.import-banner .problem-icon, .library-problems.import-banner .problem-summary { color: #ff9b9b; }
        /* GTK marks the widget under a drag of files :drop(active). The theme's inset shadow would
           lie under the picture and under the card's own shadow, so the mark is an outline, drawn
           over the content. */
        .player:drop(active), .library-panel:drop(active) {
          outline: 2px solid rgba(143, 125, 255, 0.95); outline-offset: -2px;
        }
        .library-no-matches { color: rgba(255, 255, 255, 0.6); padding: 12px; }
        .start-hint {
          background-color: rgba(30, 30, 38, 0.94); color: #f2f2f5; border-radius: 12px; padding: 10px 8px 10px 16px;
          border: 1px solid rgba(255, 255, 255, 0.10); box-shadow: 0 8px 24px rgba(0, 0, 0, 0.5);
        }
        .glass-header .preset-name { font-weight: 700; }
        /* A round dot: an empty label still keeps a line of its font, so the font is tiny. */
        .glass-header .preset-status.mark { font-size: 1px; min-width: 8px; min-height: 8px; padding: 0; background-color: #ffcf5c; }
        .glass-header .preset-status { font-size: 11px; font-weight: 700; color: #ffcf5c; background-color: rgba(255, 207, 92, 0.14); border-radius: 99px; padding: 1px 7px; }
        .paused-badge {
          color: \(ChromeColors.headerText.hex); font-size: 12px; font-weight: 800; letter-spacing: 1.5px;
          background-color: \(ChromeColors.headerGlass.css); border: 1px solid rgba(255, 255, 255, 0.09);
          border-radius: 99px; padding: 4px 12px;
        }
        .glass-header .cycle-indicator { color: rgba(255, 255, 255, 0.72); }
        .glass-header .cycle-indicator image { -gtk-icon-size: 13px; }
        .glass-header .cycle-indicator.paused { color: #ffcf5c; }
        .glass-header .cycle-indicator label { font-size: 11px; font-weight: 700; }
        .glass-header .chevron { color: rgba(255, 255, 255, 0.6); -gtk-icon-size: 12px; }
        .glass-header windowcontrols { border-spacing: 2px; margin-left: 2px; }
        .glass-header windowcontrols button { min-width: 26px; min-height: 26px; margin: 0 1px; padding: 0; }
        .glass-header windowcontrols button image { background-color: rgba(255, 255, 255, 0.12); border-radius: 99px; padding: 3px; }

        .tag-dot { min-width: 10px; min-height: 10px; border-radius: 99px; box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.12); }
        /* Species dots too close in colour to tell apart carry their number (SpeciesDot). */
        .tag-dot.numbered, .matrix-grid .tag-dot.numbered { min-width: 15px; min-height: 15px; }
        .tag-dot .dot-number { font-size: 10px; font-weight: 800; color: #fff; }
        .tag-dot.dark-ink .dot-number { color: #000; }

        /* Side pane: a solid pane beside the player. */
        .side-pane { background-color: #1b1b21; border-left: 1px solid rgba(255, 255, 255, 0.07); color: #e9e9ee; }

        /* Bottom sheet: rounded top, shadow over the player, a grab handle. */
        .bottom-sheet {
          background-color: #1e1e25; color: #e9e9ee;
          border-radius: 18px 18px 0 0;
          border: 1px solid rgba(255, 255, 255, 0.08); border-bottom: none;
          box-shadow: 0 -8px 28px rgba(0, 0, 0, 0.45);
        }
        .sheet-handle-area { padding: 10px 0 6px 0; }
        .sheet-grip { min-width: 40px; min-height: 5px; border-radius: 3px; background-color: rgba(255, 255, 255, 0.32); }

        /* Editor */
        .editor-content { padding: 4px 18px 24px 18px; }
        .editor-section-title {
          font-size: 11px; font-weight: 800; letter-spacing: 1.5px;
          color: rgba(255, 255, 255, 0.5); margin: 18px 4px 8px 4px;
        }
        .editor-card { background-color: rgba(255, 255, 255, 0.045); border-radius: 12px; padding: 12px 14px; }
        .param-label { font-size: 13px; }
        .param-value { font-size: 12px; color: rgba(255, 255, 255, 0.62); font-feature-settings: "tnum"; }
        .param-scale { padding: 2px 0; margin: 0 -4px; }
        .param-scale trough { min-height: 4px; border-radius: 2px; background-color: rgba(255, 255, 255, 0.12); }
        .param-scale highlight { background-color: #8f7dff; border-radius: 2px; }
        .param-scale slider { min-width: 16px; min-height: 16px; margin: -7px; background: #fafaff; border: none; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.5); }
        /* In the sheet (a tablet or phone held upright) a finger must hit the slider: the row is a
           full touch target and the knob grows a little. */
        .bottom-sheet .param-scale { min-height: \(Int(minimumTouchTargetHeight))px; padding: 0; }
        .bottom-sheet .param-scale slider { min-width: 22px; min-height: 22px; margin: -10px; }
        .param-title { min-height: 24px; }
        .info-button, .lock-button { min-width: 22px; min-height: 22px; padding: 0; border-radius: 6px; color: rgba(255, 255, 255, 0.38); background: none; box-shadow: none; border: none; }
        .info-button image, .lock-button image { -gtk-icon-size: 13px; }
        .info-button:hover, .lock-button:hover { color: rgba(255, 255, 255, 0.85); background-color: rgba(255, 255, 255, 0.08); }
        .lock-button:checked { color: #ffcf5c; background: none; }
        .modulation-button > button { min-width: 22px; min-height: 22px; padding: 0; border-radius: 6px; color: rgba(255, 255, 255, 0.38); background: none; box-shadow: none; border: none; }
        .modulation-button > button image { -gtk-icon-size: 13px; }
        .modulation-button > button:hover { color: rgba(255, 255, 255, 0.85); background-color: rgba(255, 255, 255, 0.08); }
        .modulation-button.active > button { color: #8f7dff; }
        /* Where the sound moves a modulated parameter now, under its slider (base value: the knob). */
        .applied-bar { margin: 0 10px; }
        levelbar.applied-bar.horizontal trough { min-height: 3px; padding: 0; background-color: rgba(255, 255, 255, 0.06); border: none; box-shadow: none; }
        levelbar.applied-bar.horizontal trough > block { min-height: 3px; border: none; border-radius: 2px; }
        levelbar.applied-bar trough > block.filled { background-color: #8f7dff; }
        .modulation-popover contents { padding: 4px; min-width: 220px; }
        .modulation-popover .heading { font-weight: 700; }
        .glass-header .audio-button.listening > button { color: #ff8a7a; background-color: rgba(255, 90, 70, 0.18); }
        .param-row.locked .param-label { color: #ffcf5c; }
        .value-button { padding: 1px 6px; min-height: 22px; border-radius: 6px; background: none; box-shadow: none; border: none; }
        .value-button:hover { background-color: rgba(255, 255, 255, 0.08); }
        .value-entry { min-height: 24px; padding: 0 6px; font-size: 12px; }
        .value-entry.error { box-shadow: inset 0 0 0 1px #ff7b7b; }
        .param-hint { font-size: 11px; color: #ff9b9b; }
        .help-popover contents { padding: 10px 12px; }
        .help-text { font-size: 13px; }
        .param-row.compact .param-label { font-size: 11px; color: rgba(255, 255, 255, 0.7); }
        .param-row.compact .param-value { font-size: 11px; }
        .param-row.compact .value-button { padding: 0 2px; }
        .param-row.compact .lock-button, .param-row.compact .modulation-button > button { min-width: 16px; }
        .title-button { padding: 0 2px; margin: 0 -2px; min-height: 20px; min-width: 0; border-radius: 5px; background: none; box-shadow: none; border: none; }
        .matrix-grid .tag-dot { min-width: 8px; min-height: 8px; }
        .choice-line { min-height: 30px; }
        .editor-toolbar { padding: 6px 12px 2px 12px; }
        .editor-toolbar button, .editor-toolbar menubutton > button { min-width: 32px; min-height: 32px; padding: 0; border-radius: 8px; color: #e9e9ee; background: none; box-shadow: none; border: none; }
        .editor-toolbar button:hover, .editor-toolbar menubutton > button:hover { background-color: rgba(255, 255, 255, 0.09); }
        .editor-toolbar .active > button { background-color: rgba(143, 125, 255, 0.30); }
        .popover-title { font-weight: 700; margin-bottom: 2px; }
        .save-message { font-size: 12px; color: #ffcf5c; }
        .morph-choice { padding: 4px 10px; }
        .species-switcher { margin: 0 0 10px 0; }
        .species-switcher button { padding: 4px 6px; font-size: 13px; }
        .species-switcher button:checked { background-image: none; background-color: rgba(143, 125, 255, 0.55); color: #fff; font-weight: 700; box-shadow: none; }
        .save-panel button.suggested-action { font-weight: 700; }
        .save-panel button.destructive-action { background-color: #c93c4b; color: #fff; font-weight: 700; }
        /* In the sheet every control a finger taps in the rows and the toolbar is a touch target
           (\(Int(minimumTouchTargetHeight)) px each way); the side pane keeps its compact, mouse-sized rows. */
        .bottom-sheet .param-title { min-height: \(Int(minimumTouchTargetHeight))px; }
        .bottom-sheet .param-row .info-button, .bottom-sheet .param-row .lock-button,
        .bottom-sheet .param-row .modulation-button > button,
        .bottom-sheet .param-row.compact .lock-button, .bottom-sheet .param-row.compact .modulation-button > button,
        .bottom-sheet .param-row .value-button,
        .bottom-sheet .param-row.compact .value-button,
        .bottom-sheet .editor-toolbar button, .bottom-sheet .editor-toolbar menubutton > button,
        .bottom-sheet .species-switcher button, .bottom-sheet .choice-line button {
          min-height: \(Int(minimumTouchTargetHeight))px; min-width: \(Int(minimumTouchTargetHeight))px;
        }
        .bottom-sheet .param-row .info-button image, .bottom-sheet .param-row .lock-button image { -gtk-icon-size: 16px; }
        .bottom-sheet .value-entry { min-height: \(Int(minimumTouchTargetHeight))px; }

        /* Library */
        .library-panel {
          background-color: rgba(22, 22, 29, 0.96); color: #eeeef2;
          border: 1px solid rgba(255, 255, 255, 0.09); border-radius: 14px;
          box-shadow: 0 12px 32px rgba(0, 0, 0, 0.5);
          padding: 14px;
        }
        .library-title { font-weight: 800; font-size: 15px; margin: 0 2px 2px 2px; }
        .library-panel flowboxchild.preset-chip { padding: 9px 12px; border-radius: 10px; background-color: rgba(255, 255, 255, 0.06); color: #eeeef2; }
        .library-panel flowboxchild.preset-chip:hover { background-color: rgba(255, 255, 255, 0.12); }
        .library-panel flowboxchild.preset-chip.current { background-color: rgba(143, 125, 255, 0.30); }
        .library-panel flowboxchild.user-preset { padding-right: 2px; }
        .library-panel flowboxchild.preset-chip.with-thumbnail { padding-top: 5px; padding-bottom: 5px; padding-left: 5px; }
        .preset-thumbnail { border-radius: 7px; background-color: rgba(0, 0, 0, 0.45); }
        .preset-menu > button { min-width: 26px; min-height: 22px; padding: 0; margin: -4px 0; border-radius: 7px; background: none; box-shadow: none; border: none; }
        .preset-menu > button:hover { background-color: rgba(255, 255, 255, 0.12); }
        .user-mark { font-size: 10px; font-weight: 700; color: #ffcf5c; letter-spacing: 0.5px; }
        .library-controls button { min-width: 30px; min-height: 30px; padding: 0; border-radius: 8px; background: none; box-shadow: none; border: none; color: #eeeef2; }
        .library-controls button:hover { background-color: rgba(255, 255, 255, 0.10); }
        .library-controls button:checked { background-color: rgba(143, 125, 255, 0.35); }

        .toast {
          background-color: rgba(30, 30, 38, 0.97); color: #f2f2f5; border-radius: 12px; padding: 8px 8px 8px 16px;
          border: 1px solid rgba(255, 255, 255, 0.10); box-shadow: 0 8px 24px rgba(0, 0, 0, 0.5);
        }
        .error .toast { background-color: rgba(70, 24, 30, 0.97); border-color: rgba(255, 120, 120, 0.45); }
        .toast-action { padding: 4px 12px; border-radius: 8px; }

        .player-message {
          color: #f2f2f5; font-size: 15px; padding: 18px 22px; border-radius: 14px;
          background-color: rgba(40, 20, 24, 0.92); border: 1px solid rgba(255, 120, 120, 0.35);
        }
        .exit-fullscreen {
          color: #fff; background-color: \(ChromeColors.floatingGlass.css); border-radius: 99px;
          min-width: 36px; min-height: 36px; box-shadow: none; border: 1px solid rgba(255, 255, 255, 0.12);
        }
        .exit-fullscreen:hover { background-color: rgba(40, 40, 50, 0.8); }

        /* The app's accent on every suggested action, also in the windows GTK opens for it (the
           colour chooser's Select was GTK's blue beside the save panel's violet Save). Last: in
           the toolbar's save popover they must win over `.editor-toolbar button`'s flat look,
           which is as specific. GTK's theme paints them with a background image (a blue gradient). */
        button.suggested-action { background-image: none; background-color: \(ChromeColors.accent.hex); color: #fff; border-color: transparent; }
        button.suggested-action:hover { background-image: none; background-color: \(ChromeColors.accentHover.hex); }
        button.suggested-action:active, button.suggested-action:checked { background-image: none; background-color: \(ChromeColors.accentPressed.hex); }
        button.suggested-action:disabled { background-image: none; background-color: \(TranslucentColor(ChromeColors.accent, alpha: 0.35).css); color: rgba(255, 255, 255, 0.5); }
        """
}
