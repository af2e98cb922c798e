internal import CGLib

// A Swift closure that captures context cannot be a @convention(c) function, so every source
// calls a non-capturing trampoline with a retained box as user_data. GLib owns the box from then
// on and releases it through the source's destroy-notify, so nothing leaks and nothing is freed
// early (GLib keeps the callback data alive while it dispatches, even when the source is
// destroyed from inside its own callback).

/// Holds a source's handler: it gets the fd condition that fired (0 for other sources) and
/// returns whether the source stays.
final class SourceBox {
    let handler: (UInt32) -> Bool
    init(_ handler: @escaping (UInt32) -> Bool) { self.handler = handler }
}

/// Hands a retained box for `handler` to GLib.
func retainedBox(_ handler: @escaping (UInt32) -> Bool) -> gpointer {
    Unmanaged.passRetained(SourceBox(handler)).toOpaque()
}

/// Releases a box when GLib drops its source.
let releaseBox: GDestroyNotify = { data in
    Unmanaged<SourceBox>.fromOpaque(data!).release()
}

/// A timeout's, idle's or signal's callback.
let sourceTrampoline: GSourceFunc = { data in
    Unmanaged<SourceBox>.fromOpaque(data!).takeUnretainedValue().handler(0) ? 1 : 0
}

/// An fd watch's callback (GUnixFDSourceFunc).
let fdTrampoline: GUnixFDSourceFunc = { _, condition, data in
    Unmanaged<SourceBox>.fromOpaque(data!).takeUnretainedValue().handler(condition.rawValue) ? 1 : 0
}
