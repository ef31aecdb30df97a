import Foundation
import TextKit

/// `check --format json`: ``CheckDocument`` in the reader's language.
enum JSONReport {
    static func render(_ report: GradingReport, language: Language) -> String {
        // Every value of the document is a string, a whole number, a flag or a list of them.
        (try? JSONValue(encoding: CheckDocument(report, language: language)))?.text ?? "{}"
    }
}
