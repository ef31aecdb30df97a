// Mistake: the download returned as it is, with no retry: the first failure reaches the subscriber.
// 错误：把下载原样返回，没有重试：第一次失败就传到了订阅者那里。
import RxCore

func reliable(_ download: Observable<String>) -> Observable<String> {
    download
}
