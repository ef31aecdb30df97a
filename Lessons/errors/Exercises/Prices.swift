import RxCore

/// Look up every id; a failed lookup should count as 0 and the rest should go on.
/// 查询每个 id；失败的那次查询算作 0，其余的照常继续。
func prices(_ ids: Observable<Int>, lookup: @escaping (Int) -> Observable<Int>) -> Observable<Int> {
    // TODO: one failed lookup ends everything here. Move the recovery so that only
    // the failed lookup is replaced by 0.
    // TODO（中文）：这里一次查询失败就结束了一切。把恢复挪个位置，
    // 让只有失败的那次查询被换成 0。
    ids
        .flatMap { id in lookup(id) }
        .catchAndReturn(0)
}
