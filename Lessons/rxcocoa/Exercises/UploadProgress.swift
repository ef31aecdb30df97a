import RxCocoaKit
import RxCore

/// The progress bar of an upload: `upload` sends (sent, total) in bytes after every chunk;
/// the bar shows the fraction sent, from 0 to 1. If the upload fails, the bar goes back to 0.
/// 上传的进度条：`upload` 每发完一块就以字节为单位发出 `(sent, total)`；进度条显示已发送的比例，
/// 从 0 到 1。上传失败时，进度条回到 0。
func uploadProgress(_ upload: Observable<(sent: Int, total: Int)>) -> Driver<Float> {
    // TODO: turn each (sent, total) into the fraction sent. Right now the bar never moves.
    // TODO（中文）：把每个 `(sent, total)` 变成已发送的比例。现在进度条一动不动。
    upload
        .map { _ in Float(0) }
        .asDriver(onErrorJustReturn: 1)
}
