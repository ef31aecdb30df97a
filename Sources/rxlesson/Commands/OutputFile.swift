import CommandLineKit
import Foundation
import TextKit

/// A file a command is asked to write (`--output`, `--svg`), checked before any work, so a
/// typo in its folder does not cost a whole run.
enum OutputFile {
    /// Throws the usage error for `option`'s `path` when it cannot be written.
    static func check(_ path: String, option: String) throws {
        guard let reason = unwritable(path) else { return }
        throw ValidationError(wording("output-file.cannot-be-written", option, path, reason))
    }

    /// Why `path` cannot be written (no file name, a folder in the file's place, a missing
    /// folder, one without write permission); nil when it can.
    static func unwritable(_ path: String) -> Localized? {
        let manager = FileManager.default
        if path.isEmpty || path.hasSuffix("/") { return wording("output-file.no-file-name-given") }
        let file = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: manager.currentDirectoryPath)).standardizedFileURL
        let folder = file.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
            return wording("output-file.it-is-a-folder")
        }
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return wording("output-file.the-folder-does-not-exist", folder.path)
        }
        // Files are written to a temporary file beside them and renamed into place.
        guard manager.isWritableFile(atPath: folder.path) else {
            return wording("output-file.the-folder-is-not-writable", folder.path)
        }
        return nil
    }
}
