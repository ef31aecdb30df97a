import TextKit

extension MarbleSyntaxError {
    /// Every way a diagram can be wrong. Marks are quoted as written (`'|'`); columns are
    /// 1-based, in characters.
    public enum Reason: Hashable, Sendable {
        case emptyDiagram
        /// `shown` is the character quoted (`'*'`) or its code point (`U+000A`).
        case unknownCharacter(shown: String)
        /// Time would pass the clock's last tick, `Int.max`; `frame` ticks a column.
        case timeOverflows(frame: Int)
        case progressionOverflows(literal: String)
        case notWholeFrames(literal: String, ticks: Int, frame: Int)
        /// RxJS rules: a time progression that is not a whole number of ticks.
        case fractionalTicks(literal: String, ticks: Double)
        case dashInGroup
        case goesOnInGroup
        case nestedGroup(openedAt: Int)
        case unclosedGroup
        case unopenedGroup
        case emptyGroup
        case commaOutsideGroup
        case strayComma
        case secondTerminal(mark: String, first: String, at: Int)
        case afterEnd(value: String, terminal: String, at: Int)
        case goesOnNotLast
        case goesOnAfterEnd(terminal: String, at: Int)
        case secondSubscription(firstAt: Int)
        case subscriptionAfterUnsubscription(at: Int)
        case secondUnsubscription(firstAt: Int)
        case unsubscriptionBeforeSubscription(at: Int)
        /// A subscription diagram holding something else than `-`, `^`, `!`, groups and time.
        case notInSubscriptionDiagram(shown: String)
        /// A rule of the caller's (a `play` source may not unsubscribe), in its own words.
        case described(Localized)

        /// The sentence, in Chinese (full-width punctuation, 拍 for a tick, 列 for a frame (a column),
        /// 列 for a column) and English.
        public var text: Localized {
            switch self {
            case .emptyDiagram:
                return Localized(zh: "弹珠图是空的", en: "empty diagram")
            case .unknownCharacter(let shown):
                return Localized(zh: "不认识的字符 \(shown)", en: "unknown character \(shown)")
            case .timeOverflows(let frame):
                return frame == 1
                    ? Localized(zh: "弹珠图太长，时间超过了时钟的最后一拍（第 \(Int.max) 拍）",
                                en: "the diagram is too long: its time passes the clock's last tick, \(Int.max)")
                    : Localized(zh: "弹珠图太长，时间超过了时钟的最后一拍（第 \(Int.max) 拍；每列 \(frame) 拍）",
                                en: "the diagram is too long: its time passes the clock's last tick, \(Int.max) (\(frame) ticks a frame)")
            case .progressionOverflows(let literal):
                return Localized(zh: "弹珠图太长，'\(literal)' 超过了时钟的最后一拍（第 \(Int.max) 拍）",
                                 en: "the diagram is too long: '\(literal)' passes the clock's last tick, \(Int.max)")
            case .notWholeFrames(let literal, let ticks, let frame):
                return Localized(zh: "'\(literal)' 是 \(ticks) 拍，不是整数列（每列 \(frame) 拍）",
                                 en: "'\(literal)' is \(ticks) ticks, not a whole number of frames of \(frame) ticks")
            case .fractionalTicks(let literal, let ticks):
                return Localized(zh: "'\(literal)' 是 \(ticks) 拍：RxJS 会让时钟走不满一列，rxlesson 的拍都是整数",
                                 en: "'\(literal)' is \(ticks) ticks: RxJS would move the clock by a fraction of a frame; rxlesson's ticks are whole")
            case .dashInGroup:
                return Localized(zh: "分组里不能有 '-'：在 '(' 和 ')' 之间时间不流逝", en: "'-' inside a group: time does not pass between '(' and ')'")
            case .goesOnInGroup:
                return Localized(zh: "分组里不能有 '>'", en: "'>' inside a group")
            case .nestedGroup(let open):
                return Localized(zh: "分组不能嵌套：这个 '(' 在第 \(open) 个字符处打开的分组里面", en: "nested group: '(' inside the group opened at column \(open)")
            case .unclosedGroup:
                return Localized(zh: "分组没有闭合：'(' 没有对应的 ')'", en: "unclosed group: '(' has no matching ')'")
            case .unopenedGroup:
                return Localized(zh: "')' 没有对应的 '('", en: "')' without a matching '('")
            case .emptyGroup:
                return Localized(zh: "空的分组 '()'", en: "empty group '()'")
            case .commaOutsideGroup:
                return Localized(zh: "',' 只在分组里用来分隔值", en: "',' separates values only inside a group")
            case .strayComma:
                return Localized(zh: "',' 必须放在分组的两项之间", en: "',' must stand between two items of a group")
            case .secondTerminal(let mark, let first, let column):
                return Localized(zh: "第二个终止事件 '\(mark)'：序列已经结束了（第 \(column) 个字符是 '\(first)'）",
                                 en: "second terminal '\(mark)': the sequence already ended ('\(first)' at column \(column))")
            case .afterEnd(let value, let terminal, let column):
                return Localized(zh: "'\(value)' 出现在序列结束之后（第 \(column) 个字符是 '\(terminal)'）",
                                 en: "'\(value)' comes after the sequence ended ('\(terminal)' at column \(column))")
            case .goesOnNotLast:
                return Localized(zh: "'>' 必须在弹珠图的末尾（后面只能有空格或 // 注释）",
                                 en: "'>' must end the diagram (only spaces or a // comment may follow)")
            case .goesOnAfterEnd(let terminal, let column):
                return Localized(zh: "序列已经结束，不能再继续（第 \(column) 个字符是 '\(terminal)'）",
                                 en: "the sequence cannot go on after it ended ('\(terminal)' at column \(column))")
            case .secondSubscription(let first):
                return Localized(zh: "第二个订阅点 '^'（第一个在第 \(first) 个字符）", en: "second subscription point '^' (the first is at column \(first))")
            case .subscriptionAfterUnsubscription(let column):
                return Localized(zh: "'^' 出现在取消订阅点 '!'（第 \(column) 个字符）之后", en: "'^' comes after the unsubscription point '!' at column \(column)")
            case .secondUnsubscription(let first):
                return Localized(zh: "第二个取消订阅点 '!'（第一个在第 \(first) 个字符）", en: "second unsubscription point '!' (the first is at column \(first))")
            case .unsubscriptionBeforeSubscription(let column):
                return Localized(zh: "'!' 出现在订阅点 '^'（第 \(column) 个字符）之前", en: "'!' comes before the subscription point '^' at column \(column)")
            case .notInSubscriptionDiagram(let shown):
                return Localized(zh: "订阅弹珠图里只能有 '-'、'^'、'!'、分组和时间流逝，不能有 \(shown)",
                                 en: "a subscription diagram has only '-', '^', '!', groups and time progressions, not \(shown)")
            case .described(let text):
                return text
            }
        }
    }
}
