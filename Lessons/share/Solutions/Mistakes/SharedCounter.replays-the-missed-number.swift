// Mistake: share(replay: 1) shares the timer but hands the late screen the number it missed, which the task says it must not show.
// 错误：share(replay: 1) 虽然共用了计时器，却把晚打开的界面错过的那个数交给了它，而题目说它不该显示这个数。
import RxCore

func sharedCounter(_ counter: Observable<Int>) -> Observable<Int> {
    counter.share(replay: 1)
}
