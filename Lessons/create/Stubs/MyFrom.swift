import RxCore

/// Every element in order, then completed: myFrom(["first", "second", "third"]) is
/// `(first,second,third,|)`.
/// 按顺序发出每个元素，然后发出 completed。`myFrom(["first", "second", "third"])` 就是
/// `(first,second,third,|)`。
func myFrom<E>(_ sequence: [E]) -> Observable<E> {
    Observable.create { observer in
        for element in sequence {
            observer.on(.next(element))
        }
        // TODO: the array is finite, so the sequence must end.
        // TODO（中文）：数组是有限的，所以序列必须结束。
        return Disposables.create()
    }
}
