// Mistake: retry(4) read as "the first try and 3 more", but the count is every attempt: 4 attempts where the task allows 3.
// 错误：把 retry(4) 理解成“第一次加上再试 3 次”，可这个数包括每一次尝试：题目只允许 3 次，它试了 4 次。
import RxCore

func reliable(_ download: Observable<String>) -> Observable<String> {
    download.retry(4)
}
