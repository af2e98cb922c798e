import Foundation

/// The remote protocol's whole path for outside bytes, as one function: the frame decoder (the
/// stream — all bytes but the first — split in two at a point the first byte picks, as a network
/// splits them) and every frame through the message coder. The libFuzzer target (scripts/dev/fuzz.sh) and the replay of its
/// corpus in `make test` both call it, so the fuzzed code is exactly the tested code.
public enum RemoteInputFuzzing {
    /// Feeds `bytes` through; returns how many frames decoded to a valid message.
    @discardableResult
    public static func feed(_ bytes: [UInt8]) -> Int {
        guard let first = bytes.first else { return 0 }
        let stream = bytes.dropFirst()
        let split = stream.startIndex + Int(first) % (stream.count + 1)
        var decoder = RemoteFrameDecoder()
        var messages = 0
        for part in [stream[..<split], stream[split...]] {
            for frame in decoder.append(part).frames where (try? RemoteMessageCoder.decode(frame)) != nil {
                messages += 1
            }
        }
        _ = try? RemoteMessageCoder.decode(Data(stream))  // the payload alone, unframed
        return messages
    }
}
