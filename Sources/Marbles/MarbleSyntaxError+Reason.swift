import ToolText
import TextKit

extension MarbleSyntaxError {
    /// Every way a diagram can be wrong. Marks are quoted as written (`'|'` in English, code
    /// in backticks in Chinese); columns are 1-based, in characters.
    public enum Reason: Hashable, Sendable {
        case emptyDiagram
        /// `shown` is the character quoted (`'*'`, ``Reason/mark(_:)``) or its code point (`U+000A`).
        case unknownCharacter(shown: Localized)
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
        case notInSubscriptionDiagram(shown: Localized)
        /// A rule of the caller's (a `play` source may not unsubscribe), in its own words.
        case described(Localized)

        /// The sentence, in both languages (Text/: 拍 for a tick, 第 N 个字符 for a column).
        public var text: Localized {
            switch self {
            case .emptyDiagram: return wording("syntax.empty-diagram")
            case .unknownCharacter(let shown): return wording("syntax.unknown-character", shown)
            case .timeOverflows(let frame):
                return frame == 1 ? wording("syntax.time-overflows", Int.max) : wording("syntax.time-overflows-frame", Int.max, frame)
            case .progressionOverflows(let literal): return wording("syntax.progression-overflows", literal, Int.max)
            case .notWholeFrames(let literal, let ticks, let frame): return wording("syntax.not-whole-frames", literal, ticks, frame)
            case .fractionalTicks(let literal, let ticks): return wording("syntax.fractional-ticks", literal, ticks)
            case .dashInGroup: return wording("syntax.dash-in-group")
            case .goesOnInGroup: return wording("syntax.goes-on-in-group")
            case .nestedGroup(let open): return wording("syntax.nested-group", open)
            case .unclosedGroup: return wording("syntax.unclosed-group")
            case .unopenedGroup: return wording("syntax.unopened-group")
            case .emptyGroup: return wording("syntax.empty-group")
            case .commaOutsideGroup: return wording("syntax.comma-outside-group")
            case .strayComma: return wording("syntax.stray-comma")
            case .secondTerminal(let mark, let first, let column): return wording("syntax.second-terminal", mark, first, column)
            case .afterEnd(let value, let terminal, let column): return wording("syntax.after-end", value, terminal, column)
            case .goesOnNotLast: return wording("syntax.goes-on-not-last")
            case .goesOnAfterEnd(let terminal, let column): return wording("syntax.goes-on-after-end", terminal, column)
            case .secondSubscription(let first): return wording("syntax.second-subscription", first)
            case .subscriptionAfterUnsubscription(let column): return wording("syntax.subscription-after-unsubscription", column)
            case .secondUnsubscription(let first): return wording("syntax.second-unsubscription", first)
            case .unsubscriptionBeforeSubscription(let column): return wording("syntax.unsubscription-before-subscription", column)
            case .notInSubscriptionDiagram(let shown): return wording("syntax.not-in-subscription-diagram", shown)
            case .described(let text):
                return text
            }
        }

        /// A mark or a piece of a diagram as an error message quotes it: `'*'` in English,
        /// code in backticks in Chinese.
        public static func mark(_ text: String) -> Localized {
            Localized(zh: "`\(text)`", en: "'\(text)'")
        }
    }
}
