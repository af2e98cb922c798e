import CEpoxy

/// What the render passes read from a simulation: GL texture names, valid in the current context.
///
/// - `trailTexture`: `GL_TEXTURE_2D`, `GL_RGBA32F`, `fieldSize²`; red/green/blue = species 0/1/2
///   trail in trail units (not fixed point), alpha unused. Row 0 is field row y = 0.
/// - `headTexture`: `GL_TEXTURE_2D`, `GL_R32UI`, `fieldSize²`; agents whose position is in the cell
///   (any species). Only needed when head glow is on; nil means no heads.
public struct RenderInputs: Equatable {
    public var trailTexture: GLuint
    public var headTexture: GLuint?
    public var fieldSize: Int

    public init(trailTexture: GLuint, headTexture: GLuint?, fieldSize: Int) {
        self.trailTexture = trailTexture
        self.headTexture = headTexture
        self.fieldSize = fieldSize
    }
}

/// A simulation that can hand its current state to the renderer.
public protocol RenderInputSource: AnyObject {
    /// Brings the render textures up to date with the latest step and returns them;
    /// `includeHeads` asks for the head-count texture too (head glow on).
    func renderInputs(includeHeads: Bool) -> RenderInputs
}
