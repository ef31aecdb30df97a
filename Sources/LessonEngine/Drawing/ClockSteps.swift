import LessonKit
import Marbles
import TextKit

/// A recorded run seen up to one tick at a time, the clock a learner can step through: what
/// `run --step` and `playground --step` print. Computed from the recording (every event,
/// subscription, disposal and printed line carries its tick), never by running again.
public struct ClockSteps {
    public let chains: TracedChains
    public let printed: [Playground.Line]
    /// The whole run's scale, so that a column stays the same tick in every frame.
    let scale: MarbleScale

    public init(chains: [[TracedRow]], printed: [Playground.Line], scale: MarbleScale?) {
        self.chains = TracedChains(chains: chains)
        self.printed = printed
        self.scale = scale ?? TraceDrawing.scale(for: [chains]) ?? MarbleScale()
    }

    /// Every tick at which something happens (a subscription, an event, a disposal, a printed
    /// line), in order: the frames `--step` shows.
    public var moments: [Int] {
        var ticks = Set(printed.map(\.time))
        for row in chains.chains.joined() {
            ticks.insert(row.subscribed)
            ticks.formUnion(row.events.map(\.time))
            if let disposed = row.disposed { ticks.insert(disposed) }
        }
        return ticks.sorted()
    }

    /// The frame at `tick`: a heading, the lines printed at that very tick, and every chain as
    /// it stands then (rows not yet subscribed left out, a row still subscribed going on).
    public func frame(at tick: Int, console: Console, language: Language) -> [String] {
        var lines = [console.paint(wording("clock-steps.tick", tick)[language], .bold)]
        let now = printed.filter { $0.time == tick }
        if !now.isEmpty {
            lines.append(console.paint(wording("clock-steps.printed-at-this-tick")[language], .dim))
            lines += now.map { "  " + Escaping.terminal($0.text) }
        }
        let cut = chains.cut(after: tick).chains
        if let drawing = try? TraceDrawing.draw(cut, scale: scale, until: tick) {
            lines += drawing.text(width: console.width, fold: true).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return lines
    }
}
