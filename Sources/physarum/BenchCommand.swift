import Foundation
import PhysarumEngine

/// `physarum bench …`: thin wrapper over `Benchmark`.
enum BenchCommand {
    static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try Benchmark.Options.parse(arguments)
            let result = try Benchmark.run(options)
            print(options.json ? try result.json() : result.text)
            return 0
        } catch {
            FileHandle.standardError.write(Data("physarum bench: \(error)\n".utf8))
            return error is CommandLineError ? 2 : 1
        }
    }
}
