import Foundation

/// Reads a pipe to its end on a thread of its own (not a dispatch queue: a blocking read there
/// holds one of its few workers).
final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var collected = Data()  // written once by the reading thread, read after `done`

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            collected = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, once its writers have all closed it.
    func data() -> Data {
        done.wait()
        done.signal()
        return collected
    }
}
