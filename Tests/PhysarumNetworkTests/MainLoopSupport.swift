import CGLib
import Foundation
import XCTest

/// Runs the default GLib main context until `condition` holds or `seconds` pass; returns whether
/// it held. The network layer lives on that context, as it does under GTK.
@discardableResult
func spinMainLoop(seconds: Double, until condition: () -> Bool) -> Bool {
    let deadline = g_get_monotonic_time() + Int(seconds * 1_000_000)
    while !condition() {
        guard g_get_monotonic_time() < deadline else { return false }
        // Sleep 1 ms when nothing is ready, so the deadline holds without busy-waiting.
        if g_main_context_iteration(nil, 0) == 0 { g_usleep(1000) }
    }
    return true
}

/// Runs the loop for `seconds` regardless (to show that something does NOT happen).
func spinMainLoop(seconds: Double) { spinMainLoop(seconds: seconds) { false } }

extension Array where Element == UInt8 {
    init(hex: String) {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        self = bytes
    }

    var hex: String { map { String(format: "%02x", $0) }.joined() }
}
