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
}
