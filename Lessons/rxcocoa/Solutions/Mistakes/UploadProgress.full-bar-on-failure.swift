// Mistake: the stub's fallback was kept: a failed upload fills the bar as if it had finished.
// 错误：保留了初始代码的后备值：上传失败时进度条满格，好像已经传完了。
import RxCocoaKit
import RxCore

func uploadProgress(_ upload: Observable<(sent: Int, total: Int)>) -> Driver<Float> {
    upload
        .map { progress in Float(progress.sent) / Float(progress.total) }
        .asDriver(onErrorJustReturn: 1)
}
