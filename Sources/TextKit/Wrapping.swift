/// Prose wrapped to a width in display columns, for English, Chinese and the two mixed.
///
/// Where a line may break:
/// - at a run of spaces (the spaces are dropped at the break);
/// - between two characters when either is CJK (or a wide emoji), with no space needed, so
///   joining the lines of Chinese text with "" gives the text back;
/// - never inside a run of Latin letters, digits and ASCII punctuation, unless that word is
///   wider than a whole line, when it is broken hard.
///
/// Kinsoku, Chinese line-breaking rules: no line starts with closing punctuation
/// (`。，、；：！？）」』】〉》…—` and the ASCII `.,;:!?)` after CJK), no line ends with
/// opening punctuation (`（「『【〈《` and `(`); see `CJK.isClosingPunctuation`/`isOpeningPunctuation`.
/// Only a hard break inside an over-long word may, when no better place exists, break these.
///
/// A number stays with its unit (`20 拍`, `0.3 秒`; see `CJK.units`), `第` and `每` with
/// their number (`CJK.numberPrefixes`), and a paragraph does not end with a line of one
/// character (a widow): the character before it moves down too.
///
/// Code stays on one line when it fits on one: a `code span` in backticks, an ASCII
/// expression in brackets (`{ _ in observer.onNext(1) }`, `.seconds(1)`: a brace or square
/// bracket, or a parenthesis right after a word, not a parenthesis after a space, which is
/// prose's aside, as here), a command (`rxlesson check marbles-endings`), and the operands of
/// a symbol standing between spaces (`a = b`, `start + period × i`, `1 拍 = 0.1 秒`): no line
/// ends with `=` or begins with `×`. A word ending a clause (`tick;`, `error,`) is no operand:
/// `| is completed` is a mark and its words. Code wider than a line breaks at its spaces as
/// prose does, except a command: one too wide for a line stands alone on a line of its own,
/// past the width, because a command cut in two runs its first half when pasted, while a
/// terminal wraps a long line softly and copies it as one.
///
/// Paragraphs (split at "\n") are wrapped one by one; an empty paragraph gives an empty line.
/// Lines never end with spaces.
public enum Wrapping {
    /// Lines of at most `width` columns, indent included. The first line of each paragraph
    /// starts with `indent`, the others with `hangingIndent` (by default the same as `indent`).
    /// Every line holds at least one character, even if `width` is smaller than the indent.
    /// `backticksVanish`: the lines are shown by `Console.prose`, which drops the backticks
    /// of code spans, so they take no columns here.
    public static func wrap(_ text: String, width: Int, indent: String = "", hangingIndent: String? = nil,
                            backticksVanish: Bool = false) -> [String] {
        let continuation = hangingIndent ?? indent
        let columns = Columns(backticksVanish: backticksVanish)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let room = width - max(DisplayWidth.width(of: indent), DisplayWidth.width(of: continuation))
            let pieces = merged(atoms(of: paragraph, columns: columns), room: room)
            func fill(breakingBefore forced: Int?) -> LineFiller {
                var filler = LineFiller(width: width, indent: indent, continuation: continuation, columns: columns)
                for (index, atom) in pieces.enumerated() { filler.add(atom, index: index, breakBefore: index == forced) }
                filler.finish()
                return filler
            }
            var filled = fill(breakingBefore: nil)
            if let moved = filled.widowFix(pieces) { filled = fill(breakingBefore: moved) }
            lines += filled.lines
        }
        return lines
    }

    /// `wrap` joined with newlines.
    public static func wrapped(_ text: String, width: Int, indent: String = "", hangingIndent: String? = nil,
                               backticksVanish: Bool = false) -> String {
        wrap(text, width: width, indent: indent, hangingIndent: hangingIndent, backticksVanish: backticksVanish).joined(separator: "\n")
    }

    /// How many columns text takes as it will be shown.
    struct Columns {
        let backticksVanish: Bool

        func of(_ character: Character) -> Int {
            backticksVanish && character == "`" ? 0 : DisplayWidth.width(of: character)
        }

        func of<S: Sequence>(_ text: S) -> Int where S.Element == Character {
            backticksVanish ? text.reduce(0) { $0 + of($1) } : DisplayWidth.width(of: String(text))
        }
    }

    // MARK: Atoms: the pieces no soft break may split

    struct Atom {
        var space: String  // the spaces before it; dropped when a line breaks here
        var clusters: [Character]
        var width: Int
        /// Code with the atom before it (see the type's documentation): one atom when both fit on a line.
        var glued = false
        /// A command wider than a line: it goes on a line of its own, whole.
        var unbreakable = false
    }

    /// Glued runs of atoms as one atom, each run that fits in `room` columns.
    static func merged(_ atoms: [Atom], room: Int) -> [Atom] {
        var result: [Atom] = []
        var index = 0
        while index < atoms.count {
            var end = index + 1
            var width = atoms[index].width
            while end < atoms.count, atoms[end].glued {
                width += DisplayWidth.width(of: atoms[end].space) + atoms[end].width
                end += 1
            }
            let isCommand = { atoms[index..<end].contains { isCommandStart($0.clusters.split(whereSeparator: isSpace).last ?? []) } }
            if end > index + 1, width <= room || isCommand() {
                // One atom: it fits on a line, or it is a command, which is never cut.
                var atom = atoms[index]
                for next in atoms[(index + 1)..<end] { atom.clusters += Array(next.space) + next.clusters }
                atom.width = width
                atom.glued = false
                atom.unbreakable = width > room
                result.append(atom)
            } else {
                // Too wide for one line: it breaks at its spaces, but a symbol still goes down with
                // its right operand, so no line ends with `=`.
                var group = Array(atoms[index..<end])
                var at = 0
                while at + 1 < group.count {
                    let symbol = group[at], operand = group[at + 1]
                    let joined = symbol.width + DisplayWidth.width(of: operand.space) + operand.width
                    if isJoiningSymbol(symbol.clusters), joined <= room {
                        group[at].clusters += Array(operand.space) + operand.clusters
                        group[at].width = joined
                        group.remove(at: at + 1)
                    }
                    at += 1
                }
                result += group
            }
            index = end
        }
        return result
    }

    /// Characters that, standing alone between spaces, join what is on either side: `a = b`.
    static let joiningSymbols: Set<Character> = ["=", "+", "-", "*", "/", "×", "÷", "→", "←", "<", ">", "≠", "≤", "≥", "|", "&", "?", "!", "%", "~", "…", "·"]

    public static func isJoiningSymbol<S: Collection>(_ token: S) -> Bool where S.Element == Character {
        !token.isEmpty && token.count <= 3 && token.allSatisfy { joiningSymbols.contains($0) }
    }

    /// Words that start a command a reader may copy: `rxlesson check marbles-endings`.
    public static let commandStarts: Set<String> = ["rxlesson", "swift", "git"]

    /// Whether a word starts a command, spelled bare or by its path (`.build/debug/rxlesson`),
    /// in a code span or not.
    public static func isCommandStart<S: Sequence>(_ word: S) -> Bool where S.Element == Character {
        let name = String(word.filter { $0 != "`" })
        return commandStarts.contains(String(name.split(separator: "/", omittingEmptySubsequences: false).last ?? ""))
    }

    static func atoms(of paragraph: Substring, columns: Columns) -> [Atom] {
        let characters = Array(paragraph)
        var atoms: [Atom] = []
        var current = Atom(space: "", clusters: [], width: 0)
        var index = 0
        var backticks = 0  // odd: inside a code span
        var brackets: [Bool] = []  // the open ASCII brackets since the last CJK character: whether each is code's
        var commandWords = 0  // words of a command glued so far; 0 outside one
        while index < characters.count {
            let character = characters[index]
            if isSpace(character) {
                var end = index
                while end < characters.count, isSpace(characters[end]) { end += 1 }
                let run = String(characters[index..<end])
                let before = current.clusters.last
                let after = end < characters.count ? characters[end] : nil
                var next = end
                while next < characters.count, !isSpace(characters[next]), !CJK.isCJK(characters[next]) { next += 1 }
                let word = characters[end..<next]
                // A mark standing alone (`, ! where`) is a symbol, not punctuation closing a word.
                let breakable = before != nil && after != nil
                    && !CJK.isOpeningPunctuation(before!) && (!CJK.isClosingPunctuation(after!) || isJoiningSymbol(word))
                    && !staysTogether(before!, characters, end)
                if breakable {
                    let last = current.clusters.split(whereSeparator: isSpace).last ?? []
                    if commandWords == 0, isCommandStart(last) { commandWords = 1 }
                    let endsClause = last.last.map { ",.;:".contains($0) } ?? false
                    let command = commandWords > 0 && commandWords < 6 && !word.isEmpty && end < characters.count
                        && !CJK.isCJK(characters[end]) && !endsClause
                    if command { commandWords += 1 } else { commandWords = 0 }
                    let glued = backticks % 2 == 1 || brackets.contains(true) || command
                        || isJoiningSymbol(last) || (isJoiningSymbol(word) && !endsClause)
                    atoms.append(current)
                    // A Chinese word before a symbol goes with it: `一拍 = 0.1 秒`, not `一` / `拍 = …`.
                    if isJoiningSymbol(word), atoms.count >= 2, atoms[atoms.count - 1].space.isEmpty,
                       let first = atoms[atoms.count - 1].clusters.first, CJK.isHan(first),
                       let before = atoms[atoms.count - 2].clusters.last, CJK.isHan(before) {
                        atoms[atoms.count - 1].glued = true
                    }
                    current = Atom(space: run, clusters: [], width: 0, glued: glued)
                } else if current.clusters.isEmpty {
                    current.space += run  // leading spaces of the paragraph
                } else {
                    current.clusters += Array(run)  // kept inside: "word )" must not start a line with ")"
                    current.width += DisplayWidth.width(of: run)
                }
                index = end
                continue
            }
            if character == "`" { backticks += 1 }
            if CJK.isCJK(character) {
                brackets = []
                commandWords = 0
            } else if "([{".contains(character) {
                // `(` after a space opens an aside in prose; after a word, a call's arguments.
                let afterWord = current.clusters.last.map { !isSpace($0) } ?? false
                brackets.append(character != "(" || afterWord)
            } else if ")]}".contains(character), !brackets.isEmpty {
                brackets.removeLast()
            }
            if let before = current.clusters.last, mayBreak(between: before, and: character),
               !staysTogether(current.clusters.last { !isSpace($0) } ?? before, characters, index) {
                atoms.append(current)
                let insideSpan = (character == "`" ? backticks - 1 : backticks) % 2 == 1  // a span's opening ` may break
                current = Atom(space: "", clusters: [], width: 0, glued: insideSpan)
            }
            current.clusters.append(character)
            current.width += columns.of(character)
            index += 1
        }
        if !current.clusters.isEmpty { atoms.append(current) }
        return atoms
    }

    /// A number and the unit after it (`20 拍`), or `第`/`每` and its number (`第 20`).
    static func staysTogether(_ before: Character, _ characters: [Character], _ next: Int) -> Bool {
        guard next < characters.count else { return false }
        if CJK.numberPrefixes.contains(before) { return characters[next].isASCII && characters[next].isNumber }
        return before.isASCII && before.isNumber && CJK.unit(in: characters, at: next) != nil
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }

    /// A break with no space: only next to CJK (or wide emoji), and never against kinsoku.
    static func mayBreak(between before: Character, and after: Character) -> Bool {
        guard isIdeographicLike(before) || isIdeographicLike(after) else { return false }
        return !CJK.isOpeningPunctuation(before) && !CJK.isClosingPunctuation(after)
    }

    private static func isIdeographicLike(_ character: Character) -> Bool {
        CJK.isCJK(character) || DisplayWidth.width(of: character) == 2
    }

    // MARK: Filling lines

    struct LineFiller {
        let width: Int
        let indent: String
        let continuation: String
        let columns: Columns
        var lines: [String] = []
        var line: String
        var used: Int
        var empty = true  // nothing but the indent on `line` yet
        /// The atom each line starts with (the line's first atom when a word was broken hard).
        var starts: [Int] = [0]
        private var atomIndex = 0

        init(width: Int, indent: String, continuation: String, columns: Columns) {
            self.width = width
            self.indent = indent
            self.continuation = continuation
            self.columns = columns
            line = indent
            used = DisplayWidth.width(of: indent)
        }

        mutating func add(_ atom: Atom, index: Int, breakBefore: Bool = false) {
            atomIndex = index
            let spaceWidth = DisplayWidth.width(of: atom.space)
            if !empty, breakBefore || used + spaceWidth + atom.width > width {
                newLine()
            }
            let room = width - used - (empty && lines.isEmpty ? spaceWidth : 0)
            if atom.unbreakable, atom.width > room {
                if !empty { newLine() } else if lines.isEmpty { append(atom.space, width: spaceWidth) }
                append(String(atom.clusters), width: atom.width)
                return
            }
            if atom.width > room, atom.width > width - DisplayWidth.width(of: continuation) || empty {
                if empty, lines.isEmpty { append(atom.space, width: spaceWidth) }
                breakHard(atom.clusters)
                return
            }
            if !empty || lines.isEmpty { append(atom.space, width: spaceWidth) }
            append(String(atom.clusters), width: atom.width)
        }

        /// A word wider than a line: as many clusters per line as fit, nudging the break back
        /// (up to eight clusters) when it would leave opening punctuation at a line's end or
        /// put closing punctuation at the next line's start.
        private mutating func breakHard(_ clusters: [Character]) {
            var start = 0
            while start < clusters.count {
                var end = start
                var taken = 0
                while end < clusters.count {
                    let w = columns.of(clusters[end])
                    if used + taken + w > width, end > start || !empty { break }
                    taken += w
                    end += 1
                }
                if end == start {  // not even one fits after what is on the line
                    newLine()
                    continue
                }
                if end < clusters.count {
                    // What starts the next line: the first cluster after the spaces the break drops.
                    func closes(_ index: Int) -> Bool {
                        var next = index
                        while next < clusters.count, clusters[next] == " " { next += 1 }
                        return next < clusters.count && CJK.isClosingPunctuation(clusters[next])
                    }
                    var better = end
                    while better > start + 1, end - better < 8,
                          CJK.isOpeningPunctuation(clusters[better - 1]) || closes(better) {
                        better -= 1
                    }
                    if !(CJK.isOpeningPunctuation(clusters[better - 1]) || closes(better)) {
                        end = better
                    }
                }
                let piece = String(clusters[start..<end])
                append(piece, width: columns.of(piece))
                start = end
                while start < clusters.count, clusters[start] == " " || clusters[start] == "\t" { start += 1 }  // no line starts with a space
                if start < clusters.count { newLine() }
            }
        }

        private mutating func append(_ text: String, width: Int) {
            guard !text.isEmpty else { return }
            line += text
            used += width
            empty = false
        }

        private mutating func newLine() {
            lines.append(trimmed(line))
            line = continuation
            used = DisplayWidth.width(of: continuation)
            empty = true
            starts.append(atomIndex)
        }

        mutating func finish() {
            lines.append(empty && lines.isEmpty ? "" : trimmed(line))
        }

        /// The atom to move down when the last line holds one character (closing punctuation
        /// aside) and the line before can spare an atom; nil when there is no widow.
        func widowFix(_ atoms: [Atom]) -> Int? {
            guard lines.count >= 2, starts.count == lines.count, let last = lines.last else { return nil }
            var text = Substring(last.dropFirst(continuation.count))
            while let mark = text.last, CJK.isClosingPunctuation(mark) { text.removeLast() }
            guard text.count == 1, CJK.isHan(text.first!), let first = starts.last,
                  first - 1 > starts[starts.count - 2] else { return nil }
            return first - 1
        }

        private func trimmed(_ text: String) -> String {
            var text = text
            while let last = text.last, last == " " || last == "\t" { text.removeLast() }
            return text
        }
    }
}
