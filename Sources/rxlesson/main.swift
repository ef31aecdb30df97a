import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
import TextKit

// TEMPORARY glue until the declarative parser lands.
let arguments = Array(CommandLine.arguments.dropFirst())
let language = Language.fromEnvironment()
let context = CommandContext(course: Course(lessons: lessonCatalog), root: PackageRoot.find(), console: Console.process(), language: language)
var status: Int32 = 2
switch arguments.first {
case "check": status = CheckCommand(ids: Array(arguments.dropFirst()).filter { !$0.hasPrefix("-") }, solutions: arguments.contains("--solutions")).run(context)
case "list": status = ListCommand(json: arguments.contains("--json")).run(context)
case "watch": status = WatchCommand().run(context)
default: break
}
fflush(stdout)
exit(status)
