import RxCore
import RxTestCore

/// searchQueries sends a query once it has stood 3 ticks (`.seconds(3)` at RxTest's default
/// resolution, 1.0) with nothing typed after it. So each wanted query is typed 3 ticks before
/// it should go out; the wanted ones are at least 4 ticks apart, so each has its 3 quiet ticks.
/// A completion or an error is recorded at the tick the script sends it: it stays where it is.
/// searchQueries 在一个查询停留 3 拍（RxTest 默认精度 1.0 下的 `.seconds(3)`）且后面没有再打字时把它发出。
/// 所以每个想要的查询都提前 3 拍打出来；想要的查询之间至少隔 4 拍，每个都有安静的 3 拍。
/// completed 和 error 在脚本发出它的那一拍被记录：原地不动。
func hotScript(producing wanted: [Recorded<Event<String>>]) -> [Recorded<Event<String>>] {
    wanted.map { recorded in
        switch recorded.value {
        case .next: return Recorded(time: recorded.time - 3, value: recorded.value)
        case .error, .completed: return recorded
        }
    }
}
