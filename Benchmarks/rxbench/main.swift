import Foundation
// rxbench: speed figures for the runtime and the marble engine. Run in release:
//     swift run -c release rxbench
//     swift run -c release rxbench only NAME...        the cases whose name contains a NAME
//     swift run -c release rxbench --peers FILE ...    ratios to these peer figures (Benchmarks/peers)
//     swift run -c release rxbench fuzz [COUNT] [SEED]    the marble engine over random input
let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "fuzz" {
    let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
    let seed = arguments.dropFirst(2).first.flatMap { UInt64($0) } ?? 1
    exit(runMarbleFuzz(count: count, seed: seed) ? 0 : 1)
}
var rest = Array(arguments)
if let index = rest.firstIndex(of: "--peers"), index + 1 < rest.count {
    guard let figures = PeerFigures(file: rest[index + 1]) else {
        print("rxbench: cannot read peer figures from \(rest[index + 1])")
        exit(2)
    }
    peers = figures
    rest.removeSubrange(index...(index + 1))
} else {
    peers = PeerFigures(file: PeerFigures.storedFile)
}
if rest.first == "only" { selectedCases = Array(rest.dropFirst()) }
print("rxbench (release build recommended; best of 3 runs; ns/op by the wall clock, then by this thread's CPU time)")
if let peers {
    print("ratios: the peer's CPU ns/op over ours, from \(peers.file)" + peers.notes.map { "\n  " + $0 }.joined())
}
for measurement in runRuntimeBenchmarks() {
    print(measurement.line)
}
if selectedCases.isEmpty || selectedCases.contains(where: { $0.hasPrefix("marbles") }) {
    runMarbleBenchmarks()
}
