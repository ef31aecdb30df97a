// `lessonCatalog: [Lesson]` is generated at build time by Plugins/LessonCatalogPlugin from
// the `lessons` list in Package.swift, in that order: registering a lesson is one line there.
import LessonKit
