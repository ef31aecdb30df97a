// Mistake: retry() with no count tries for ever, where the task allows at most 3 attempts.
// 错误：retry() 不带次数会一直重试下去，可题目最多只允许尝试 3 次。
import RxCore

func reliable(_ download: Observable<String>) -> Observable<String> {
    download.retry()
}
