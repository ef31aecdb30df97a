import Foundation
// rxbench: speed figures for the runtime and the marble engine. Run in release:
//     swift run -c release rxbench
//     swift run -c release rxbench fuzz [COUNT] [SEED]    the marble engine over random input
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "fuzz" {
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
    let seed = arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 1
    exit(runMarbleFuzz(count: count, seed: seed) ? 0 : 1)
}
print("rxbench (release build recommended; best of 3 runs)")
for measurement in runRuntimeBenchmarks() {
    print(measurement.line)
}
runMarbleBenchmarks()
