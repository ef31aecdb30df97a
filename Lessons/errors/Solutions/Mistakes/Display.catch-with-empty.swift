// Mistake: catch { _ in .empty() } swallows the error but shows nothing in its place, not "n/a".
// 错误：catch { _ in .empty() } 吞掉了错误，却什么也没显示，而不是“n/a”。
import RxCore

func display(_ temperature: Observable<String>) -> Observable<String> {
    temperature.catch { _ in Observable.empty() }
}
