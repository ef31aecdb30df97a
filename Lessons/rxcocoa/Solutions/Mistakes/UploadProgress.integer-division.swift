// Mistake: the division is done on the two Ints and only then made a Float: it is 0 until the whole file is sent, so the bar never moves.
// 错误：先用两个 Int 相除，之后才转成 Float：整个文件发完之前结果都是 0，进度条一动不动。
import RxCocoaKit
import RxCore

func uploadProgress(_ upload: Observable<(sent: Int, total: Int)>) -> Driver<Float> {
    upload
        .map { progress in Float(progress.sent / progress.total) }
        .asDriver(onErrorJustReturn: 0)
}
