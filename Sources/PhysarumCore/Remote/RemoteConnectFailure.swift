import Foundation

/// The sentence a remote shows when a connection could not be opened.
public enum RemoteConnectFailure {
    /// "Could not connect to 127.0.0.1:1: Connection refused" — the endpoint once, then the
    /// system's cause once.
    ///
    /// GLib's socket client already wraps its cause ("Could not connect to 127.0.0.1: Connection
    /// refused", in the user's language): its prefix names the host again, without the port. What
    /// follows the host and ": " is the cause; a reason that does not name the host is the cause
    /// itself.
    public static func sentence(endpoint: RemoteEndpoint, systemReason: String?) -> String {
        guard let cause = systemReason.map({ self.cause(in: $0, host: endpoint.host) }), !cause.isEmpty else {
            return tr("Could not connect to {endpoint}", ["endpoint": endpoint.description])
        }
        return tr("Could not connect to {endpoint}: {cause}", ["endpoint": endpoint.description, "cause": cause])
    }

    /// What `reason` says after the prefix naming `host` ("… 127.0.0.1: Connection refused" or
    /// "Verbindung zu 127.0.0.1 fehlgeschlagen: …" → the cause after the first ": " that follows
    /// the host), else `reason` trimmed.
    static func cause(in reason: String, host: String) -> String {
        let trimmed = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let named = trimmed.range(of: host),
            let colon = trimmed.range(of: ": ", range: named.upperBound..<trimmed.endIndex)
        else { return trimmed }
        return String(trimmed[colon.upperBound...]).trimmingCharacters(in: .whitespaces)
    }

    /// Why a window does not connect to itself: the greeting came from this very instance.
    public static var ownWindow: String {
        tr("That address is this window's own: a window cannot control itself. Enter another computer's address.")
    }
}
