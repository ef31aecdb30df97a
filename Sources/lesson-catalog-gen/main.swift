import Foundation

// Usage: lesson-catalog-gen OUTPUT MODULE...
// Writes a Swift file that imports each lesson module and lists its `lesson` in order.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: lesson-catalog-gen OUTPUT MODULE...\n".utf8))
    exit(2)
}
let modules = Array(arguments.dropFirst())
var text = "// Generated from Package.swift's `lessons` list by LessonCatalogPlugin. Do not edit.\n"
text += "import LessonKit\n"
for module in modules { text += "import \(module)\n" }
text += "\n/// Every lesson, in teaching order.\npublic let lessonCatalog: [Lesson] = [\n"
for module in modules { text += "    \(module).lesson,\n" }
text += "]\n"
// Rewrite only on change, so an unchanged catalog never triggers a rebuild.
if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
}
