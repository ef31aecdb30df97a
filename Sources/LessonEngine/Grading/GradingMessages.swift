import Foundation
import RxCore
import TextKit

/// Every sentence the grader says to a learner, in both languages: one place to read them
/// all and to check that the Chinese says as much as the English. A result is data; the
/// reports call here to say it.
enum GradingMessages {
    /// Why an exercise did not pass.
    static func sentence(_ failure: GradeFailure) -> Localized {
        switch failure {
        case .breaksSourceRule(let rule): return breaksSourceRule(rule)
        case .unusable(let reason): return reason
        case .doesNotCompile(let firstError): return doesNotCompile(firstError)
        case .budgetUsedUp(let minutes): return budgetUsedUp(minutes: minutes)
        case .timedOut(let seconds, let line): return timedOut(after: seconds, stillRunning: line)
        case .printedTooMuch(let kibibytes): return printedTooMuch(kibibytes: kibibytes)
        case .couldNotStart(let why): return couldNotStart(why)
        case .crashed(let signal, let exitStatus, let reason, let variant):
            let message = crashed(signal: signal, exitStatus: exitStatus, reason: reason)
            return variant.map { inVariant($0, message) } ?? message
        case .garbledReport: return garbledReport
        case .shownScenario(let failure, let variant, let printedWithPrint):
            let message = sentence(failure)
            return joined(variant.map { inVariant($0, message) } ?? message, printedWithPrint ? self.printedWithPrint : nil)
        case .missingOperator(let name): return required(name)
        case .ruledOutOperator(let name, let line): return ruledOut(name, line: line)
        case .hiddenVariant(let index, let failure, let printedWithPrint):
            return joined(joined(variantFailed(index), sentence(failure)), printedWithPrint ? self.printedWithPrint : nil)
        }
    }

    /// Why one finished run fails its scenario.
    static func sentence(_ failure: ScenarioFailure) -> Localized {
        switch failure {
        case .ranAway(let tick): return ranAway(at: tick)
        case .grammarBroken(let reentrant, let source, let event): return grammarBroken(reentrant: reentrant, source: source, event: event)
        case .neverReleased(let line, let holder): return neverReleased(line, holder: holder)
        case .differs(let difference): return sentence(difference)
        case .stillOpen(let file, let line):
            return stillOpen(at: file.map { Localized(zh: " \($0):\(line) ", en: "\($0):\(line)") } ?? self.line(line))
        case .leaked(let count): return leaked(count)
        }
    }

    /// The first difference between what was expected and what happened.
    static func sentence(_ difference: FirstDifference) -> Localized {
        switch difference {
        case .undrawableTime(let time): return TraceDrawing.UndrawableTime(time: time).sentences
        case .expectationDoesNotParse(let why):
            return joined(Localized(zh: "练习的期望弹珠图无法解析：", en: "the exercise's expected diagram does not parse: "), why)
        case .noResultStream:
            return Localized(zh: "没有记录到“result”流（练习必须调用 `play.record(\"result\", ...)`）",
                             en: "nothing was recorded as \"result\" (the exercise must call `play.record(\"result\", ...)`)")
        case .marbles(let sentences): return sentences
        case .output(let line, let expected?, let actual?):
            return Localized(zh: "输出第 \(line) 行：期望“\(expected)”，实际是“\(actual)”", en: "output line \(line): expected \"\(expected)\", got \"\(actual)\"")
        case .output(let line, let expected?, nil):
            return Localized(zh: "输出第 \(line) 行：期望“\(expected)”，实际没有这一行", en: "output line \(line): expected \"\(expected)\", got nothing")
        case .output(let line, nil, let actual?):
            return Localized(zh: "输出第 \(line) 行：不该有“\(actual)”", en: "output line \(line): expected nothing, got \"\(actual)\"")
        case .output(let line, nil, nil):
            return Localized(zh: "输出第 \(line) 行不同", en: "output differs at line \(line)")
        }
    }

    /// What the learner printed, and how much more was cut.
    static func printed(_ printed: GradeResult.Printed) -> Localized {
        guard printed.cut > 0 else { return Localized(zh: printed.text, en: printed.text) }
        return joined(Localized(zh: printed.text + "\n", en: printed.text + "\n"), moreCharacters(printed.cut))
    }

    /// `first` followed by `then`, in each language.
    static func joined(_ first: Localized, _ then: Localized?) -> Localized {
        guard let then else { return first }
        return Localized(zh: first.zh + then.zh, en: first.en + then.en)
    }

    /// `10 s` / `10 秒`.
    static func seconds(_ value: TimeInterval) -> Localized {
        let number = value == value.rounded() ? "\(Int(value))" : "\(value)"
        return Localized(zh: "\(number) 秒", en: "\(number) s")
    }

    /// `stillRunning`: the learner's line its backtrace found it on when it was stopped.
    static func timedOut(after limit: TimeInterval, stillRunning line: Int? = nil) -> Localized {
        let limit = seconds(limit)
        guard let line else {
            return Localized(zh: "\(limit.zh)真实时间内没有结束（死循环？），已被停止",
                             en: "did not finish within \(limit.en) of real time (an endless loop?); it was stopped")
        }
        return Localized(zh: "\(limit.zh)真实时间内没有结束：它还在运行第 \(line) 行（死循环？），已被停止",
                         en: "did not finish within \(limit.en) of real time: it was still running line \(line) (an endless loop?); it was stopped")
    }

    static func printedTooMuch(kibibytes: Int) -> Localized {
        Localized(zh: "打印超过 \(kibibytes) KiB，已被停止", en: "printed more than \(kibibytes) KiB; it was stopped")
    }

    /// The report channel carried what the harness never writes (see ExerciseProcess).
    /// The expected lines came out of Swift's `print`, which is not the output compared.
    static let printedWithPrint = Localized(
        zh: "。这些行你用 Swift 的 print 打印出来了，但批改比较的是 play.print 记下的输出（play.print 会记下每一行是在哪一拍打印的），请改用 play.print(…)",
        en: ". Your code printed those lines with Swift's print; the grader compares what play.print records (it notes the tick of each line), so print them with play.print(…)")

    static let garbledReport = Localized(
        zh: "练习程序的报告通道里出现了批改程序不会写的内容（不完整的行、没有令牌的行或缺少追踪）：练习的代码不能往这个通道里写东西",
        en: "the exercise's report channel carried what the grading harness never writes (a partial line, a line without its token, a missing trace): an exercise's code must not write to it")

    /// `why` is the system's own sentence, quoted as it is.
    static func couldNotStart(_ why: String) -> Localized {
        Localized(zh: "无法启动练习。系统的报告：\(why)", en: "could not start the exercise: \(why)")
    }

    /// A crash by a signal, or an early exit; `reason` is the Swift runtime's own line, if any,
    /// quoted as it is (like a compiler's diagnostic).
    static func crashed(signal: Int32?, exitStatus: Int32?, reason: String?) -> Localized {
        var message = Localized(zh: "崩溃了", en: "crashed")
        if let signal {
            let name = signalName(signal)
            message = Localized(zh: "崩溃了（\(name.zh)）", en: "crashed (\(name.en))")
        } else if let exitStatus {
            message = Localized(zh: "运行还没结束，就以退出码 \(exitStatus) 退出了", en: "ended early with exit status \(exitStatus) before the run was over")
        }
        guard let reason else { return message }
        return Localized(zh: message.zh + "。Swift 运行时的报告：" + reason, en: message.en + ": " + reason)
    }

    static func signalName(_ signal: Int32) -> Localized {
        switch signal {
        case SIGILL, SIGTRAP:
            return Localized(zh: "陷阱：fatalError、前置条件不成立、对 nil 强制解包、下标越界或整数溢出",
                             en: "a trap: fatalError, a failed precondition, force-unwrapping nil, an index out of range or an overflow")
        case SIGSEGV, SIGBUS:
            return Localized(zh: "非法内存访问，常见原因是无限递归导致栈溢出", en: "bad memory access, often a stack overflow from endless recursion")
        case SIGABRT: return Localized(zh: "abort，程序中止", en: "abort")
        case SIGKILL: return Localized(zh: "被强行终止", en: "killed")
        case SIGXCPU: return Localized(zh: "用完了 CPU 时间的上限", en: "it used up its CPU time limit")
        case SIGXFSZ: return Localized(zh: "写的文件超过了文件大小的上限", en: "it wrote a file past the file size limit")
        default: return Localized(zh: "信号 \(signal)", en: "signal \(signal)")
        }
    }

    static func inVariant(_ index: Int, _ message: Localized) -> Localized {
        Localized(zh: "在批改用的第 \(index) 组数据中，" + message.zh, en: "in hidden variant \(index), " + message.en)
    }

    static func variantFailed(_ index: Int) -> Localized {
        Localized(zh: "题目给出的场景通过了，但批改用的第 \(index) 组数据没有通过：", en: "passes the scenario the task shows, but not hidden variant \(index): ")
    }

    static func ruledOut(_ name: String, line: Int) -> Localized {
        Localized(zh: "这道题不能用 \(name)（第 \(line) 行）：题目要的是用操作符把输入变成结果，而不是直接写出结果",
                  en: "this task rules out \(name) (line \(line)): it asks you to turn the inputs into the result with operators, not to make the result yourself")
    }

    static func required(_ name: String) -> Localized {
        Localized(zh: "题目要求用 \(name)，但你的链里没有它", en: "the task asks for \(name), and your chain does not use it")
    }

    static func ranAway(at tick: Int) -> Localized {
        Localized(zh: "虚拟时间停不下来：到第 \(tick) 拍还有工作没做完，有东西（interval、timer）一直没有被释放",
                  en: "virtual time ran away: work was still pending at tick \(tick), so something (an interval, a timer) was never disposed")
    }

    static func grammarBroken(reentrant: Bool, source: String, event: String) -> Localized {
        guard reentrant else {
            return Localized(zh: "违反了 Rx 语法：\(source) 已经结束，又发出了 \(event)；一个序列是 next* (error | completed)?，这个事件被丢掉了",
                             en: "Rx grammar broken: \(source) sent \(event) after it had already terminated; a sequence is next* (error | completed)? and the event was dropped")
        }
        return Localized(zh: "违反了 Rx 语法：\(source) 还在发送上一个事件时又收到了 \(event)；事件要一个接一个地发，不要在观察者里面发",
                         en: "Rx grammar broken: \(source) received \(event) while it was still delivering the previous event; send events one after another, never from inside an observer")
    }

    /// An object whose release line (`controller deinit`) never printed; `holder` is the line
    /// of the learner's subscription still open at the end, when there is one.
    static func neverReleased(_ expectedLine: String, holder: Int?) -> Localized {
        let what = Localized(zh: "对象一直没有被销毁：期望打印“\(expectedLine)”，但它始终没有出现，对象到最后还活着",
                             en: "never released: \"\(expectedLine)\" was expected but never printed, so the object is still alive at the end")
        guard let holder else {
            return Localized(zh: what.zh + "。有东西强引用着它（捕获它的闭包，或者持有它的观察）",
                             en: what.en + ": something holds it strongly (a closure capturing it, an observation retaining it)")
        }
        return Localized(zh: what.zh + "。第 \(holder) 行建立的订阅还开着，是它让对象活着：这条链里的闭包或观察强引用了这个对象（用 [weak self] 捕获它，或者换一种不持有它的观察）",
                         en: what.en + ". The subscription made at line \(holder) is still open and keeps it alive: a closure or an observation in its chain holds the object strongly (capture it [weak self], or observe it without retaining it)")
    }

    /// `place` is `line 5` / `第 5 行`, or a file and line outside the learner's file.
    static func stillOpen(at place: Localized) -> Localized {
        Localized(zh: "在\(place.zh)建立的订阅到运行结束时还开着：释放它（dispose），或者让它的序列结束",
                  en: "the subscription made at \(place.en) was still open when the run ended: dispose it (or let its sequence end)")
    }

    static func line(_ number: Int) -> Localized {
        Localized(zh: "第 \(number) 行", en: "line \(number)")
    }

    static func leaked(_ count: Int) -> Localized {
        Localized(zh: "泄漏了 \(count) 个运行时对象（Resources.total 没有回到起点）：有订阅一直没有被释放",
                  en: "leaked \(count) runtime object\(count == 1 ? "" : "s") (Resources.total did not return to its starting value): a subscription was never disposed")
    }

    /// The first compiler error, as the compiler said it.
    static func breaksSourceRule(_ rule: Localized) -> Localized {
        Localized(zh: "不符合练习文件的规则：" + rule.zh, en: "breaks a rule for exercise files: " + rule.en)
    }

    static func doesNotCompile(_ firstError: String?) -> Localized {
        guard let firstError else { return Localized(zh: "编译不通过：编译器失败了", en: "does not compile: the compiler failed") }
        return Localized(zh: "编译不通过：" + firstError, en: "does not compile: " + firstError)
    }

    static func moreCharacters(_ count: Int) -> Localized {
        Localized(zh: "……（还有 \(count) 个字符）", en: "… (\(count) more characters)")
    }

    // MARK: The learner's file

    static func missing(_ shownAs: String, exercise id: String) -> Localized {
        Localized(zh: "找不到 \(shownAs)；运行 `rxlesson reset \(id)` 可以把它恢复成课程发布时的样子",
                  en: "\(shownAs) is missing; `rxlesson reset \(id)` puts it back as it was shipped")
    }

    static func tooLarge(_ shownAs: String) -> Localized {
        Localized(zh: "\(shownAs) 超过了 256 KiB，没有编译：一道练习只有几 KiB，请删掉多余的代码",
                  en: "\(shownAs) is larger than 256 KiB and was not compiled: an exercise is a few KiB, remove what is not needed")
    }

    static func notUTF8(_ shownAs: String, exercise id: String) -> Localized {
        Localized(zh: "\(shownAs) 不是 UTF-8 文本；请用 UTF-8 保存（或者运行 `rxlesson reset \(id)`）",
                  en: "\(shownAs) is not UTF-8 text; save it as UTF-8 (or `rxlesson reset \(id)`)")
    }

    static func cannotWriteBuildFolder(_ path: String, _ why: String) -> Localized {
        Localized(zh: "无法写入编译目录 \(path)：\(why)", en: "cannot write the build folder \(path): \(why)")
    }

    /// The harness's call no longer matches the learner's function; `compiler` is what swiftc said.
    static func signatureChanged(entry: String, compiler: String) -> Localized {
        Localized(zh: "批改时会按练习发布时的签名调用 `\(entry)`：保留这个函数、它的名字和参数类型（编译器说：\(compiler)）",
                  en: "the harness calls `\(entry)` with the signature the exercise shipped with; keep that function, its name and its parameter types (\(compiler))")
    }

    /// The lesson has no harness named for the exercise: the course's fault, never the learner's.
    static func noHarness(exercise id: String, name: String, entry: String, file: String) -> Localized {
        Localized(zh: "这是课程的错误，不是你的代码的：练习 \(id) 在 \(file) 里没有批改程序。它的 Exercise 名为 \(name)，批改程序就必须叫 `Harness.\(entry)`。请告诉课程的作者",
                  en: "the course's mistake, not your code's: exercise \(id) has no harness in \(file). Its Exercise is named \(name), so its harness must be `Harness.\(entry)`; tell the course's author")
    }

    static func budgetUsedUp(minutes: Int) -> Localized {
        Localized(zh: "这次批改的 \(minutes) 分钟已经用完（前面的练习编译得太久），这道练习没有编译",
                  en: "this grading's \(minutes) minutes are used up (earlier exercises took too long to compile), so this one was not built")
    }

    static func compilerTimedOut(after limit: TimeInterval) -> Localized {
        let limit = seconds(limit.rounded())
        return Localized(zh: "编译器在 \(limit.zh)内没有完成", en: "the compiler did not finish within \(limit.en)")
    }

    /// `why` is the system's own sentence, quoted as it is.
    static func cannotRunCompiler(_ path: String, _ why: String) -> Localized {
        Localized(zh: "无法运行 \(path)。系统的报告：\(why)", en: "cannot run \(path): \(why)")
    }

    static func cannotKeepProgram(_ path: String) -> Localized {
        Localized(zh: "无法保存编译好的程序 \(path)", en: "cannot keep the built program at \(path)")
    }

    static let compilerSaidNothing = Localized(zh: "编译器失败了，没有给出任何信息", en: "the compiler failed without a message")
}
