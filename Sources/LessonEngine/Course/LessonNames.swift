import TextKit

/// The naming rules of a lesson and an exercise, in one place: the scaffold refuses what breaks
/// them, and the course's tests hold every lesson to them.
///
/// A lesson id is lowercase words joined by dashes (`hot-and-cold`): it names the folder, the
/// modules `Lesson_<id>`/`Judge_<id>` (dashes as underscores) and the learner's commands. An
/// exercise name is UpperCamelCase (`EndOnSignal`): it names the files, and in lowerCamelCase
/// the learner's function and the harness (`endOnSignal`, `Exercise.entry(of:)`). The
/// scaffold gives a new exercise its lesson's id, a dash and the name in lowercase words
/// (`dispose-end-on-signal`) as its id.
public enum LessonNames {
    /// Why `id` cannot be a lesson id, with the id it may have meant; nil when it can.
    public static func problem(lessonID id: String) -> Localized? {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        let fine = !words.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        } && id.first?.isLetter == true
        guard !fine else { return nil }
        let suggestion = dashed(id)
        return suggestion.isEmpty || suggestion == id ? wording("names.bad-lesson-id", id) : wording("names.bad-lesson-id.suggestion", id, suggestion)
    }

    /// Why `name` cannot be an exercise name, with the name it may have meant; nil when it can.
    public static func problem(exerciseName name: String) -> Localized? {
        let fine = name.first.map { $0.isASCII && $0.isUppercase } == true && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard !fine else { return nil }
        let suggestion = camel(name)
        return suggestion.isEmpty || suggestion == name ? wording("names.bad-exercise-name", name) : wording("names.bad-exercise-name.suggestion", name, suggestion)
    }

    /// The exercise id the scaffold gives `name` in `lesson`: `dispose` + `EndOnSignal` → `dispose-end-on-signal`.
    public static func exerciseID(lesson: String, name: String) -> String {
        lesson + "-" + dashed(name)
    }

    /// `EndOnSignal`, `end_on signal` → `end-on-signal`.
    static func dashed(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { out += "-" }
                out += character.lowercased()
            } else if !out.isEmpty, out.last != "-" {
                out += "-"
            }
            previous = character
        }
        while out.last == "-" { out.removeLast() }
        while let first = out.first, !first.isLetter { out.removeFirst() }
        return out
    }

    /// `end-on-signal`, `end on signal`, `endOnSignal` → `EndOnSignal`.
    static func camel(_ text: String) -> String {
        var out = ""
        var upper = true
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else { upper = true; continue }
            if out.isEmpty, character.isNumber { continue }
            out += upper ? character.uppercased() : String(character)
            upper = false
        }
        return out
    }
}
