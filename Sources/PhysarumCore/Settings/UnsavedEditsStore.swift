import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps one window's unsaved edits on disk, in a slot that no other running Physarum uses.
///
/// Slots are files `<role>.json`, `<role>-2.json`, … each held through an flock on its `.lock`
/// file: the kernel drops the lock when the process ends, even by `kill -9`, so the next start
/// claims the first slot again and finds what the crashed one left. Two windows running at once
/// (a `--host` beside a window, or two started with options) write to slots of their own.
public final class UnsavedEditsStore {
    /// How many windows of one role can keep edits at once.
    public static let slotLimit = 8

    /// The file the edits are written to.
    public let url: URL
    private let lockDescriptor: Int32

    private init(url: URL, lockDescriptor: Int32) {
        self.url = url
        self.lockDescriptor = lockDescriptor
    }

    deinit { close(lockDescriptor) }

    /// Claims the first free slot of `role` ("window", "host") in `directory`; nil when the
    /// directory cannot be made or every slot is held by a running window.
    public static func claim(role: String, in directory: URL) -> UnsavedEditsStore? {
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil
        else { return nil }
        for slot in 1...slotLimit {
            let name = slot == 1 ? role : "\(role)-\(slot)"
            let lock = directory.appendingPathComponent("\(name).lock").path
            let fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return nil }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                return UnsavedEditsStore(url: directory.appendingPathComponent("\(name).json"), lockDescriptor: fd)
            }
            close(fd)
        }
        return nil
    }

    /// Where a file that cannot be read is kept.
    public var backupURL: URL { url.appendingPathExtension("bak") }

    /// The edits left by the last run in this slot, and a sentence for the user when the file
    /// could not be read (it is moved aside as `.bak`, never overwritten unseen).
    public func load() -> (edits: UnsavedEdits?, notice: String?) {
        guard let data = try? Data(contentsOf: url) else { return (nil, nil) }
        do {
            let edits = try JSONDecoder().decode(UnsavedEdits.self, from: data)
            guard edits.version <= UnsavedEdits.formatVersion else {
                return (nil, setAside(reason: tr("a newer Physarum wrote them")))
            }
            return (edits, nil)
        } catch {
            return (nil, setAside(reason: tr("the file is damaged")))
        }
    }

    /// Writes `edits` atomically (a crash mid-write leaves the previous edits), readable by the user only.
    public func save(_ edits: UnsavedEdits) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(edits), to: url, overwrite: true, permissions: 0o600)
    }

    /// Forgets the kept edits (the running parameters are a saved preset's again).
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    private func setAside(reason: String) -> String {
        try? FileManager.default.removeItem(at: backupURL)
        guard (try? FileManager.default.moveItem(at: url, to: backupURL)) != nil else {
            return tr(
                "Unsaved edits from the last session could not be read ({reason}); they stay in {path}.",
                ["reason": reason, "path": url.path])
        }
        return tr(
            "Unsaved edits from the last session could not be read ({reason}); they were kept as {file}.",
            ["reason": reason, "file": backupURL.lastPathComponent])
    }
}
