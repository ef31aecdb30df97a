import RxCore
import TextKit
import ToolText

extension Hooks.GrammarViolation {
    /// The runtime's warning in the reader's language, where the course shows it.
    package func sentence(_ language: Language) -> String {
        switch kind {
        case .eventAfterTerminal: return wording("grammar.event-after-terminal", source, event)[language]
        case .reentrancy: return wording("grammar.reentrancy", source, event)[language]
        }
    }
}
