import PhysarumCore
import XCTest

/// Where snapshots and clips go, and how a path is named in a toast: from `$HOME` and the
/// xdg-user-dirs file, never the account's passwd home behind `$HOME`'s back.
final class UserFoldersTests: XCTestCase {
    private let home = "/tmp/someone"

    func testTheUserDirsFileNamesTheFolders() {
        let rows: [(contents: String, kind: UserFolders.Kind, expected: String?, why: String)] = [
            ("XDG_PICTURES_DIR=\"$HOME/Bilder\"\n", .pictures, "/tmp/someone/Bilder", "$HOME-relative"),
            ("XDG_VIDEOS_DIR=\"/media/clips\"\n", .videos, "/media/clips", "absolute"),
            ("XDG_VIDEOS_DIR=\"/media/clips/\"\n", .videos, "/media/clips", "trailing slash dropped"),
            ("XDG_PICTURES_DIR=\"$HOME\"\n", .pictures, "/tmp/someone", "disabled: home itself"),
            ("# XDG_PICTURES_DIR=\"$HOME/Old\"\n", .pictures, nil, "a comment"),
            ("XDG_PICTURES_DIR=\"Pictures\"\n", .pictures, nil, "relative: invalid, ignored"),
            ("XDG_PICTURES_DIR=$HOME/Pictures\n", .pictures, nil, "unquoted: invalid, ignored"),
            ("XDG_VIDEOS_DIR=\"$HOME/Videos\"\n", .pictures, nil, "another folder's line"),
            (
                "XDG_PICTURES_DIR=\"$HOME/A\"\nXDG_PICTURES_DIR=\"$HOME/B\"\n", .pictures, "/tmp/someone/B",
                "the last wins"
            ),
            ("  XDG_PICTURES_DIR=\"$HOME/Pics\"  \r\n", .pictures, "/tmp/someone/Pics", "spaces and CRLF"),
        ]
        for row in rows {
            XCTAssertEqual(UserFolders.named(row.kind, in: row.contents, home: home), row.expected, row.why)
        }
    }

    func testCapturesGoToTheNamedFolderThenTheDefaultThenHome() {
        let rows: [(contents: String?, existing: Set<String>, expected: String, why: String)] = [
            ("XDG_PICTURES_DIR=\"$HOME/Bilder\"", ["/tmp/someone/Bilder"], "/tmp/someone/Bilder", "named, exists"),
            (
                "XDG_PICTURES_DIR=\"$HOME/Bilder\"", ["/tmp/someone/Pictures"], "/tmp/someone/Pictures",
                "named is missing"
            ),
            (nil, ["/tmp/someone/Pictures"], "/tmp/someone/Pictures", "no file: ~/Pictures"),
            (nil, [], "/tmp/someone", "no file, no Pictures: home under $HOME"),
            ("", [], "/tmp/someone", "an empty file"),
        ]
        for row in rows {
            let folder = UserFolders.captureFolder(.pictures, userDirs: row.contents, home: home) {
                row.existing.contains($0)
            }
            XCTAssertEqual(folder, row.expected, row.why)
        }
    }

    func testTheProcessFollowsHomeWithoutAUserDirsFile() throws {
        let home = try makeTemporaryDirectory(self).path
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config"]
        XCTAssertEqual(UserFolders.captureFolder(.videos, environment: environment), home)
        try FileManager.default.createDirectory(atPath: home + "/Videos", withIntermediateDirectories: true)
        XCTAssertEqual(UserFolders.captureFolder(.videos, environment: environment), home + "/Videos")
        XCTAssertEqual(XDGDirectories.home(environment: ["HOME": "relative"]), NSHomeDirectory(), "not absolute")
    }

    func testPathsUnderHomeAreShownWithATilde() {
        let rows: [(path: String, home: String, expected: String, why: String)] = [
            ("/tmp/someone/Pictures/x.png", "/tmp/someone", "~/Pictures/x.png", "under home"),
            ("/tmp/someone/Pictures/x.png", "/tmp/someone/", "~/Pictures/x.png", "home with a slash"),
            ("/tmp/someoneelse/x.png", "/tmp/someone", "/tmp/someoneelse/x.png", "a sibling with the same prefix"),
            ("/media/x.webm", "/tmp/someone", "/media/x.webm", "elsewhere"),
            ("/tmp/someone", "/tmp/someone", "~", "home itself"),
            ("/x.png", "/", "/x.png", "home is the root: nothing to shorten"),
        ]
        for row in rows {
            XCTAssertEqual(UserFolders.displayPath(row.path, home: row.home), row.expected, row.why)
        }
    }
}
