import LessonKit
import RxCore

/// The document's manual alternative to a DisposeBag: CompositeDisposable.
let compositeDisposableByHand = Demo(
    id: "composite-disposable",
    title: Localized(zh: "CompositeDisposable：亲手管理一组订阅", en: "CompositeDisposable: a group of subscriptions by hand"),
    explanation: Localized(
        zh: "DisposeBag 不能提前清空；需要亲手控制时，文档建议用 CompositeDisposable。insert 放进一个订阅并返回一把钥匙，remove(for:) 凭钥匙取出它并立即释放，dispose() 释放组里剩下的全部。dispose 之后组就关闭了：再 insert 进来的订阅会被当场释放，insert 返回 nil。这里两个计时器 A 和 B 每 0.3 秒一拍；0.7 秒时移除 A，1.1 秒时释放整个组，随后插入的 C 一拍也没跑就被释放了。（ReactiveCocoa 的 RACCompoundDisposable 移除时不释放，这一点与此不同。）",
        en: "A DisposeBag can't be emptied early; when you need that control, the document points to CompositeDisposable. insert puts a subscription in and hands back a key, remove(for:) takes it out by its key and disposes it at once, and dispose() disposes everything left. After dispose the group is closed: a subscription inserted later is disposed on the spot, and insert returns nil. Here two timers, A and B, tick every 0.3 s; A is removed at 0.7 s, the whole group is disposed at 1.1 s, and C, inserted afterwards, is disposed before it ever ticks. (ReactiveCocoa's RACCompoundDisposable does not dispose what you remove; RxSwift's does.)"
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只用一句话提到 CompositeDisposable，没有代码和输出；这是它在虚拟时钟上的运行结果。",
        en: "The document mentions CompositeDisposable in one sentence, with no code or output; this is it running on the virtual clock."
    )
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
