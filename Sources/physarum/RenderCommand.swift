import Foundation
import PhysarumCLI
import PhysarumCore
import PhysarumEngine

/// `physarum render --preset ID … -o out.png`: one headless frame to PNG.
enum RenderCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "render", summary: trLater("Render a preset headlessly to a PNG (no display needed)"),
            options: RenderJob.Options.specs,
            discussion: trLater(
                "Runs the preset for the given number of steps on a headless OpenGL context (EGL; 4.3 runs\n"
                    + "the GPU backend, 3.3 the CPU one) and writes one frame. The same seed gives the same image on the same driver."
            )
        ),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try RenderJob.Options(arguments)
        Console.out(try RenderJob.run(options, params: PresetArgument.params(id: options.presetID)) + "\n")
        return 0
    }
}
