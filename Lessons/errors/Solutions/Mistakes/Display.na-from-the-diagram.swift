// Mistake: "na" copied from the diagram, where the task asks for "n/a" (the diagram draws n/a as na).
// 错误：照着弹珠图写了“na”，可题目要的是“n/a”（弹珠图把 n/a 画成 na）。
import RxCore

func display(_ temperature: Observable<String>) -> Observable<String> {
    temperature.catchAndReturn("na")
}
