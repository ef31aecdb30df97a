import Marbles

/// `rxlesson run ID... | --all [--json] [--lang zh|en] [--no-color] [--svg FILE]`.
struct RunCommand {
    let catalog: [Lesson]
    let defaultLanguage: Language

    static let usage = "usage: rxlesson run ID... | --all [--json] [--lang zh|en] [--no-color] [--svg FILE]"

    func run(_ arguments: [String], console: Console) -> Int32 {
        var ids: [String] = []
        var all = false, json = false
        var svg: String?
        var language = defaultLanguage
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--all": all = true
            case "--json": json = true
            case "--no-color": break
            case "--svg":
                index += 1
                guard index < arguments.count else { console.err("error: --svg needs a file name\n\(Self.usage)"); return 2 }
                svg = arguments[index]
            case "--lang":
                index += 1
                guard index < arguments.count, let chosen = Language(rawValue: arguments[index]) else {
                    console.err("error: --lang takes zh or en\n\(Self.usage)")
                    return 2
                }
                language = chosen
            default:
                if argument.hasPrefix("-") {
                    console.err("error: unknown option '\(argument)'\n\(Self.usage)")
                    return 2
                }
                ids.append(argument)
            }
            index += 1
        }
        guard all != !ids.isEmpty else {
            console.err("error: name one or more lesson ids, or --all\n\(Self.usage)")
            return 2
        }
        let lessons: [Lesson]
        if all {
            lessons = catalog
        } else {
            guard let resolved = LessonLookup(catalog: catalog).resolve(ids, console: console) else { return 2 }
            lessons = resolved
        }
        let results = lessons.map { lesson in (lesson, lesson.demos.map(DemoRunner.run)) }
        if json {
            let documents = results.map { LessonReport.json(lesson: $0.0, results: $0.1, language: language) }
            console.out(documents.count == 1 ? documents[0].text : JSONValue.array(documents).text)
        } else {
            for (position, (lesson, demoResults)) in results.enumerated() {
                if position > 0 { console.out() }
                LessonReport.text(lesson: lesson, results: demoResults, language: language, console: console)
            }
        }
        if let svg, !PictureCommands.writeRunFigures(results, to: svg, language: language, console: console) { return 1 }
        let mismatches = results.flatMap(\.1).filter { $0.verdict == .mismatch }.count
        return mismatches == 0 ? 0 : 1
    }
}

/// How a lesson run is shown: to people as text, to scripts as JSON.
