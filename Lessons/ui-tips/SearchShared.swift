import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// The document's search pipeline, shared with share(replay: 1).
let searchWithSharing = Demo(
    id: "search-shared",
    documented: ""
) { play in
    searchScreen(play, shared: true)
}
