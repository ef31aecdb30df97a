// Mistake: retry(2) read as "two more tries", but it counts every attempt, the first included: two failures are one too many.
// 错误：把 retry(2) 理解成“再试两次”，可它数的是包括第一次在内的所有尝试：失败两次就不够了。
import RxCore

func reliable(_ download: Observable<String>) -> Observable<String> {
    download.retry(2)
}
