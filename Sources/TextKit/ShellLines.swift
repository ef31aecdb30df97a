/// A shell command folded to a width the way a shell still reads it as one command: broken
/// only between its words (never inside a 'quoted' one), every line but the last ending in
/// ` \`, so the lines copied into a terminal run as the one line would.
public enum ShellLines {
    /// `command` after `lead` on the first line, its next lines after `indent`; a word wider
    /// than a whole line stays whole (the terminal breaks it, the shell still reads it).
    public static func fold(_ command: String, lead: String, indent: String, width: Int) -> [String] {
        let words = self.words(of: command)
        var lines: [String] = []
        var line = lead
        var lineHasWord = false
        for (index, word) in words.enumerated() {
            let continues = index < words.count - 1
            let candidate = line + (lineHasWord ? " " : "") + word
            if lineHasWord && DisplayWidth.width(of: candidate) + (continues ? 2 : 0) > width {
                lines.append(line + " \\")
                line = indent + word
            } else {
                line = candidate
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// The words of `command`, split at spaces outside single quotes.
    static func words(of command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        for character in command {
            if character == "'" { quoted.toggle() }
            if character == " " && !quoted {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
