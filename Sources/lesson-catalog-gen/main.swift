import Foundation

// Usage: lesson-catalog-gen OUTPUT MODULE=FOLDER...
//        lesson-catalog-gen --text OUTPUT ZH.md EN.md MODULE
// The first writes a Swift file that imports each lesson module (`Lesson_<id>`) and its judge
// (`Judge_<id>`, the exercises) and lists each `lesson` in order, with its exercises and the
// prose of FOLDER/Text/zh.md and FOLDER/Text/en.md attached. The second writes a module's own
// words (its Text/zh.md and Text/en.md) as `wording`, a TextTable, so the binary needs no file.
var arguments = CommandLine.arguments.dropFirst()
let textOnly = arguments.first == "--text"
if textOnly { arguments = arguments.dropFirst() }
guard let output = arguments.first, !textOnly || arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: lesson-catalog-gen OUTPUT MODULE=FOLDER... | --text OUTPUT ZH.md EN.md MODULE\n".utf8))
    exit(2)
}
let lessons = arguments.dropFirst().map { argument -> (module: String, folder: String) in
    let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
    return (parts[0], parts.count > 1 ? parts[1] : "")
}

/// The file as a raw string literal with enough `#`s that nothing inside can end it (`"""#`)
/// or escape (`\#`); a missing file is an empty text (the catalog's tests name what is missing).
func literal(_ path: String) -> String {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
}

/// Writes only on change, so an unchanged file never triggers a rebuild.
func write(_ text: String) {
    if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
        try! text.write(toFile: output, atomically: true, encoding: .utf8)
    }
}

if textOnly {
    let files = Array(arguments.dropFirst())
    write("""
    // Generated from this module's Text/zh.md and Text/en.md by LessonCatalogPlugin. Do not edit.
    \(files[2] == "ToolText" ? "" : "import ToolText")

    /// This module's words in both languages, by id (TextTable).
    let wording = TextTable(
        zh: \(literal(files[0])),
        en: \(literal(files[1]))
    )

    """)
    exit(0)
}

var text = "// Generated from Package.swift's `lessons` list and each lesson's Text/ by LessonCatalogPlugin. Do not edit.\n"
text += "import CourseKit\n"
func judge(_ module: String) -> String { "Judge_" + module.dropFirst("Lesson_".count) }
for lesson in lessons { text += "import \(lesson.module)\nimport \(judge(lesson.module))\n" }
text += "\n/// Every lesson, in teaching order, with its words.\npublic let lessonCatalog: [Lesson] = [\n"
for lesson in lessons {
    text += "    \(lesson.module).lesson.graded(by: \(judge(lesson.module)).exercises).written(\n"
    text += "        zh: \(literal(lesson.folder + "/Text/zh.md")),\n"
    text += "        en: \(literal(lesson.folder + "/Text/en.md"))\n"
    text += "    ),\n"
}
text += "]\n"
write(text)
