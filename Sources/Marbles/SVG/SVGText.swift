import TextKit

/// Measuring for the SVG renderer (escaping, cutting and wrapping come from TextKit).
enum SVGText {
    /// Approximate width in pixels of text in the monospace font at `size` px: 0.6 em per
    /// column, two columns for wide (CJK) characters. Integer, so layouts are exact.
    static func width(_ text: String, size: Int) -> Int {
        (DisplayWidth.width(of: text) * size * 6 + 9) / 10
    }
}

enum SVGStyle {
    static let font = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"

    /// Soft fills that keep dark text readable.
    static let palette = [
        "#f6c445", "#7cc4f4", "#8fd694", "#f59e8b", "#c4a7f2",
        "#f7ac63", "#6fd6c8", "#f29fce", "#c2cc6c", "#a6b8dd",
    ]

    /// The same value always gets the same colour (FNV-1a of its UTF-8, never Swift's
    /// seeded `Hasher`), so a value keeps its colour from source to result.
    static func fill(for value: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in value.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return palette[Int(hash % UInt32(palette.count))]
    }
}
