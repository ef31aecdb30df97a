import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// The same screen without share: every binding runs its own chain and its own requests.
let searchWithoutSharing = Demo(
    id: "search-not-shared",
    documented: ""
) { play in
    searchScreen(play, shared: false)
}
