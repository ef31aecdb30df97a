/// A small tokenizer over Swift source, enough to read which APIs a file calls: identifiers
/// and single punctuation characters, with comments and string literals left out (the code
/// inside a string's `\( )` is read as code).
struct SwiftTokenizer {
    enum Token: Equatable {
        case identifier(String)
        case punctuation(Character)
    }

    static func tokens(_ source: String) -> [Token] {
        var reader = Reader(Array(source))
        return reader.code(until: nil)
    }

    /// The member names called or labelled after a dot: `x.map(`, `x.map {`, `Observable.of(`,
    /// `.seconds(`, and a `.name:` as in `#selector(Foo.bar:)`.
    static func calledMembers(_ tokens: [Token]) -> [String] {
        var names: [String] = []
        for index in tokens.indices.dropFirst().dropLast() where tokens[index - 1] == .punctuation(".") {
            guard case .identifier(let name) = tokens[index] else { continue }
            if case .punctuation(let next) = tokens[index + 1], "({:".contains(next) { names.append(name) }
        }
        return names
    }

    /// Members called with a first argument label, as `name(label:)`: the label tells
    /// `subscribe(on:)` from `subscribe(onNext:)`, `observe(on:)` from `observe(_:_:)`.
    static func labelledCalls(_ tokens: [Token]) -> [String] {
        var names: [String] = []
        for index in tokens.indices.dropFirst() where index + 3 < tokens.count && tokens[index - 1] == .punctuation(".") {
            guard case .identifier(let name) = tokens[index], tokens[index + 1] == .punctuation("("),
                  case .identifier(let label) = tokens[index + 2], tokens[index + 3] == .punctuation(":") else { continue }
            names.append("\(name)(\(label):)")
        }
        return names
    }

    /// The argument labels a file writes in calls, as `label:` (`scheduler:` in
    /// `from(values, scheduler: s)`): a label follows `(` or `,` and comes before `:`.
    static func argumentLabels(_ tokens: [Token]) -> [String] {
        var labels: [String] = []
        for index in tokens.indices.dropFirst().dropLast() where tokens[index - 1] == .punctuation("(") || tokens[index - 1] == .punctuation(",") {
            if case .identifier(let label) = tokens[index], tokens[index + 1] == .punctuation(":") { labels.append(label + ":") }
        }
        return labels
    }

    /// Every identifier that starts with a capital letter: the type names a file uses.
    static func typeNames(_ tokens: [Token]) -> [String] {
        tokens.compactMap { token in
            if case .identifier(let name) = token, name.first?.isUppercase == true { return name }
            return nil
        }
    }

    private struct Reader {
        let text: [Character]
        var position = 0

        init(_ text: [Character]) { self.text = text }

        func peek(_ offset: Int = 0) -> Character? {
            position + offset < text.count ? text[position + offset] : nil
        }

        func starts(with string: String) -> Bool {
            for (offset, character) in string.enumerated() where peek(offset) != character { return false }
            return true
        }

        /// Code until the closing `)` of an interpolation (or the end), tracking parentheses.
        mutating func code(until closing: Character?) -> [Token] {
            var tokens: [Token] = []
            var depth = 0
            while let character = peek() {
                if starts(with: "//") {
                    while let next = peek(), next != "\n" { position += 1 }
                } else if starts(with: "/*") {
                    skipBlockComment()
                } else if character == "\"" || (character == "#" && peek(1) == "\"") {
                    tokens += string()
                } else if character.isLetter || character == "_" {
                    var name = ""
                    while let next = peek(), next.isLetter || next.isNumber || next == "_" {
                        name.append(next)
                        position += 1
                    }
                    tokens.append(.identifier(name))
                } else if character.isWhitespace || character.isNumber {
                    position += 1
                } else {
                    position += 1
                    if character == "(" { depth += 1 }
                    if character == ")" {
                        if depth == 0 && closing == ")" { return tokens }
                        depth -= 1
                    }
                    tokens.append(.punctuation(character))
                }
            }
            return tokens
        }

        /// Block comments nest in Swift.
        mutating func skipBlockComment() {
            var depth = 0
            while peek() != nil {
                if starts(with: "/*") { depth += 1; position += 2 }
                else if starts(with: "*/") { depth -= 1; position += 2; if depth == 0 { return } }
                else { position += 1 }
            }
        }

        /// A string literal (`"…"`, `"""…"""`, raw `#"…"#`): skipped, except the code of its
        /// interpolations.
        mutating func string() -> [Token] {
            var hashes = 0
            while peek() == "#" { hashes += 1; position += 1 }
            let delimiter = starts(with: "\"\"\"") ? "\"\"\"" : "\""
            position += delimiter.count
            let close = delimiter + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            var tokens: [Token] = []
            while peek() != nil {
                if starts(with: close) { position += close.count; return tokens }
                if starts(with: escape) {
                    position += escape.count
                    if peek() == "(" {
                        position += 1
                        tokens += code(until: ")")
                    } else {
                        position += 1
                    }
                } else {
                    position += 1
                }
            }
            return tokens
        }
    }
}
