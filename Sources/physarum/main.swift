import Foundation
import PhysarumCore

// Temporary dispatch until the command table (Commands.swift) lands.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "render": exit(RenderCommand.run(Array(arguments.dropFirst())))
case "bench": exit(BenchCommand.run(Array(arguments.dropFirst())))
default: print(ParamRegistry.all.count)
}
