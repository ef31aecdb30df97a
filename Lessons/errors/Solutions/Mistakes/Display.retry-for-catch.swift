// Mistake: retry(3) where the task asks to catch: the readings play again twice, and the third failure still reaches the display.
// 错误：该捕获错误的地方用了 retry(3)，读数又重放了两遍，第三次失败还是传到了显示那里。
import RxCore

func display(_ temperature: Observable<String>) -> Observable<String> {
    temperature.retry(3)
}
