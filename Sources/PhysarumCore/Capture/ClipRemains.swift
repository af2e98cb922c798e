import Foundation

/// What a clip whose encoder failed mid-way (a full disk, a folder gone) leaves at its path, after
/// `settle` has tidied it. What was written stays: a WebM cut short still plays up to where it
/// stopped, and the user is told where it is instead of being told nothing was saved. An empty
/// file holds nothing and is only clutter, so it goes. Only for a path the writer has opened
/// (and so truncated): before that a file there is someone else's.
public enum ClipRemains: Equatable, Sendable {
    /// No file is there, or something other than a regular file (a device, a link): nothing
    /// written to keep and nothing to remove.
    case nothing
    /// An empty regular file, or one without a video frame, was there; `settle` removed it.
    case removedEmptyFile
    /// `bytes` were written before the failure; the file stays.
    case partialFile(bytes: Int)

    /// Looks at `path` (a link is not followed) and removes it when it is a regular file that
    /// holds nothing to play: empty, or a clip with no video frame (`framesWritten` 0: a WebM's
    /// header alone is about 400 bytes and plays as nothing).
    public static func settle(path: String, framesWritten: Int) -> ClipRemains {
        let files = FileManager.default
        guard let attributes = try? files.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular
        else { return .nothing }
        let bytes = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard bytes == 0 || framesWritten == 0 else { return .partialFile(bytes: bytes) }
        return (try? files.removeItem(atPath: path)) == nil ? .nothing : .removedEmptyFile
    }

    /// Whether the failed clip left a file worth telling the user about.
    public var keptPartialFile: Bool {
        if case .partialFile = self { return true }
        return false
    }
}
