import CourseKit
import LessonKit

/// scheduleRecursiveBlock: a million steps without a million stack frames.
let recursionAsIteration = Demo(
    id: "recursion-as-iteration",
    documented: ""
) { play in
    var depth = 0
    var deepest = 0
    var steps = 0
    func reset() { (depth, deepest, steps) = (0, 0, 0) }
    func enter() {
        steps += 1
        depth += 1
        deepest = max(deepest, depth)
    }

    func plainRecursion(_ remaining: Int) {
        enter()
        defer { depth -= 1 }
        if remaining > 1 { plainRecursion(remaining - 1) }
    }
    plainRecursion(10)
    play.say(zh: "普通递归，10 步：走了 \(steps) 步，嵌套 \(deepest) 层", en: "plain recursion, 10 steps: \(steps) steps, nested \(deepest) deep")

    for (name, scheduler) in [("immediate", RACScheduler.immediate), ("subscription", RACScheduler.subscription)] {
        reset()
        scheduler.scheduleRecursiveBlock { reschedule in
            enter()
            defer { depth -= 1 }
            if steps < 1_000_000 { reschedule() }
        }
        play.say(zh: "\(name) 调度器，1000000 步：走了 \(steps) 步，嵌套 \(deepest) 层", en: "\(name) scheduler, 1000000 steps: \(steps) steps, nested \(deepest) deep")
    }

    let numbers = Array(1...100_000).rac_sequence
    var sum = 0
    numbers.signal(with: .immediate).subscribeNext({ sum += $0 }, completed: {
        play.say(zh: "100000 个元素的序列推成信号：总和 \(sum)", en: "a 100000-element sequence as a signal: sum \(sum)")
    })

    var step = 0
    RACScheduler.queue(play.scheduler).scheduleRecursiveBlock { reschedule in
        step += 1
        play.say(zh: "队列调度器：第 \(play.now) 拍走第 \(step) 步", en: "queue scheduler: step \(step) at tick \(play.now)")
        if step < 3 { reschedule() }
    }
}
