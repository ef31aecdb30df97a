import Foundation

/// The one list of lessons: the `lessons` array of the course's `Package.swift`, in teaching
/// order. The package builds a module pair from it, the catalog is generated from it, the
/// workbook and the tests read it, and `rxlesson new lesson` adds to it.
public struct LessonList: Sendable {
    /// The manifest's text.
    public private(set) var manifest: String

    public init(manifest: String) {
        self.manifest = manifest
    }

    public init(root: URL) throws {
        manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    private static let opening = "let lessons = ["

    /// Where the ids are written, between the brackets; nil when the manifest has no list.
    private var body: Range<String.Index>? {
        guard let start = manifest.range(of: Self.opening),
              let end = manifest[start.upperBound...].firstIndex(of: "]") else { return nil }
        return start.upperBound..<end
    }

    /// The ids, in order.
    public var ids: [String] {
        guard let body else { return [] }
        return manifest[body].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }.filter { !$0.isEmpty }
    }

    /// The manifest with `id` last in the list, on the list's last line.
    public func adding(_ id: String) -> LessonList? {
        guard let body else { return nil }
        var text = manifest
        var before = text[body]
        // After the last id's comma (written or added), keeping the lines as they are.
        while let last = before.last, last.isWhitespace { before.removeLast() }
        let insertAt = before.endIndex
        let comma = before.last == "," || before.isEmpty ? "" : ","
        text.insert(contentsOf: "\(comma) \"\(id)\",", at: insertAt)
        return LessonList(manifest: text)
    }
}
