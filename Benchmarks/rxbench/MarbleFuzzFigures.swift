import Marbles
import TextKit

/// `rxbench fuzz [COUNT] [SEED]`: random `rxlesson marble` command lines (MarbleFuzz), and
/// how many read, were refused with a column inside the diagram, and drew again. A crash
/// ends the run, so finishing at all means every input was crash-free.
func runMarbleFuzz(count: Int, seed: UInt64) -> Bool {
    let clock = ContinuousClock()
    var tally = MarbleFuzz.Tally()
    var rng = SplitMix64(seed: seed)
    let elapsed = clock.measure {
        for _ in 0..<count { MarbleFuzz.check(MarbleFuzz.input(using: &rng), into: &tally) }
    }
    print("marbles fuzz (seed \(seed)): \(tally.inputs) inputs in \(elapsed)")
    print("  crash-free                      \(tally.inputs)")
    print("  read                            \(tally.read)")
    print("  drawn again, read back the same \(tally.roundTrips)")
    print("    with a long wait as time      \(tally.progressions)")
    print("  refused                         \(tally.refused)")
    print("    with a column in the diagram  \(tally.refusedInside)")
    print("  failures                        \(tally.inputs - tally.roundTrips - tally.refusedInside)")
    for failure in tally.failures { print("  FAIL " + failure) }
    return tally.failures.isEmpty
}
