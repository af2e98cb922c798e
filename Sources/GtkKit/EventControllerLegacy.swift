import CGtk

/// GtkEventControllerLegacy: raw events, here pointer and touch presses and releases. It never
/// consumes them (except through `interceptInput`), so the widget's own gestures still see
/// every event.
@MainActor
public final class EventControllerLegacy: EventController {
    /// A pointer button went down (true) or up (false).
    public typealias ButtonHandler = @MainActor (_ pressed: Bool) -> Void

    /// An input event as the controller saw it: what it was, where (in its surface's
    /// coordinates) and when (the event's own time stamp, in milliseconds).
    public struct InputEvent: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case touchBegin, touchUpdate, touchEnd, touchCancel, buttonPress, buttonRelease, motion
        }
        public let kind: Kind
        public let x: Double
        public let y: Double
        public let time: UInt32
    }

    public typealias InputHandler = @MainActor (InputEvent) -> Void

    /// gtk_event_controller_legacy_new.
    public init() {
        super.init(wrapping: UnsafeMutableRawPointer(gtk_event_controller_legacy_new()))
    }

    /// "event", filtered to button and touch presses and releases.
    public func onButton(_ handler: @escaping ButtonHandler) {
        onInput { event in
            switch event.kind {
            case .buttonPress, .touchBegin: handler(true)
            case .buttonRelease, .touchEnd, .touchCancel: handler(false)
            case .touchUpdate, .motion: break
            }
        }
    }

    /// "event", filtered to touch, button and motion events, with their surface positions.
    public func onInput(_ handler: @escaping InputHandler) {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
            guard let event, let kind = inputKind(gdk_event_get_event_type(event)) else { return 0 }
            var x = 0.0
            var y = 0.0
            _ = gdk_event_get_position(event, &x, &y)
            let input = InputEvent(kind: kind, x: x, y: y, time: gdk_event_get_time(event))
            let fn = unboxed(data, as: InputHandler.self)
            MainActor.assumeIsolated { fn(input) }
            return 0
        }
        connectSignal(raw, "event", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension EventControllerLegacy {
    /// "event", filtered like `onInput`; a handler that returns true stops the event there: the
    /// widgets and gestures after this controller (in a capture-phase controller: the widget's own
    /// gestures and everything below it) never see it.
    public func interceptInput(_ handler: @escaping @MainActor (InputEvent) -> Bool) {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
            guard let event, let kind = inputKind(gdk_event_get_event_type(event)) else { return 0 }
            var x = 0.0
            var y = 0.0
            _ = gdk_event_get_position(event, &x, &y)
            let input = EventControllerLegacy.InputEvent(kind: kind, x: x, y: y, time: gdk_event_get_time(event))
            let fn = unboxed(data, as: (@MainActor (EventControllerLegacy.InputEvent) -> Bool).self)
            return MainActor.assumeIsolated { fn(input) } ? 1 : 0
        }
        connectSignal(raw, "event", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

/// The kinds of event `EventControllerLegacy.onInput` reports; nil for the others.
private func inputKind(_ type: GdkEventType) -> EventControllerLegacy.InputEvent.Kind? {
    switch type {
    case GDK_TOUCH_BEGIN: .touchBegin
    case GDK_TOUCH_UPDATE: .touchUpdate
    case GDK_TOUCH_END: .touchEnd
    case GDK_TOUCH_CANCEL: .touchCancel
    case GDK_BUTTON_PRESS: .buttonPress
    case GDK_BUTTON_RELEASE: .buttonRelease
    case GDK_MOTION_NOTIFY: .motion
    default: nil
    }
}
