import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who and which commit a class result belongs to, read from the graded checkout's `.git`
/// files. Nothing of the graded folder is ever run: `git` there would read that repository's
/// configuration, which can name programs for git to run (`core.fsmonitor`, hooks, filters).
enum GitIdentity {
    /// The author of the checkout's last commit (a student's repository is theirs), else the
    /// `user.name` of the repository's own configuration file.
    static func student(in folder: URL) -> String? {
        guard let repository = GitFiles(checkout: folder) else { return nil }
        return repository.head().flatMap(repository.author(of:)) ?? repository.configuredName()
    }

    /// When the last commit was made (its committer's time), ISO 8601 in UTC.
    static func commitDate(in folder: URL) -> String? {
        guard let repository = GitFiles(checkout: folder), let seconds = repository.head().flatMap(repository.committed(at:)) else { return nil }
        return ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// The last commit's hash, shortened to 12 digits as `git rev-parse --short=12` would.
    static func commit(in folder: URL) -> String? {
        GitFiles(checkout: folder)?.head().map { String($0.prefix(12)) }
    }
}

/// A git repository read as files: `HEAD`, loose refs, `packed-refs`, and commit objects,
/// loose or in a pack (version 2 index; stored whole or as a delta). Every file is opened without following a link at its last component, read
/// only when it is a regular file, and only so far.
struct GitFiles {
    /// The repository's own folder (`.git`, or a worktree's folder under it).
    let gitDirectory: URL
    /// Where its refs and objects are (the main `.git` of a worktree).
    let commonDirectory: URL

    init?(checkout: URL) {
        let dotGit = checkout.appendingPathComponent(".git")
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue {
            gitDirectory = dotGit
        } else {
            // A worktree or a submodule: `gitdir: <path>`.
            guard let text = Self.text(dotGit, limit: 4096), text.hasPrefix("gitdir: ") else { return nil }
            let path = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDirectory = URL(fileURLWithPath: path, relativeTo: checkout).standardizedFileURL
        }
        if let common = Self.text(gitDirectory.appendingPathComponent("commondir"), limit: 4096)?.trimmingCharacters(in: .whitespacesAndNewlines),
           !common.isEmpty {
            commonDirectory = URL(fileURLWithPath: common, relativeTo: gitDirectory).standardizedFileURL
        } else {
            commonDirectory = gitDirectory
        }
    }

    /// The hash `HEAD` names (40 hex digits, or 64 in a SHA-256 repository), following
    /// symbolic refs through loose and packed refs.
    func head() -> String? {
        var name = "HEAD"
        for _ in 0..<5 {
            guard let value = ref(name) else { return nil }
            if value.hasPrefix("ref: ") {
                name = String(value.dropFirst(5))
                guard name.hasPrefix("refs/"), !name.split(separator: "/").contains(".."), !name.contains("\\") else { return nil }
                continue
            }
            return Self.isHash(value) ? value : nil
        }
        return nil
    }

    /// A ref's content: `ref: <name>` or a hash.
    private func ref(_ name: String) -> String? {
        // HEAD is the worktree's own; the others are shared (a worktree's own refs aside).
        for folder in name == "HEAD" ? [gitDirectory] : [gitDirectory, commonDirectory] {
            if let text = Self.text(folder.appendingPathComponent(name), limit: 4096) {
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        guard let packed = Self.text(commonDirectory.appendingPathComponent("packed-refs"), limit: 64 << 20) else { return nil }
        for line in packed.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("^") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[1] == name { return String(parts[0]) }
        }
        return nil
    }

    /// The author's name on commit `hash`: `author Ada Lovelace <ada@example.com> 1700000000 +0100`.
    func author(of hash: String) -> String? {
        guard let object = commitObject(hash) else { return nil }
        let text = String(decoding: object, as: UTF8.self)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { break } // the message follows the headers
            guard line.hasPrefix("author ") else { continue }
            let rest = line.dropFirst("author ".count)
            let name = rest[..<(rest.range(of: " <")?.lowerBound ?? rest.endIndex)].trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
        return nil
    }

    /// The committer's time on commit `hash`, in seconds since 1970:
    /// `committer Ada Lovelace <ada@example.com> 1700000000 +0100`.
    func committed(at hash: String) -> Int? {
        guard let object = commitObject(hash) else { return nil }
        for line in String(decoding: object, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { break }
            guard line.hasPrefix("committer "), let close = line.lastIndex(of: ">") else { continue }
            return line[line.index(after: close)...].split(separator: " ").first.flatMap { Int($0) }
        }
        return nil
    }

    /// `[user] name = ...` in the repository's configuration file.
    func configuredName() -> String? {
        guard let text = Self.text(commonDirectory.appendingPathComponent("config"), limit: 1 << 20) else { return nil }
        var inUser = false
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") { inUser = line.lowercased() == "[user]"; continue }
            guard inUser, let equals = line.firstIndex(of: "="),
                  line[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "name" else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// The commit's headers and message (the object's content after `commit <size>\0`), up
    /// to 64 KiB.
    private func commitObject(_ hash: String) -> [UInt8]? {
        let objects = commonDirectory.appendingPathComponent("objects")
        let loose = objects.appendingPathComponent(String(hash.prefix(2))).appendingPathComponent(String(hash.dropFirst(2)))
        if let compressed = Self.bytes(loose, limit: 4 << 20) {
            guard let object = Inflate.zlib(compressed, limit: 64 << 10), object.starts(with: Array("commit ".utf8)),
                  let zero = object.firstIndex(of: 0) else { return nil }
            return Array(object[(zero + 1)...])
        }
        return packedObject(hash, in: objects.appendingPathComponent("pack"))
    }

    /// The most pack indexes read when looking for a commit.
    static let packsRead = 64

    /// A commit in one of the packs, whole or as a delta (on another object of the pack).
    private func packedObject(_ hash: String, in packs: URL) -> [UInt8]? {
        guard let target = Self.binary(hash),
              let names = try? FileManager.default.contentsOfDirectory(atPath: packs.path) else { return nil }
        // A repository has a few packs; a folder of thousands is someone's attempt to slow grading.
        for name in names.sorted().filter({ $0.hasPrefix("pack-") && $0.hasSuffix(".idx") }).prefix(Self.packsRead) {
            guard let index = Self.bytes(packs.appendingPathComponent(name), limit: 512 << 20),
                  let offset = Self.offset(of: target, inIndex: index) else { continue }
            let pack = packs.appendingPathComponent(String(name.dropLast(4)) + ".pack")
            guard let object = Self.packEntry(pack, at: offset, index: index, hashWidth: target.count, depth: 0),
                  object.type == 1 else { return nil } // 1: a commit
            return object.content
        }
        return nil
    }

    /// The object at `offset` of `pack`: its type (1 commit, 2 tree, 3 blob, 4 tag) and its
    /// content, up to 1 MiB, with a delta (6: on the object so many bytes before; 7: on the
    /// object of that hash) applied to its base, at most 50 deep.
    static func packEntry(_ pack: URL, at offset: Int, index: [UInt8], hashWidth: Int, depth: Int) -> (type: Int, content: [UInt8])? {
        guard depth < 50, let entry = bytes(pack, limit: 256 << 10, at: offset), let first = entry.first else { return nil }
        // The header: the type in bits 4–6 of the first byte, then the size's varint.
        let type = Int(first >> 4) & 7
        var position = 1
        var byte = first
        while byte & 0x80 != 0 {
            guard position < entry.count else { return nil }
            byte = entry[position]
            position += 1
        }
        switch type {
        case 1...4:
            return Inflate.zlib(Array(entry[position...]), limit: 1 << 20).map { (type, $0) }
        case 6, 7:
            var base: (type: Int, content: [UInt8])?
            if type == 6 {
                guard position < entry.count else { return nil }
                var next = entry[position]
                position += 1
                var back = Int(next & 0x7f)
                while next & 0x80 != 0 {
                    guard position < entry.count, back < 1 << 48 else { return nil }
                    next = entry[position]
                    position += 1
                    back = (back + 1) << 7 | Int(next & 0x7f)
                }
                guard back > 0, back <= offset else { return nil }
                base = packEntry(pack, at: offset - back, index: index, hashWidth: hashWidth, depth: depth + 1)
            } else {
                guard position + hashWidth <= entry.count,
                      let at = Self.offset(of: Array(entry[position..<(position + hashWidth)]), inIndex: index) else { return nil }
                position += hashWidth
                base = packEntry(pack, at: at, index: index, hashWidth: hashWidth, depth: depth + 1)
            }
            guard let base, let delta = Inflate.zlib(Array(entry[position...]), limit: 1 << 20),
                  let content = applying(delta, to: base.content) else { return nil }
            return (base.type, content)
        default:
            return nil
        }
    }

    /// A git delta applied: the base's size, the result's, then copies from the base and
    /// bytes of its own.
    static func applying(_ delta: [UInt8], to base: [UInt8]) -> [UInt8]? {
        var position = 0
        func size() -> Int? {
            var value = 0, shift = 0
            while position < delta.count, shift < 56 {
                let byte = delta[position]
                position += 1
                value |= Int(byte & 0x7f) << shift
                shift += 7
                if byte & 0x80 == 0 { return value }
            }
            return nil
        }
        guard let sourceSize = size(), sourceSize == base.count, let targetSize = size(), targetSize <= 1 << 20 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(targetSize)
        while position < delta.count {
            let operation = delta[position]
            position += 1
            if operation & 0x80 != 0 {
                var from = 0, count = 0
                for bit in 0..<4 where operation & (1 << bit) != 0 {
                    guard position < delta.count else { return nil }
                    from |= Int(delta[position]) << (8 * bit)
                    position += 1
                }
                for bit in 0..<3 where operation & (0x10 << bit) != 0 {
                    guard position < delta.count else { return nil }
                    count |= Int(delta[position]) << (8 * bit)
                    position += 1
                }
                if count == 0 { count = 0x10000 }
                guard from + count <= base.count else { return nil }
                out += base[from..<(from + count)]
            } else if operation != 0 {
                let count = Int(operation)
                guard position + count <= delta.count else { return nil }
                out += delta[position..<(position + count)]
                position += count
            } else {
                return nil
            }
            guard out.count <= targetSize else { return nil }
        }
        return out.count == targetSize ? out : nil
    }

    /// Where `hash` is in the pack that a version 2 `.idx` describes.
    static func offset(of hash: [UInt8], inIndex index: [UInt8]) -> Int? {
        func word(_ at: Int) -> Int? {
            guard at >= 0, at + 4 <= index.count else { return nil }
            return index[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        guard index.starts(with: [0xff, 0x74, 0x4f, 0x63]), word(4) == 2, let first = hash.first,
              let count = word(8 + 255 * 4), let end = word(8 + Int(first) * 4) else { return nil }
        var low = first == 0 ? 0 : (word(8 + (Int(first) - 1) * 4) ?? 0)
        var high = end
        let width = hash.count, names = 8 + 1024
        guard count >= 0, names + count * (width + 8) <= index.count, high <= count else { return nil }
        while low < high {
            let middle = (low + high) / 2
            let start = names + middle * width
            let name = index[start..<(start + width)]
            if name.elementsEqual(hash) {
                guard let small = word(names + count * (width + 4) + middle * 4) else { return nil }
                if small & 0x8000_0000 == 0 { return small }
                // An offset past 2 GiB: in the table of 8-byte offsets after the small ones.
                let large = names + count * (width + 8) + (small & 0x7fff_ffff) * 8
                guard let high = word(large), let low = word(large + 4) else { return nil }
                return high << 32 | low
            }
            if name.lexicographicallyPrecedes(hash) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    static func isHash(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// A hash's bytes.
    static func binary(_ hash: String) -> [UInt8]? {
        guard isHash(hash) else { return nil }
        let digits = Array(hash.utf8)
        return stride(from: 0, to: digits.count, by: 2).map { index in
            UInt8(String(decoding: digits[index..<(index + 2)], as: UTF8.self), radix: 16) ?? 0
        }
    }

    private static func text(_ url: URL, limit: Int) -> String? {
        bytes(url, limit: limit).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Up to `limit` bytes of a regular file from `offset`, opened without following a link;
    /// nil for anything else (a link, a pipe, a device, a file past `limit` when read whole).
    static func bytes(_ url: URL, limit: Int, at offset: Int? = nil) -> [UInt8]? {
        let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        if let offset {
            guard offset >= 0, offset < Int(info.st_size), lseek(fd, off_t(offset), SEEK_SET) == off_t(offset) else { return nil }
        } else if Int(info.st_size) > limit {
            return nil
        }
        // No more than the file holds: a folder of small files must not cost the limit each.
        let wanted = max(0, min(limit, Int(info.st_size) - (offset ?? 0)))
        var buffer = [UInt8](repeating: 0, count: wanted)
        var filled = 0
        while filled < wanted {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, wanted - filled) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            filled += count
        }
        return Array(buffer.prefix(filled))
    }
}

/// zlib's format (RFC 1950) around deflate (RFC 1951), decoded: what git stores its objects
/// in. Stops after `limit` bytes of output, or where the input ends (what was decoded so far).
enum Inflate {
    static func zlib(_ data: [UInt8], limit: Int) -> [UInt8]? {
        guard data.count >= 2, data[0] & 0x0f == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0, data[1] & 0x20 == 0 else { return nil }
        return deflate(data, from: 2, limit: limit)
    }

    private struct Bits {
        let data: [UInt8]
        var position: Int // in bits

        mutating func take(_ count: Int) -> Int? {
            var value = 0
            for shift in 0..<count {
                let byte = position >> 3
                guard byte < data.count else { return nil }
                value |= Int((data[byte] >> UInt8(position & 7)) & 1) << shift
                position += 1
            }
            return value
        }
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    private struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init?(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var left = 1
            for length in 1...15 {
                left = left * 2 - counts[length]
                if left < 0 { return nil } // more codes than the lengths allow
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ bits: inout Bits) -> Int? {
            var code = 0, first = 0, index = 0
            for length in 1...15 {
                guard let bit = bits.take(1) else { return nil }
                code |= bit
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            return nil
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                       2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order the lengths of the code-length code come in.
    private static let lengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static let fixed: (Code, Code) = {
        let literals = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
        return (Code(lengths: literals)!, Code(lengths: [Int](repeating: 5, count: 30))!)
    }()

    private static func deflate(_ data: [UInt8], from start: Int, limit: Int) -> [UInt8]? {
        var bits = Bits(data: data, position: start * 8)
        var out: [UInt8] = []
        while out.count < limit {
            guard let last = bits.take(1), let type = bits.take(2) else { return out }
            switch type {
            case 0:
                bits.position = (bits.position + 7) & ~7
                guard let length = bits.take(16), let check = bits.take(16), length ^ check == 0xffff else { return out }
                let byte = bits.position >> 3
                let end = min(byte + length, data.count)
                out += data[byte..<end]
                bits.position = end * 8
                if end < byte + length { return out }
            case 1, 2:
                let codes: (Code, Code)
                if type == 1 {
                    codes = fixed
                } else {
                    guard let dynamic = readCodes(&bits) else { return out }
                    codes = dynamic
                }
                guard blocks(&bits, codes, into: &out, limit: limit) else { return out }
            default:
                return nil
            }
            if last == 1 { break }
        }
        return Array(out.prefix(limit))
    }

    /// A dynamic block's literal/length and distance codes.
    private static func readCodes(_ bits: inout Bits) -> (Code, Code)? {
        guard let literals = bits.take(5).map({ $0 + 257 }), let distances = bits.take(5).map({ $0 + 1 }),
              let lengthCodes = bits.take(4).map({ $0 + 4 }), literals <= 286, distances <= 30 else { return nil }
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<lengthCodes {
            guard let length = bits.take(3) else { return nil }
            codeLengths[lengthOrder[index]] = length
        }
        guard let lengthCode = Code(lengths: codeLengths) else { return nil }
        var lengths: [Int] = []
        while lengths.count < literals + distances {
            guard let symbol = lengthCode.decode(&bits) else { return nil }
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last, let repeats = bits.take(2) else { return nil }
                lengths += [Int](repeating: previous, count: 3 + repeats)
            case 17:
                guard let repeats = bits.take(3) else { return nil }
                lengths += [Int](repeating: 0, count: 3 + repeats)
            default:
                guard let repeats = bits.take(7) else { return nil }
                lengths += [Int](repeating: 0, count: 11 + repeats)
            }
        }
        guard lengths.count == literals + distances, let literal = Code(lengths: Array(lengths[..<literals])),
              let distance = Code(lengths: Array(lengths[literals...])) else { return nil }
        return (literal, distance)
    }

    /// One compressed block's symbols; false where the input ends or is not deflate.
    private static func blocks(_ bits: inout Bits, _ codes: (Code, Code), into out: inout [UInt8], limit: Int) -> Bool {
        while out.count < limit {
            guard let symbol = codes.0.decode(&bits) else { return false }
            if symbol < 256 { out.append(UInt8(symbol)); continue }
            if symbol == 256 { return true }
            let index = symbol - 257
            guard index < lengthBase.count, let extra = bits.take(lengthExtra[index]),
                  let distanceSymbol = codes.1.decode(&bits), distanceSymbol < distanceBase.count,
                  let distanceExtraBits = bits.take(distanceExtra[distanceSymbol]) else { return false }
            let length = lengthBase[index] + extra
            let distance = distanceBase[distanceSymbol] + distanceExtraBits
            guard distance <= out.count else { return false }
            for _ in 0..<length { out.append(out[out.count - distance]) }
        }
        return true
    }
}
