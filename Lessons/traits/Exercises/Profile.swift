import RxCore

/// The server answers a profile request with exactly one name, then completes. Turn the
/// response into a Single: it succeeds with the one name, and fails with RxSwift's own error
/// when the response holds no name or more than one.
/// 服务器对一次资料请求应该只回答一个名字，然后完成。把响应变成 Single：只有一个名字时以它成功；
/// 没有名字或者不止一个名字时，以 RxSwift 自己的错误失败。
func profile(_ response: Observable<String>) -> Single<String> {
    // TODO: convert response into a Single; never() here waits forever.
    // TODO（中文）：把 response 转成 Single；初始代码里的 never() 会一直等下去。
    Single.never()
}
