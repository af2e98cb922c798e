import CGtk

/// GLib's fundamental types: G_TYPE_BOOLEAN and the like are macros Swift cannot import
/// (G_TYPE_MAKE_FUNDAMENTAL(n) is n << 2).
enum FundamentalType {
    static let boolean = GType(5 << 2)
    static let int = GType(6 << 2)
    static let string = GType(16 << 2)
}
