import LessonKit

let exercises: [Exercise] = []
