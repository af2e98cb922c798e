import GtkKit
import PhysarumCore

// Help: a tooltip on hover (set in configure), a popover on a click on the label or ⓘ, and a
// double-click anywhere on the row resets instead. A single click on the label waits for the
// double-click time before opening the help, so a double-click never flashes a popover.
// On touch, where there are no tooltips, a long press anywhere on the row opens the help.
extension ParamRow {
    func connectHelp() {
        connectLongPress()
        infoButton?.onClicked { [weak self] in self?.showHelp() }
        // Only assistive technologies press the title button (no pointer target, no Tab stop).
        titleButton?.onClicked { [weak self] in self?.showHelp() }
        let labelClicks = GestureClick()
        labelClicks.onPressed { [weak self] count, _, _ in
            guard let self else { return }
            self.isLabelHeld = true
            if count == 1 { self.scheduleHelp() } else { self.resetToPreset() }
        }
        // The help opens once the press is released: a press held past the double-click time
        // may still become a drag (a finger scrolling the list from a name, on a busy device).
        labelClicks.onReleased { [weak self] _, _, _ in
            guard let self else { return }
            self.isLabelHeld = false
            if self.helpAwaitsRelease { self.showHelp() }
        }
        // A press another gesture takes over (the list's scroller) asks nothing.
        labelClicks.onCancel { [weak self] in
            self?.isLabelHeld = false
            self?.cancelPendingHelp()
        }
        titleBox.addController(labelClicks)
        // Double-clicks on the rest of the row (value, empty space) reset too.
        let rowClicks = GestureClick()
        rowClicks.onPressed { [weak self] count, x, y in
            guard let self, count == 2, !self.isInTitle(x: x, y: y) else { return }
            self.resetToPreset()
        }
        root.addController(rowClicks)
    }

    /// Help waits 1.5 × GTK's long-press time (750 ms by default): a slider drag whose first
    /// moves a busy device delivers late is not taken for a question.
    static let longPressDelayFactor = 1.5
    /// After the long-press timer fires, how long input that was waiting behind it gets to be
    /// read before the press counts (Core's `longPressStands`).
    static let longPressCheckMilliseconds: UInt32 = 60

    /// A finger held still on the row (GTK's long-press time, within its drag threshold) opens
    /// the help. In the capture phase it sees the press before the slider, which jumps to the
    /// finger at once: firing, it claims the press (the slider's drag is cancelled) and takes
    /// that jump back, so asking about a parameter never changes it.
    private func connectLongPress() {
        longPress.setPhase(.capture)
        longPress.setDelayFactor(Self.longPressDelayFactor)
        longPress.onCancel { [weak self] in self?.longPressTaken = true }
        longPress.onPressed { [weak self] x, y in
            guard let self, !self.descriptor.help.isEmpty else { return }
            self.longPressFired = true
            self.longPressTaken = false
            // The moves of a drag may still wait behind the timer that fired: read them first.
            self.longPressCheck = MainLoopSource.timeout(milliseconds: Self.longPressCheckMilliseconds) {
                [weak self] in
                self?.confirmLongPress(at: (x, y))
                return false
            }
        }
        root.addController(longPress)
    }

    private func confirmLongPress(at pressed: (x: Double, y: Double)) {
        let drift = longPress.currentPoint.map {
            (($0.x - pressed.x) * ($0.x - pressed.x) + ($0.y - pressed.y) * ($0.y - pressed.y)).squareRoot()
        }
        guard longPressStands(drift: drift, taken: longPressTaken) else { return }
        if drift != nil { longPress.claim() }
        cancelSliderPress()
        showHelp()
    }

    /// Opens the help popover (after scrolling the row into view if it is not).
    func showHelp() {
        cancelPendingHelp()
        guard !descriptor.help.isEmpty else { return }
        openInView { [weak self] in self?.helpPopover.popup() }
    }

    /// Whether the help popover is open.
    var isHelpOpen: Bool { helpPopover.isVisible }

    /// Back to the selected preset's value; closes and cancels the help.
    func resetToPreset() {
        cancelPendingHelp()
        helpPopover.popdown()
        onReset?(descriptor)
    }

    private func scheduleHelp() {
        cancelPendingHelp()
        pendingHelp = MainLoopSource.timeout(milliseconds: UInt32(root.doubleClickMilliseconds)) { [weak self] in
            guard let self else { return false }
            self.pendingHelp = nil
            if self.isLabelHeld { self.helpAwaitsRelease = true } else { self.showHelp() }
            return false
        }
    }

    func cancelPendingHelp() {
        helpAwaitsRelease = false
        pendingHelp = nil
    }

    private func isInTitle(x: Double, y: Double) -> Bool {
        guard let frame = titleBox.bounds(in: root) else { return false }
        return x >= frame.x && x < frame.x + frame.width && y >= frame.y && y < frame.y + frame.height
    }
}
