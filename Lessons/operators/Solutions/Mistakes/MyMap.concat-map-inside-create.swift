// Mistake: create only wraps another operator of map's family (concatMap), which does the work the task asks you to write.
// 错误：create 只是包了一层 map 家族的另一个操作符（concatMap），题目要你自己写的那部分工作还是它做的。
import RxCore

func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
    Observable<Result>.create { observer in
        source.concatMap { Observable.just(transform($0)) }.subscribe(observer)
    }
}
