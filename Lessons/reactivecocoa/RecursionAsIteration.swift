import LessonKit

/// scheduleRecursiveBlock: a million steps without a million stack frames.
let recursionAsIteration = Demo(
    id: "recursion-as-iteration",
    title: Localized(zh: "scheduleRecursiveBlock：一百万步递归，栈只有一层", en: "scheduleRecursiveBlock: a million recursive steps, one stack frame deep"),
    explanation: Localized(
        zh: "普通递归每一步多压一层栈，一百万步就会栈溢出。scheduleRecursiveBlock 给块一个 reschedule；块里调用 reschedule 只是记下 \"还要再跑一次\"，等块返回后再跑，于是递归变成了循环。这里数出块嵌套的最深层数：普通递归 10 步就是 10 层；立即调度器和订阅调度器上一百万步都只有 1 层。在队列（虚拟时钟）上每一步是一个新的队列项，每拍一步。最后，一个十万个元素的序列也用同样的方式推成信号，每个元素一步。说明：块本身从不嵌套，但调用栈是否只有一层取决于调度器。RAC 2.5 里只有立即调度器把 scheduleRecursiveBlock 改写成一个普通循环；其他调度器在块返回后才逐个重新调度，真正的 RACSubscriptionScheduler 在有当前调度器时同步执行，每一步仍会多出几层调用栈。我们封装层的订阅调度器是蹦床，所以这里也只有一层。",
        en: "Plain recursion adds a stack frame per step, and a million steps overflow the stack. scheduleRecursiveBlock gives the block a reschedule function; calling it inside the block only notes 'run once more', and the next run starts after the block has returned, so the recursion becomes a loop. Here we count how deeply the block is ever nested: plain recursion over 10 steps is 10 deep; a million steps on the immediate and subscription schedulers are 1 deep. On a queue (the virtual clock) each step is a new queue item, one per tick. Finally a sequence of 100,000 elements is pushed as a signal the same way, one step per element. A caveat: the block itself is never nested, but whether the call stack stays one level deep depends on the scheduler. In RAC 2.5 only the immediate scheduler overrides scheduleRecursiveBlock with a plain loop; the others reschedule after the block has returned, and the real RACSubscriptionScheduler, running synchronously when a current scheduler exists, still adds a few stack frames per step. Our facade's subscription scheduler is a trampoline, so here it stays one level deep."
    ),
    documented: "",
    note: Localized(
        zh: "文档只给出方法签名；这里数步数和嵌套深度。",
        en: "The document gives only the method's signature; here we count steps and nesting depth."
    )
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
    play.print("plain recursion, 10 steps: \(steps) steps, nested \(deepest) deep")

    for (name, scheduler) in [("immediate", RACScheduler.immediate), ("subscription", RACScheduler.subscription)] {
        reset()
        scheduler.scheduleRecursiveBlock { reschedule in
            enter()
            defer { depth -= 1 }
            if steps < 1_000_000 { reschedule() }
        }
        play.print("\(name) scheduler, 1000000 steps: \(steps) steps, nested \(deepest) deep")
    }

    let numbers = Array(1...100_000).rac_sequence
    var sum = 0
    numbers.signal(with: .immediate).subscribeNext({ sum += $0 }, completed: {
        play.print("a 100000-element sequence as a signal: sum \(sum)")
    })

    var step = 0
    RACScheduler.queue(play.scheduler).scheduleRecursiveBlock { reschedule in
        step += 1
        play.print("queue scheduler: step \(step) at \(play.now) s")
        if step < 3 { reschedule() }
    }
}
