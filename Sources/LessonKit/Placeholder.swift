// LessonKit: work in progress
