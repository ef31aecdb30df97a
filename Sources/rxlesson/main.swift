import Foundation
import LessonCatalog
import LessonKit

setvbuf(stdout, nil, _IOFBF, 1 << 16)
let command = RxLessonCommand(catalog: lessonCatalog)
let status = command.run(Array(CommandLine.arguments.dropFirst())) { noColor in
    Console.process(noColor: noColor)
}
exit(status)
