import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `rxlesson new lesson ID` / `rxlesson new exercise LESSON Name`: the author's scaffold.
struct NewCommand: ParsableCommand {
    enum Kind: String, CaseIterable, ArgumentValue {
        case lesson, exercise
    }

    static let configuration = CommandConfiguration(
        name: "new",
        abstract: Localized(zh: "给课程作者用：新建一课或一道练习，所有文件和名字都已接好。",
                            en: "For authors: a new lesson or exercise, every file written and every name wired."),
        discussion: Localized(
            zh: "new lesson 写出 Lessons/ID/（课、一个示例、Harness.swift、Judge/Exercises.swift、两种语言的 Text），并把 ID 加到 Package.swift 的 lessons 末尾。new exercise 在课里加一道练习：批改程序、场景和期望、两种语言的题目和提示、初始代码、参考答案和一个已知的错误答案；占位的题目是“把每个数乘以 2”，初始代码不通过，参考答案通过。不合规则的名字和已有的文件都会被拒绝，不会覆盖任何东西。接下来见 docs/lessons.md。",
            en: "new lesson writes Lessons/ID/ (the lesson, one demo, Harness.swift, Judge/Exercises.swift, both texts) and adds ID last to Package.swift's lessons. new exercise adds one to a lesson: harness, judge, task and hints in both languages, stub, solution and one known mistake; its placeholder task is \"double each number\", so the stub fails and the solution passes. A name that breaks the rules, or a file that exists, is refused: nothing is overwritten. Then see docs/lessons.md."),
        examples: [
            .init("lesson backpressure", Localized(zh: "新建一课 backpressure", en: "a new lesson, backpressure")),
            .init("exercise backpressure DropTheRest", Localized(zh: "给它加练习 DropTheRest（ID 为 backpressure-drop-the-rest）", en: "an exercise for it, DropTheRest (id backpressure-drop-the-rest)")),
        ])

    @Argument(valueName: "lesson|exercise", help: Localized(zh: "新建什么", en: "what to make"))
    var kind: Kind

    @Argument(valueName: "ID|LESSON Name", help: Localized(zh: "课的 ID；或者课的 ID 和练习名", en: "the lesson id; or the lesson id and the exercise name"))
    var names: [String]

    func validate() throws {
        switch (kind, names.count) {
        case (.lesson, 1), (.exercise, 2): return
        case (.lesson, _): throw ValidationError(Localized(zh: "new lesson 只要一个课的 ID", en: "new lesson takes one lesson id"))
        case (.exercise, _): throw ValidationError(Localized(zh: "new exercise 要课的 ID 和练习名，例如 new exercise dispose StopEarly", en: "new exercise takes a lesson id and an exercise name, e.g. new exercise dispose StopEarly"))
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console
        let scaffold = LessonScaffold(root: context.root, exerciseIDs: Set(context.course.exercises.map(\.id)))
        let written: [String]
        do {
            switch kind {
            case .lesson: written = try scaffold.newLesson(names[0])
            case .exercise: written = try scaffold.newExercise(names[1], in: names[0])
            }
        } catch let refusal as LessonScaffold.Refusal {
            console.err(context.text(Localized(zh: "错误：", en: "error: ")) + context.text(refusal.message))
            return 2
        } catch {
            console.err(context.text(Localized(zh: "错误：无法写出文件：", en: "error: cannot write the files: ")) + error.localizedDescription)
            return 2
        }
        written.forEach { console.out("  " + $0) }
        console.out(Wrapping.wrapped(context.text(next(after: written)), width: console.width))
        return 0
    }

    private func next(after written: [String]) -> Localized {
        switch kind {
        case .lesson:
            let id = names[0]
            return Localized(
                zh: "课 \(id) 已经建好并登记在 Package.swift。下一步：rxlesson new exercise \(id) 练习名，然后把 Text/ 里的（待写）换成真正的文字（docs/lessons.md）。",
                en: "Lesson \(id) is written and registered in Package.swift. Next: `rxlesson new exercise \(id) Name`, then replace each (to write) in Text/ (docs/lessons.md).")
        case .exercise:
            let id = LessonNames.exerciseID(lesson: names[0], name: names[1])
            return Localized(
                zh: "练习 \(id) 已经建好：占位的题目能编译，初始代码不通过，参考答案通过。把它换成你的题目，再运行 RXLESSON_CHECK_LESSONS=\(names[0]) swift test --disable-swift-testing --filter CourseCheckTests 自检。",
                en: "Exercise \(id) is written: the placeholder builds, its stub fails and its solution passes. Make it your task, then self-check with `RXLESSON_CHECK_LESSONS=\(names[0]) swift test --disable-swift-testing --filter CourseCheckTests`.")
        }
    }
}
