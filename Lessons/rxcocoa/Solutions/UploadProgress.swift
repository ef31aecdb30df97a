import RxCocoaKit
import RxCore

/// Both numbers become Float before the division (on two Ints it is an integer division, 0
/// until the very end), and the Driver's fallback for a failed upload is 0.
/// 两个数先转成 Float 再相除（两个 Int 相除是整数除法，直到最后都是 0），
/// 上传失败时 Driver 的后备值是 0。
func uploadProgress(_ upload: Observable<(sent: Int, total: Int)>) -> Driver<Float> {
    upload
        .map { progress in Float(progress.sent) / Float(progress.total) }
        .asDriver(onErrorJustReturn: 0)
}
