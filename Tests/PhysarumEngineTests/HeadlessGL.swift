import PhysarumEngine
import XCTest

/// One headless GL context for the whole test run (made current on first use).
enum TestGL {
    private static var shared: Result<HeadlessGLContext, Error>?

    /// The context, current; skips the calling test with the reason when EGL cannot give one.
    static func context() throws -> HeadlessGLContext {
        if shared == nil { shared = Result { try HeadlessGLContext() } }
        switch shared! {
        case .success(let context):
            context.makeCurrent()
            return context
        case .failure(let error):
            throw XCTSkip("no headless GL 4.3 context: \(error)")
        }
    }
}
