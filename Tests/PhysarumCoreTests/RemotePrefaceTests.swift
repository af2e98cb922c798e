import Foundation
import PhysarumCore
import XCTest

final class RemotePrefaceTests: XCTestCase {
    private func payload(_ frame: Data) -> Data { frame.dropFirst(RemoteFrame.headerLength) }

    func testThePrefaceIsTheDocumentedFrameAndAnnouncesItsVersion() throws {
        let frame = RemotePreface.frame()
        XCTAssertEqual(Array(frame.prefix(4)), [0, 0, 0, 0x27], "docs/PROTOCOL.md: 00 00 00 27")
        XCTAssertEqual(String(decoding: payload(frame), as: UTF8.self), #"{"protocolVersion":2,"type":"greeting"}"#)
        XCTAssertEqual(try RemotePreface.version(in: payload(frame)), RemoteProtocol.version)
        XCTAssertEqual(try RemotePreface.opening(in: payload(RemotePreface.frame(version: 1))), .version(1))
        XCTAssertEqual(try RemotePreface.opening(in: payload(RemotePreface.frame(version: 3))), .version(3))
    }

    /// In place of the preface a host may refuse in clear text: any error frame is a refusal.
    func testAnErrorFrameIsARefusal() throws {
        for error in [RemoteProtocolError.tooManyConnections, .timeout, .versionMismatch(peer: 1, ours: 2)] {
            let refusal = RemoteErrorMessage(error)
            let frame = try RemoteFrame.encode(.error(refusal))
            XCTAssertEqual(try RemotePreface.opening(in: payload(frame)), .refused(refusal), "\(error)")
        }
    }

    func testAnythingElseIsNotAnOpening() {
        let others = [
            #"{"type":"keepAlive"}"#, #"{"protocolVersion":"2","type":"greeting"}"#, #"{"protocolVersion":2}"#,
            #"{"protocolVersion":2.5,"type":"greeting"}"#, "not json", "",
        ]
        for text in others {
            XCTAssertThrowsError(try RemotePreface.opening(in: Data(text.utf8)), text) { error in
                XCTAssertEqual(error as? RemoteProtocolError, .notAMessage, text)
            }
        }
    }
}
