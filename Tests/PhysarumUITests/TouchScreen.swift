import CGLib
import Foundation
import XCTest

/// A virtual touchscreen: real touch events injected through a headless mutter's RemoteDesktop
/// D-Bus API (scripts/test/with-mutter.sh starts mutter and PipeWire). GTK receives them as
/// GdkTouchEvents from the compositor, exactly as from a tablet's screen.
///
/// Coordinates are the monitor's pixels. The first touch only creates mutter's virtual device
/// and is lost, so `shared()` spends it on a throwaway tap before any window opens.
final class TouchScreen: @unchecked Sendable {  // GDBus calls are thread-safe; the fields never change
    private static let remoteDesktop = "org.gnome.Mutter.RemoteDesktop"
    private static let screenCast = "org.gnome.Mutter.ScreenCast"

    private let bus: OpaquePointer
    private let session: String
    private let stream: String
    /// The monitor's size in pixels (PHYSARUM_TOUCH_SCREEN, set by the harness).
    let width: Double, height: Double

    nonisolated(unsafe) private static var instance: TouchScreen?

    /// GTK 4.8 warnings that real touch brings and no app can avoid, tolerated on the touchscreen
    /// only: a touch that began on a button and was taken over by the scroller unsets the
    /// button's :active state twice ("Broken accounting of active state for widget …(GtkToggleButton)";
    /// the same with touch in other GTK 4 apps, e.g. github.com/flxzt/rnote/issues/1093).
    static var gtkTouchWarnings: [String] {
        ProcessInfo.processInfo.environment["PHYSARUM_TOUCH_SCREEN"] == nil
            ? [] : ["Broken accounting of active state for widget"]
    }

    /// The process's touchscreen, started once; throws XCTSkip (with why) outside the harness.
    static func shared() throws -> TouchScreen {
        if let instance { return instance }
        guard let size = ProcessInfo.processInfo.environment["PHYSARUM_TOUCH_SCREEN"] else {
            throw XCTSkip(
                "touch tests need the headless compositor: scripts/test/test.sh runs them inside "
                    + "scripts/test/with-mutter.sh (make test)")
        }
        let parts = size.split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2 else { throw TouchScreenError("bad PHYSARUM_TOUCH_SCREEN \(size)") }
        let screen = try TouchScreen(width: parts[0], height: parts[1])
        instance = screen
        return screen
    }

    private init(width: Double, height: Double) throws {
        self.width = width
        self.height = height
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw TouchScreenError(error, "no session bus")
        }
        self.bus = bus
        let rd = Self.remoteDesktop, sc = Self.screenCast
        session = try Self.call(
            bus, rd, "/org/gnome/Mutter/RemoteDesktop", rd, "CreateSession", nil, reply: "(o)"
        ).string()
        let sessionID = try Self.call(
            bus, rd, session, "org.freedesktop.DBus.Properties", "Get",
            Self.tuple([g_variant_new_string(rd + ".Session"), g_variant_new_string("SessionId")]),
            reply: "(v)"
        ).string()
        let castOptions = Self.dictionary(["remote-desktop-session-id": g_variant_new_string(sessionID)])
        let cast = try Self.call(
            bus, sc, "/org/gnome/Mutter/ScreenCast", sc, "CreateSession", Self.tuple([castOptions]), reply: "(o)"
        ).string()
        stream = try Self.call(
            bus, sc, cast, sc + ".Session", "RecordMonitor",
            Self.tuple([g_variant_new_string(""), Self.dictionary([:])]), reply: "(o)"
        ).string()
        // Fails with "Failed to create pipewire context" when PipeWire is not running.
        try Self.call(bus, rd, session, rd + ".Session", "Start", nil)
        // The virtual devices appear a moment after the stream starts; the first touch and the
        // first pointer move only create them and are lost.
        Thread.sleep(forTimeInterval: 2)
        try down(slot: 9, x: 1, y: height - 1)
        try up(slot: 9)
        try movePointer(x: 1, y: height - 1)
        Thread.sleep(forTimeInterval: 0.5)
    }

    // MARK: - Events (monitor pixels)

    func down(slot: UInt32, x: Double, y: Double) throws {
        try notify(
            "NotifyTouchDown",
            [
                g_variant_new_string(stream), g_variant_new_uint32(slot), g_variant_new_double(x),
                g_variant_new_double(y),
            ])
    }

    func move(slot: UInt32, x: Double, y: Double) throws {
        try notify(
            "NotifyTouchMotion",
            [
                g_variant_new_string(stream), g_variant_new_uint32(slot), g_variant_new_double(x),
                g_variant_new_double(y),
            ])
    }

    func up(slot: UInt32) throws { try notify("NotifyTouchUp", [g_variant_new_uint32(slot)]) }

    /// Moves the (virtual) pointer: no touch, no click; the window sees a motion event.
    func movePointer(x: Double, y: Double) throws {
        try notify(
            "NotifyPointerMotionAbsolute",
            [g_variant_new_string(stream), g_variant_new_double(x), g_variant_new_double(y)])
    }

    /// Presses and releases the key `keysym` (an X keysym: 0xff1b is Escape) on the focused window.
    func key(_ keysym: UInt32) throws {
        for pressed in [true, false] {
            try notify("NotifyKeyboardKeysym", [g_variant_new_uint32(keysym), g_variant_new_boolean(pressed ? 1 : 0)])
        }
    }

    private func notify(_ method: String, _ arguments: [OpaquePointer?]) throws {
        let rd = Self.remoteDesktop
        try Self.call(bus, rd, session, rd + ".Session", method, Self.tuple(arguments))
    }

    // MARK: - GDBus and GVariant (g_variant_new is variadic: built from its typed constructors)

    private static func tuple(_ children: [OpaquePointer?]) -> OpaquePointer? {
        children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An a{sv} from string-keyed values.
    private static func dictionary(_ values: [String: OpaquePointer?]) -> OpaquePointer? {
        let entries: [OpaquePointer?] = values.map { key, value in
            g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
        }
        let type = g_variant_type_new("{sv}")
        defer { g_variant_type_free(type) }
        return entries.withUnsafeBufferPointer { g_variant_new_array(type, $0.baseAddress, gsize($0.count)) }
    }

    /// Calls a method that returns nothing.
    private static func call(
        _ bus: OpaquePointer, _ destination: String, _ path: String, _ interface: String, _ method: String,
        _ parameters: OpaquePointer?
    ) throws {
        g_variant_unref(try rawCall(bus, destination, path, interface, method, parameters, replyType: nil))
    }

    /// Calls a method whose reply has the type `reply`, e.g. "(o)".
    private static func call(
        _ bus: OpaquePointer, _ destination: String, _ path: String, _ interface: String, _ method: String,
        _ parameters: OpaquePointer?, reply: String
    ) throws -> Reply {
        let replyType = g_variant_type_new(reply)
        defer { g_variant_type_free(replyType) }
        return Reply(variant: try rawCall(bus, destination, path, interface, method, parameters, replyType: replyType))
    }

    private static func rawCall(
        _ bus: OpaquePointer, _ destination: String, _ path: String, _ interface: String, _ method: String,
        _ parameters: OpaquePointer?, replyType: OpaquePointer?
    ) throws -> OpaquePointer {
        var error: UnsafeMutablePointer<GError>?
        let result = g_dbus_connection_call_sync(
            bus, destination, path, interface, method, parameters, replyType, G_DBUS_CALL_FLAGS_NONE, 5000, nil,
            &error)
        guard let result else { throw TouchScreenError(error, "\(interface).\(method) failed") }
        return result
    }

    /// A reply's first value, read as a string (through a variant box if there is one).
    private struct Reply {
        let variant: OpaquePointer

        func string() throws -> String {
            defer { g_variant_unref(variant) }
            guard g_variant_n_children(variant) > 0 else { throw TouchScreenError("empty D-Bus reply") }
            var value = g_variant_get_child_value(variant, 0)
            if g_variant_is_of_type(value, g_variant_type_checked_("v")) != 0 {
                let inner = g_variant_get_variant(value)
                g_variant_unref(value)
                value = inner
            }
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_string(value, nil))
        }
    }
}

struct TouchScreenError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    init(_ error: UnsafeMutablePointer<GError>?, _ context: String) {
        description = "\(context): " + (error.map { String(cString: $0.pointee.message) } ?? "unknown error")
        if let error { g_error_free(error) }
    }
}
