import XCTest
import TextKit

final class EscapingTests: XCTestCase {
    /// Hostile learner text every escaper must survive.
    let hostile = "\r::error::x\n\u{1B}[31mred\u{1B}[0m\u{0}NUL\u{2028}sep👨\u{200D}👩\u{200D}👧第一个\"'<&>%:,\t\u{7F}\u{85}\u{FFFE}"

    func testJSON() {
        XCTAssertEqual(Escaping.json("a\"b\\c/d"), #""a\"b\\c/d""#)
        XCTAssertEqual(Escaping.json("\u{8}\u{C}\n\r\t"), #""\b\f\n\r\t""#)
        XCTAssertEqual(Escaping.json("\u{0}\u{1B}\u{1F}"), #""\u0000\u001b\u001f""#)
        XCTAssertEqual(Escaping.json("\u{7F}\u{85}\u{9F}"), #""\u007f\u0085\u009f""#)
        XCTAssertEqual(Escaping.json("\u{2028}\u{2029}"), #""\u2028\u2029""#)
        XCTAssertEqual(Escaping.json("第一个👍é"), "\"第一个👍é\"")
        let escaped = Escaping.json(hostile)
        XCTAssertFalse(escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        XCTAssertEqual(escaped.first, "\"")
        XCTAssertEqual(escaped.last, "\"")
        XCTAssertEqual(Escaping.json(""), "\"\"")
    }

    func testJSONRoundTripsThroughFoundationlessDecoding() {
        // Every scalar below 0xA0 plus a few beyond: decoding the escapes gives the text back.
        let all = String(String.UnicodeScalarView((0..<0xA0).compactMap(Unicode.Scalar.init))) + "\u{2028}第👍"
        XCTAssertEqual(decodeJSONString(Escaping.json(all)), all)
        XCTAssertEqual(decodeJSONString(Escaping.json(hostile)), hostile)
    }

    func testXMLText() {
        XCTAssertEqual(Escaping.xml("a<b>&c \"q\" 'a'"), "a&lt;b&gt;&amp;c \"q\" 'a'")
        XCTAssertEqual(Escaping.xml("line1\nline2\ttab\r"), "line1\nline2\ttab&#13;")
        XCTAssertEqual(Escaping.xml("\u{0}\u{1B}[31m\u{FFFE}\u{FFFF}"), "\u{FFFD}\u{FFFD}[31m\u{FFFD}\u{FFFD}")
        XCTAssertEqual(Escaping.xml("第一个👍\u{2028}"), "第一个👍\u{2028}")
        XCTAssertTrue(isXMLSafe(Escaping.xml(hostile)))
    }

    func testXMLAttribute() {
        XCTAssertEqual(Escaping.xmlAttribute("a\"b'c<d>&"), "a&quot;b&apos;c&lt;d&gt;&amp;")
        XCTAssertEqual(Escaping.xmlAttribute("1\n2\r3\t4"), "1&#10;2&#13;3&#9;4")
        let escaped = Escaping.xmlAttribute(hostile)
        XCTAssertTrue(isXMLSafe(escaped))
        XCTAssertFalse(escaped.contains("\"") || escaped.contains("'") || escaped.contains("\n") || escaped.contains("\r"))
    }

    func testHTML() {
        XCTAssertEqual(Escaping.html("<a href=\"x\">it's & </a>"), "&lt;a href=&quot;x&quot;&gt;it&#39;s &amp; &lt;/a&gt;")
        XCTAssertEqual(Escaping.html("\u{0}\u{1B}\u{7F}\u{85}\n\t"), "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\n\t")
        XCTAssertEqual(Escaping.html("第一个👨\u{200D}👩\u{200D}👧"), "第一个👨\u{200D}👩\u{200D}👧")
        let escaped = Escaping.html(hostile)
        XCTAssertFalse(escaped.contains("<") || escaped.contains(">") || escaped.contains("\"") || escaped.contains("'"))
    }

    func testTerminal() {
        XCTAssertEqual(Escaping.terminal("\u{1B}[31mred\u{1B}[0m"), "\\u{1B}[31mred\\u{1B}[0m")
        XCTAssertEqual(Escaping.terminal("a\tb\nc\rd"), "a\tb\nc\\u{D}d")
        XCTAssertEqual(Escaping.terminal("\u{0}\u{7}\u{7F}\u{9B}2J"), "\\u{0}\\u{7}\\u{7F}\\u{9B}2J")
        XCTAssertEqual(Escaping.terminal("abc\u{202E}txt.exe"), "abc\\u{202E}txt.exe")
        XCTAssertEqual(Escaping.terminal("第一个👍 e\u{301} \\n"), "第一个👍 e\u{301} \\n", "ordinary text untouched")
        let escaped = Escaping.terminal(hostile)
        XCTAssertFalse(escaped.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        })
    }

    func testGitHubCommandData() {
        XCTAssertEqual(Escaping.githubCommandData("100% done\r\nnext"), "100%25 done%0D%0Anext")
        XCTAssertEqual(Escaping.githubCommandData("a:b,c"), "a:b,c")
        XCTAssertEqual(Escaping.githubCommandData("%0A"), "%250A", "an already-escaped-looking text stays literal")
        XCTAssertEqual(Escaping.githubCommandData("a ##[error]x"), "a ##\\[error]x")
        let escaped = Escaping.githubCommandData(hostile)
        XCTAssertFalse(escaped.contains("\n") || escaped.contains("\r"))
    }

    func testGitHubCommandProperty() {
        XCTAssertEqual(Escaping.githubCommandProperty("Lessons/a,b.swift: line 3"), "Lessons/a%2Cb.swift%3A line 3")
        XCTAssertEqual(Escaping.githubCommandProperty("%\r\n"), "%25%0D%0A")
        let escaped = Escaping.githubCommandProperty(hostile)
        XCTAssertFalse(escaped.contains(":") || escaped.contains(",") || escaped.contains("\n") || escaped.contains("\r"))
    }

    func testGitHubPlainLineIsNeverACommand() {
        XCTAssertEqual(Escaping.githubPlainLine("✓ passed  observables.1"), "✓ passed  observables.1")
        XCTAssertEqual(Escaping.githubPlainLine("::error::x"), "\\::error::x")
        XCTAssertEqual(Escaping.githubPlainLine("  ::warning::x"), "\\  ::warning::x")
        XCTAssertEqual(Escaping.githubPlainLine("##[group]x"), "##\\[group]x")
        XCTAssertEqual(Escaping.githubPlainLine("a ##[error]x ###[b] ## [c]"), "a ##\\[error]x ###\\[b] ## [c]", "the old form anywhere in a line")
        XCTAssertEqual(Escaping.githubPlainLine("#\u{AD}#\u{200B}[error]x"), "#\u{AD}#\u{200B}\\[error]x", "invisible characters hide nothing")
        XCTAssertEqual(Escaping.githubPlainLine("\u{200B} ::error::x"), "\\\u{200B} ::error::x")
        XCTAssertEqual(Escaping.githubPlainLine("ok\r::error::x"), "ok\\r::error::x")
        XCTAssertEqual(Escaping.githubPlainLine("ok\n::add-mask::x"), "ok\\n::add-mask::x")
        for text in [hostile, "\r::error::x", "\n::x", "::", " \t::x", "a\r\n  ::b", "\u{2028}::x", "\u{85}::x", "x\r##[group]y", "###[a]"] {
            let line = Escaping.githubPlainLine(text)
            // The runner's view: split on \n and \r, trim, look for a command prefix.
            for piece in line.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
                let trimmed = piece.drop(while: { $0.isWhitespace })
                XCTAssertFalse(trimmed.hasPrefix("::") || piece.contains("##["), "\(text.debugDescription) → \(line.debugDescription)")
            }
            XCTAssertFalse(line.contains("\n") || line.contains("\r"))
        }
    }

    // MARK: helpers

    private func isXMLSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        } && !text.contains("<") && !text.contains(">")
    }

    /// A minimal decoder for one JSON string literal, enough to check the escapes.
    private func decodeJSONString(_ literal: String) -> String? {
        var scalars = Array(literal.unicodeScalars)
        guard scalars.first == "\"", scalars.last == "\"" else { return nil }
        scalars = Array(scalars.dropFirst().dropLast())
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value < 0x20 || scalar == "\"" { return nil }
            guard scalar == "\\" else { out.append(scalar); index += 1; continue }
            guard index + 1 < scalars.count else { return nil }
            let kind = scalars[index + 1]
            index += 2
            switch kind {
            case "\"": out.append("\"")
            case "\\": out.append("\\")
            case "/": out.append("/")
            case "b": out.append("\u{8}")
            case "f": out.append("\u{C}")
            case "n": out.append("\n")
            case "r": out.append("\r")
            case "t": out.append("\t")
            case "u":
                guard index + 4 <= scalars.count,
                      let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
                      let decoded = Unicode.Scalar(value) else { return nil }
                out.append(decoded)
                index += 4
            default: return nil
            }
        }
        return String(out)
    }
}
