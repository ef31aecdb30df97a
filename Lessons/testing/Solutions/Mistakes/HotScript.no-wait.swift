// Mistake: the wanted recording handed back as the script, forgetting that searchQueries waits
// 3 ticks after the last keystroke: every query is recorded 3 ticks late.
// 错误：把想要的记录原样当成脚本交回去，忘了 searchQueries 要在最后一次打字后再等 3 拍：每个查询都晚 3 拍才被记下。
import RxCore
import RxTestCore

func hotScript(producing wanted: [Recorded<Event<String>>]) -> [Recorded<Event<String>>] {
    wanted
}
