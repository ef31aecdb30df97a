/// `rxlesson hint ID`: the next hint each time it is asked, from a nudge to nearly the answer.
public struct HintCommand {
    public let catalog: [Lesson]
    public var language: Language
    public var progress = ProgressStore()

    public init(catalog: [Lesson], language: Language) {
        self.catalog = catalog
        self.language = language
    }

    public func run(_ arguments: [String], console: Console) -> Int32 {
        let ids = arguments.filter { $0 != "--no-color" }
        guard ids.count == 1, !ids[0].hasPrefix("-") else {
            console.err("usage: rxlesson hint ID")
            return 2
        }
        let id = ids[0]
        guard let (_, exercise) = ExerciseIndex(catalog: catalog).exercise(id) else {
            let near = Suggestions.closest(to: id, in: catalog.flatMap { $0.exercises.map(\.id) })
            console.err("error: no exercise '\(id)'" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
            console.err("run `rxlesson list` to see every exercise id")
            return 2
        }
        guard !exercise.hints.isEmpty else {
            console.out("\(exercise.id) has no hints.")
            return 0
        }
        let shown = progress.hintsShown(id)
        let index = min(shown, exercise.hints.count - 1)
        let header = console.paint("hint \(index + 1)/\(exercise.hints.count)", .bold) + " · \(exercise.id) · \(exercise.title[language])"
        console.out(header)
        console.out(exercise.hints[index][language])
        if index == exercise.hints.count - 1 {
            console.out(console.paint("(that was the last hint; edit \(exercise.file) and run `rxlesson check \(exercise.id)`)", .dim))
        }
        try? progress.setHintsShown(id, index + 1)
        return 0
    }
}
