import GtkKit
import PhysarumCore

/// A non-modal bottom sheet over the player, like libadwaita's AdwBottomSheet: rounded top,
/// drag handle, detents (medium, large), drag and fling, spring animation. A drag moves it from
/// anywhere on its top bar, or from the content scrolled to its top when it goes downward.
///
/// The snap and spring decisions are Core's pure functions; this class only translates events.
@MainActor
final class BottomSheet {
    /// The sheet never grows wider than this, in logical pixels, so sliders keep a readable
    /// length in tall wide windows (AdwClamp's default is 600; 680 leaves room for padding).
    static let maximumWidth = 680

    let root = Box(vertical: true, spacing: 0)
    let handleArea = Box(vertical: true, spacing: 0)
    /// Holds the editor while the presenter puts it here.
    let slot = Box(vertical: true, spacing: 0)
    let drag = GestureDrag()
    /// The content's own bar (the editor toolbar): a drag from its empty space moves the sheet.
    weak var contentBar: Widget?
    /// The content's scroller: at its top, a downward drag on the content moves the sheet.
    weak var contentScroller: ScrolledWindow?
    /// The content's sliders, which the sheet drives under a finger (SheetTouchSlider).
    weak var touchSliders: SheetTouchSliders?

    /// Where the sheet rests or is heading.
    private(set) var detent: SheetDetent = .closed
    /// The visible height while dragging or animating; nil while resting at `detent`.
    private var movingHeight: Double?
    private var spring: SpringState?
    private var lastFrameTime: Int64?
    private var tickID: UInt32?
    private var dragStartHeight = 0.0
    private var velocity = DragVelocityTracker()
    private var containerHeight = 0.0
    /// Where the pointer drag now in progress began, and what it does with the sheet so far.
    private var pointerStart: SheetDragStart = .bar
    private var pointerDecision: SheetDragDecision = .ignore
    /// Whether the sheet has claimed the drag now in progress.
    private var pointerClaimed = false
    /// Another gesture took the drag now in progress (a long press, the list's scroller).
    private var pointerCancelled = false
    /// Where the drag now in progress began, in the sheet's coordinates at the press.
    private var pointerOrigin = (x: 0.0, y: 0.0)
    /// The slider a finger landed on, held by the sheet until the finger lifts.
    private var touchSlider: SheetTouchSlider?
    /// The sheet's top in the overlay when the pointer drag began.
    private var pointerStartTop = 0.0
    private weak var overlay: Overlay?

    /// Called when the user moves the sheet to another detent (drag, fling).
    var onUserDetentChange: ((SheetDetent) -> Void)?

    init() {
        root.addCSSClass("bottom-sheet")
        root.isVisible = false
        handleArea.addCSSClass("sheet-handle-area")
        let grip = Box(vertical: false)
        grip.addCSSClass("sheet-grip")
        grip.setHorizontalAlign(.center)
        handleArea.append(grip)
        handleArea.setAccessibleLabel(tr("Sheet handle: drag to resize"))
        root.append(handleArea)
        slot.expandVertically = true
        slot.addCSSClass("sheet-content")
        root.append(slot)

        // On the whole sheet, in the capture phase: it sees a drag before the content's scroller,
        // which on touch would take every vertical drag (overscrolling at the top instead of
        // moving the sheet). Sliders, entries and scrollbars claim their own drags at the press,
        // which cancels this one; a drag the sheet follows it claims in turn (Core's rule).
        drag.setPhase(.capture)
        drag.onBegin { [weak self] x, y in self?.pointerBegan(x: x, y: y) }
        drag.onUpdate { [weak self] offsetX, offsetY in self?.pointerMoved(offsetX: offsetX, offsetY: offsetY) }
        drag.onEnd { [weak self] offsetX, offsetY in self?.pointerEnded(offsetX: offsetX, offsetY: offsetY) }
        drag.onCancel { [weak self] in self?.pointerCancelled = true }
        root.addController(drag)
    }

    /// Adds the sheet above everything in `overlay` and positions it there.
    func attach(to overlay: Overlay) {
        self.overlay = overlay
        overlay.addOverlay(root)
        overlay.positionChild(root) { [weak self] width, height in
            self?.frame(containerWidth: width, containerHeight: height)
        }
    }

    /// The detent heights in the current container.
    var heights: SheetDetentHeights { SheetDetentHeights(containerHeight: containerHeight) }

    /// The height of sheet showing now.
    var visibleHeight: Double { movingHeight ?? heights.height(of: detent) }

    /// Whether the sheet is being dragged or animated.
    var isMoving: Bool { movingHeight != nil }

    /// Whether the sheet is shown or on its way (not closed and not closing).
    var isOpen: Bool { detent != .closed }

    /// Moves the sheet to `detent`, with the spring unless animations are off or `animated` is false.
    func setDetent(_ target: SheetDetent, animated: Bool, velocity: Double = 0) {
        let from = visibleHeight
        detent = target
        if target != .closed { root.isVisible = true }
        guard animated, root.animationsEnabled, containerHeight > 0, root.isMapped || target != .closed else {
            finishMotion()
            return
        }
        spring = SpringState(position: from, velocity: velocity)
        movingHeight = from
        startTicking()
    }

    // MARK: - Pointer drags: decide whether the sheet follows (Core's rule), then drag it

    private func pointerBegan(x: Double, y: Double) {
        releaseTouchSlider()
        pointerStartTop = top
        pointerOrigin = (x, y)
        pointerCancelled = false
        pointerStart = dragStart(x: x, y: y, touch: drag.isTouch)
        pointerDecision = sheetDragDecision(start: pointerStart, offsetX: 0, offsetY: 0)
        pointerClaimed = false
        if pointerDecision == .follow { dragBegan(time: eventTime) }
    }

    private func pointerMoved(offsetX: Double, offsetY sheetOffsetY: Double) {
        let offsetY = screenOffset(sheetOffsetY)
        if pointerDecision == .undecided {
            pointerDecision = sheetDragDecision(start: pointerStart, offsetX: offsetX, offsetY: offsetY)
            if pointerDecision == .follow { dragBegan(time: eventTime) }
        }
        if !pointerClaimed && sheetDragClaims(decision: pointerDecision, offsetY: offsetY) {
            // Nothing under the finger acts on this drag any more (a button's tap, the scroller,
            // a long press).
            pointerClaimed = true
            drag.claim()
            if pointerDecision == .slide { touchSlider?.slideBegan() }
        }
        switch pointerDecision {
        case .follow: dragMoved(offsetY: offsetY, time: eventTime)
        case .slide: touchSlider?.slide(toX: pointerOrigin.x + offsetX, in: root)
        case .undecided, .ignore: break
        }
    }

    /// The drag ended, or was cancelled (GTK ends a gesture it cancels).
    private func pointerEnded(offsetX: Double, offsetY sheetOffsetY: Double) {
        switch pointerDecision {
        case .follow: dragEnded(offsetY: screenOffset(sheetOffsetY), time: eventTime)
        case .slide:
            if !pointerCancelled { touchSlider?.slide(toX: pointerOrigin.x + offsetX, in: root) }
            touchSlider?.slideEnded()
        case .undecided:
            // A finger that went down and up on a slider without going anywhere: a tap (a press
            // another gesture took, the long press asking for help, is none).
            if !pointerCancelled { touchSlider?.tapped(atX: pointerOrigin.x + offsetX, in: root) }
        case .ignore: break
        }
        pointerDecision = .ignore
        releaseTouchSlider()
    }

    private func releaseTouchSlider() {
        touchSlider?.isHeldBySheet = false
        touchSlider = nil
    }

    /// When the event now handled happened, by the device's clock: a busy frame delivers a
    /// finger's motions in a burst, and their arrival times would read a fling as standing still.
    /// Signals emitted without an event (tests) take the time they arrive.
    private var eventTime: Double { drag.currentEventSeconds ?? Self.now }

    /// The sheet's top edge in the overlay now, in logical pixels.
    private var top: Double { overlay.flatMap { root.bounds(in: $0)?.y } ?? 0 }

    /// GTK reports drag offsets in the sheet's own coordinates, which move with the sheet: add
    /// how far the sheet moved since the press to get the pointer's offset in the window.
    private func screenOffset(_ sheetOffsetY: Double) -> Double { sheetOffsetY + top - pointerStartTop }

    /// Classifies a press at (`x`, `y`) in the sheet's coordinates; a finger on a slider makes
    /// the sheet hold that slider's touch until it lifts.
    private func dragStart(x: Double, y: Double, touch: Bool) -> SheetDragStart {
        for bar in [handleArea, contentBar].compactMap({ $0 }) {
            if let frame = bar.bounds(in: root), Self.contains(frame, x: x, y: y) { return .bar }
        }
        if touch, let slider = touchSliders?.touchSlider(atX: x, y: y, in: root) {
            slider.isHeldBySheet = true
            touchSlider = slider
            return .slider(listAtTop: isContentAtTop)
        }
        if root.isDragControl(atX: x, y: y) { return .control }
        return isContentAtTop ? .contentAtTop : .content
    }

    /// Whether the content's scroller is in the sheet and scrolled to its top.
    private var isContentAtTop: Bool {
        guard let scroller = contentScroller, scroller.isDescendant(of: root) else { return false }
        return scroller.verticalOffset <= 0.5
    }

    private static func contains(
        _ frame: (x: Double, y: Double, width: Double, height: Double),
        x: Double, y: Double
    ) -> Bool {
        x >= frame.x && x < frame.x + frame.width && y >= frame.y && y < frame.y + frame.height
    }

    // MARK: - Drag (offsets in pixels from the drag start, positive downward; time in seconds)

    func dragBegan(time: Double) {
        stopTicking()
        spring = nil
        dragStartHeight = visibleHeight
        movingHeight = dragStartHeight
        velocity.reset()
        velocity.add(position: dragStartHeight, time: time)
    }

    func dragMoved(offsetY: Double, time: Double) {
        let height = min(max(dragStartHeight - offsetY, 0), heights.large)
        movingHeight = height
        velocity.add(position: height, time: time)
        overlay?.queueAllocate()
    }

    func dragEnded(offsetY: Double, time: Double) {
        dragMoved(offsetY: offsetY, time: time)
        let speed = velocity.velocity
        let target = sheetSnapTarget(height: visibleHeight, velocity: speed, heights: heights)
        let changed = target != detent
        setDetent(target, animated: true, velocity: speed)
        if changed { onUserDetentChange?(target) }
    }

    // MARK: - Layout and motion

    private func frame(containerWidth: Int, containerHeight: Int) -> Rect {
        self.containerHeight = Double(containerHeight)
        let width = min(containerWidth, Self.maximumWidth)
        let visible = Int(visibleHeight.rounded())
        // Never allocate below the sheet's minimum (GTK warns); the excess hangs below the window.
        let minimum = root.measure(horizontal: false, forSize: width).minimum
        return Rect(
            x: (containerWidth - width) / 2, y: containerHeight - visible,
            width: width, height: max(visible, minimum))
    }

    private func startTicking() {
        lastFrameTime = nil
        guard tickID == nil else { return }
        tickID = root.addTickCallback { [weak self] time in self?.tick(frameTime: time) ?? false }
    }

    private func stopTicking() {
        if let tickID { root.removeTickCallback(tickID) }
        tickID = nil
    }

    private func tick(frameTime: Int64) -> Bool {
        guard var state = spring else { tickID = nil; return false }
        let target = heights.height(of: detent)
        let seconds = lastFrameTime.map { Double(frameTime - $0) / 1_000_000 } ?? 1.0 / 60
        lastFrameTime = frameTime
        state = Spring.sheet.advance(state, toward: target, seconds: min(seconds, 0.1))
        if Spring.sheet.isSettled(state, at: target) {
            tickID = nil
            finishMotion()
            return false
        }
        // Closing may not bounce below closed: clamp like libadwaita does without a bottom bar.
        if detent == .closed && state.position < 0 { state = SpringState(position: 0, velocity: 0) }
        spring = state
        movingHeight = state.position
        overlay?.queueAllocate()
        return true
    }

    private func finishMotion() {
        stopTicking()
        spring = nil
        movingHeight = nil
        if detent == .closed { root.isVisible = false }
        overlay?.queueAllocate()
    }

    private static var now: Double { MainLoop.monotonicSeconds }
}
