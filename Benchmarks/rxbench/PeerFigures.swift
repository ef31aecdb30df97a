import Foundation

/// Another library's figures on rxbench's cases, for the ratio printed beside each of ours:
/// what `Benchmarks/peers` (RxSwift 6.10.2 and RxTest on the same cases) prints, one line a case,
/// `key<TAB>CPU ns/op<TAB>wall ns/op<TAB>what ran`; lines starting with `#` say when and where
/// they were measured. rxbench reads the stored file, or the one `--peers FILE` names (a run
/// of the peers made just before, on the same machine, is the fair comparison).
struct PeerFigures {
    struct Figure {
        let cpu: Double
        let wall: Double
        let what: String
    }

    let file: String
    let figures: [String: Figure]
    /// The file's comment lines: when and where.
    let notes: [String]

    /// The stored figures, beside this file's folder.
    static let storedFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("peers/figures.tsv").path

    init?(file: String) {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        var figures: [String: Figure] = [:], notes: [String] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                notes.append(String(line.dropFirst()).trimmingCharacters(in: .whitespaces))
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 4, let cpu = Double(fields[1]), let wall = Double(fields[2]) else { continue }
            figures[String(fields[0])] = Figure(cpu: cpu, wall: wall, what: String(fields[3]))
        }
        self.file = file
        self.figures = figures
        self.notes = notes
    }

    /// `  12.3× RxSwift (CPU time; 286.0 ns/op)` for the case with `key`, by CPU time (what a
    /// shared machine leaves comparable); empty when the peer has no such case.
    func ratio(_ key: String?, cpu: Double) -> String {
        guard let key, let peer = figures[key], cpu > 0 else { return "" }
        let library = peer.what.split(separator: ":").first.map(String.init) ?? "peer"
        return String(format: "  %.1f× %@ (%.1f cpu)", peer.cpu / cpu, library, peer.cpu)
    }
}

/// The peers' figures this run compares with (`--peers FILE`, else the stored ones).
nonisolated(unsafe) var peers: PeerFigures?
