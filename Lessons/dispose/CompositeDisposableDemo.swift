import LessonKit
import RxCore

/// The document's manual alternative to a DisposeBag: CompositeDisposable.
let compositeDisposableByHand = Demo(
    id: "composite-disposable",
    documented: "",
    resolution: 0.1
) { play in
    let group = CompositeDisposable()
    func ticker(_ name: String) -> Disposable {
        play.probe(name, Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler))
            .subscribe(onNext: { play.print("\(name) \($0)") }, onDisposed: { play.print("\(name) disposed at tick \(play.now)") })
    }
    let keyA = group.insert(ticker("A"))
    _ = group.insert(ticker("B"))
    play.sleep(0.7)
    if let keyA { group.remove(for: keyA) }
    play.print("A removed, the group holds \(group.count)")
    play.sleep(0.4)
    group.dispose()
    play.print("group disposed")
    let keyC = group.insert(ticker("C"))
    play.print("insert after dispose returned \(keyC == nil ? "nil" : "a key")")
    play.sleep(0.5)
}
