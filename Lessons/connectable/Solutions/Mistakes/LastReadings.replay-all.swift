// Mistake: replayAll() hands the late screen every reading it missed, more than `count`.
// 错误：replayAll() 把错过的读数全部交给晚来的界面，多于 `count` 个。
import RxCore

func lastReadings(_ readings: Observable<Int>, count: Int) -> ConnectableObservable<Int> {
    readings.replayAll()
}
