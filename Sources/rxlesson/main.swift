import Foundation
import LessonCatalog
import LessonKit

setvbuf(stdout, nil, _IOFBF, 1 << 16)
var command = RxLessonCommand(catalog: lessonCatalog)
GradingCommands.install(into: &command)
PictureCommands.register(in: &command)
let status = command.run(Array(CommandLine.arguments.dropFirst())) { noColor in
    Console.process(noColor: noColor)
}
exit(status)
