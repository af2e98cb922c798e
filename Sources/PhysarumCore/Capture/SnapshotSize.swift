/// A size a snapshot can be saved at: the window's own (device pixels) or a fixed one up to 8K.
/// The picture is rendered at that size from the running state (the field crops to fill, as on
/// screen), never scaled up from the window.
public struct SnapshotSize: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// What the save dialog shows ("Window (1280 × 800)", "4K UHD (3840 × 2160)").
    public var label: String
    /// The choice's id in the save dialog.
    public var id: String

    /// Largest side, in pixels: 8K (7680) with room for a portrait or square 8K.
    public static let maximumSide = 8192

    public init(width: Int, height: Int, label: String, id: String) {
        self.width = width
        self.height = height
        self.label = label
        self.id = id
    }

    /// The choices for a window of `width × height` device pixels: the window's size (the default,
    /// first), twice it where that fits, then Full HD, 4K and 8K in the window's orientation.
    public static func choices(windowWidth: Int, windowHeight: Int) -> [SnapshotSize] {
        let width = min(max(windowWidth, 1), maximumSide)
        let height = min(max(windowHeight, 1), maximumSide)
        var sizes = [
            SnapshotSize(
                width: width, height: height,
                label: tr("Window ({width} × {height})", ["width": "\(width)", "height": "\(height)"]), id: "window")
        ]
        if 2 * max(width, height) <= maximumSide {
            sizes.append(
                SnapshotSize(
                    width: 2 * width, height: 2 * height,
                    label: tr(
                        "Twice the window ({width} × {height})", ["width": "\(2 * width)", "height": "\(2 * height)"]),
                    id: "double"))
        }
        let portrait = height > width
        for (name, long, short, id) in [
            ("Full HD", 1920, 1080, "fhd"), ("4K UHD", 3840, 2160, "4k"), ("8K UHD", 7680, 4320, "8k"),
        ] {
            let (w, h) = portrait ? (short, long) : (long, short)
            sizes.append(SnapshotSize(width: w, height: h, label: "\(name) (\(w) × \(h))", id: id))
        }
        return sizes
    }
}
