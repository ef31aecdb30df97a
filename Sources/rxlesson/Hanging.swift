import TextKit

/// A row of a list that fits the terminal: `lead` (a padded name), then `text` wrapped in
/// the column after it, its later lines under its first word; when that column would be too
/// narrow, `text` goes under the lead, indented by `fallback`.
enum Hanging {
    /// `leadWidth`: the lead's columns when it is painted (colour codes take none).
    static func lines(lead: String, _ text: String, width: Int, leadWidth: Int? = nil, fallback: Int = 6) -> [String] {
        let leadWidth = leadWidth ?? DisplayWidth.width(of: lead)
        if leadWidth + DisplayWidth.width(of: text) <= width { return [lead + text] }
        if width - leadWidth >= 24 {
            let wrapped = Wrapping.wrap(text, width: width - leadWidth)
            let pad = String(repeating: " ", count: leadWidth)
            return wrapped.enumerated().map { ($0.offset == 0 ? lead : pad) + $0.element }
        }
        let trimmed = String(lead.reversed().drop { $0 == " " }.reversed())
        return [trimmed] + Wrapping.wrap(text, width: width, indent: String(repeating: " ", count: fallback))
    }
}
