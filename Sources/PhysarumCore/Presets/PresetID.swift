/// Rules for preset ids: `^[a-z0-9][a-z0-9-]*$`, at most `maxLength` characters.
///
/// Ids double as file names, so they are kept to characters that are safe everywhere.
public enum PresetID {
    public static let maxLength = 64

    /// Whether `id` is a well-formed preset id.
    public static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, id.unicodeScalars.count <= maxLength,
            isLowerAlphanumeric(first)
        else { return false }
        return id.unicodeScalars.allSatisfy { isLowerAlphanumeric($0) || $0 == "-" }
    }

    /// An id derived from a name: ASCII letters and digits kept (lower-cased), runs of anything else
    /// become one `-`. `"Jones' Network 2"` → `"jones-network-2"`; nothing usable → `"preset"`.
    public static func slug(from name: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in name.lowercased().unicodeScalars {
            if isLowerAlphanumeric(scalar) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        var clean = String(result.prefix(maxLength))
        while clean.hasSuffix("-") { clean.removeLast() }
        return clean.isEmpty ? "preset" : clean
    }

    /// `base` if it is not taken, else `base-2`, `base-3`, … — the first one free, shortened to fit.
    public static func unique(_ base: String, taken: Set<String>) -> String {
        if !taken.contains(base) { return base }
        var n = 2
        while true {
            let suffix = "-\(n)"
            var stem = String(base.prefix(maxLength - suffix.count))
            while stem.hasSuffix("-") { stem.removeLast() }
            let candidate = (stem.isEmpty ? "preset" : stem) + suffix
            if !taken.contains(candidate) { return candidate }
            n += 1
        }
    }

    private static func isLowerAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("0"..."9").contains(s)
    }
}
