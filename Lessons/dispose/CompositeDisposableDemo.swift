import CourseKit
import LessonKit
import RxCore

/// The document's manual alternative to a DisposeBag: CompositeDisposable.
let compositeDisposableByHand = Demo(
    id: "composite-disposable",
    documented: ""
) { play in
    let group = CompositeDisposable()
    func ticker(_ name: String) -> Disposable {
        play.probe(name, Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler))
            .subscribe(onNext: { play.print("\(name) \($0)") }, onDisposed: { play.say(zh: "第 \(play.now) 拍：\(name) 被释放", en: "\(name) disposed at tick \(play.now)") })
    }
    let keyA = group.insert(ticker("A"))
    _ = group.insert(ticker("B"))
    play.sleep(0.7)
    if let keyA { group.remove(for: keyA) }
    play.say(zh: "移除了 A，组里还有 \(group.count) 个", en: "A removed, the group holds \(group.count)")
    play.sleep(0.4)
    group.dispose()
    play.say(zh: "整个组已释放", en: "group disposed")
    let keyC = group.insert(ticker("C"))
    play.say(zh: "释放之后 insert 返回 \(keyC == nil ? "nil" : "一个键")", en: "insert after dispose returned \(keyC == nil ? "nil" : "a key")")
    play.sleep(0.5)
}
