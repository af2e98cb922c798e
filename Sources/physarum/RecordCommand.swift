import PhysarumCLI
import PhysarumCore
import PhysarumEngine
import PhysarumMedia

/// `physarum record --preset ID … -o clip.webm`: a video clip, headless.
enum RecordCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "record", summary: trLater("Record a preset headlessly to a video clip (no display needed)"),
            options: RecordJob.Options.specs + [
                OptionSpec(
                    "formats", help: trLater("List the clip formats and what each needs of GStreamer, then exit")),
                OptionSpec(
                    "json", help: trLater("With --formats: as JSON, for scripts (the GPU staging script reads it)")),
            ],
            discussion:
                trLater(
                    "Runs the preset on a headless OpenGL context at a steady simulation rate (60 × sim speed steps\n"
                        + "per second of video, however fast the machine is) and encodes every frame with GStreamer.\n"
                        + "The same seed gives the same frames. Prints how fast it rendered and encoded.\n"
                        + "--audio FILE: the preset's modulations (docs/PRESETS.md) follow the file's loudness, bass, mid,\n"
                        + "treble and beats frame by frame, computed offline (the same seed and file give the same frames),\n"
                        + "and the clip carries the file's sound; it is as long as the track unless --seconds says otherwise."
                )),
        run: run,
        moreHelp: { "Formats on this system (chosen by the output's extension):\n" + GStreamer.formatReport + "\n" })

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        if arguments.has("formats") {
            Console.out(
                arguments.has("json")
                    ? try ListingJSON.encode(GStreamer.requirements) : GStreamer.formatReport + "\n")
            return 0
        }
        if arguments.has("json") { throw ArgumentError.unexpectedArgument("--json (it goes with --formats)") }
        let options = try RecordJob.Options(arguments)
        Console.out(try RecordJob.run(options, params: PresetArgument.params(id: options.presetID)) + "\n")
        return 0
    }
}
