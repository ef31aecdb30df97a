// Mistake: `.seconds(3)` counted in the course's tenths of a second (30 ticks), not in the
// 3 ticks RxTest's default resolution makes of it: the script types 27 ticks too early.
// 错误：按课程的 0.1 秒一拍把 `.seconds(3)` 算成 30 拍，而 RxTest 默认精度下它只有 3 拍：脚本早打了 27 拍。
import RxCore
import RxTestCore

func hotScript(producing wanted: [Recorded<Event<String>>]) -> [Recorded<Event<String>>] {
    wanted.map { recorded in
        switch recorded.value {
        case .next: return Recorded(time: recorded.time - 30, value: recorded.value)
        case .error, .completed: return recorded
        }
    }
}
