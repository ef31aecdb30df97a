import Foundation
// rxbench: speed figures for the runtime and the marble engine. Run in release:
//     swift run -c release rxbench
//     swift run -c release rxbench only NAME...        the cases whose name contains a NAME
//     swift run -c release rxbench fuzz [COUNT] [SEED]    the marble engine over random input
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "fuzz" {
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
    let seed = arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 1
    exit(runMarbleFuzz(count: count, seed: seed) ? 0 : 1)
}
if arguments.first == "only" { selectedCases = Array(arguments.dropFirst()) }
print("rxbench (release build recommended; best of 3 runs; ns/op by the wall clock, then by this thread's CPU time)")
for measurement in runRuntimeBenchmarks() {
    print(measurement.line)
}
if selectedCases.isEmpty || selectedCases.contains(where: { $0.hasPrefix("marbles") }) {
    runMarbleBenchmarks()
}
