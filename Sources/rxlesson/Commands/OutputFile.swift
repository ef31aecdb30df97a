import CommandLineKit
import Foundation
import TextKit

/// A file a command is asked to write (`--output`, `--svg`), checked before any work, so a
/// typo in its folder does not cost a whole run.
enum OutputFile {
    /// Throws the usage error for `option`'s `path` when it cannot be written.
    static func check(_ path: String, option: String) throws {
        guard let reason = unwritable(path) else { return }
        throw ValidationError(Localized(zh: "\(option) \(path) 无法写入：\(reason.zh)", en: "\(option) \(path) cannot be written: \(reason.en)"))
    }

    /// Why `path` cannot be written (no file name, a folder in the file's place, a missing
    /// folder, one without write permission); nil when it can.
    static func unwritable(_ path: String) -> Localized? {
        let manager = FileManager.default
        if path.isEmpty || path.hasSuffix("/") { return Localized(zh: "没有写文件名", en: "no file name given") }
        let file = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: manager.currentDirectoryPath)).standardizedFileURL
        let folder = file.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
            return Localized(zh: "这是一个文件夹", en: "it is a folder")
        }
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            return Localized(zh: "文件夹 \(folder.path) 不存在", en: "the folder \(folder.path) does not exist")
        }
        // Files are written to a temporary file beside them and renamed into place.
        guard manager.isWritableFile(atPath: folder.path) else {
            return Localized(zh: "没有写入文件夹 \(folder.path) 的权限", en: "the folder \(folder.path) is not writable")
        }
        return nil
    }
}
