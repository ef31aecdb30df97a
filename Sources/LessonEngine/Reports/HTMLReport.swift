import TextKit
import LessonKit
import Marbles

/// Self-contained HTML pages (inline CSS and SVG, no external assets; the only script is the
/// clock's slider, inline, on pages that have one): the page and its parts every HTML report
/// shares. The gallery's pages (an index of lessons, a page per lesson, every operator's
/// picture) are built in Gallery/HTMLReport+Site.swift.
public enum HTMLReport {
    static func escape(_ text: String) -> String { Escaping.html(text) }

    static let style = """
    body{font:15px/1.5 -apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK SC","PingFang SC",sans-serif;color:#111827;max-width:1100px;margin:0 auto;padding:24px 28px 64px;background:#fafafa}
    h1{font-size:26px;margin:0 0 4px}h2{font-size:19px;margin:36px 0 6px}h3{font-size:16px;margin:28px 0 4px;font-family:ui-monospace,Menlo,Consolas,monospace}
    a{color:#1d4ed8;text-decoration:none}a:hover{text-decoration:underline}
    .sub{color:#6b7280;margin:0 0 18px}.summary{max-width:80ch}
    nav{margin:0 0 20px;font-size:14px}nav a{margin-right:14px}
    table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #e5e7eb}
    th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e5e7eb;vertical-align:top}th{background:#f3f4f6;font-size:13px;color:#374151}
    .badge{display:inline-block;border-radius:10px;padding:1px 9px;font-size:12px;font-weight:600;margin-left:6px;vertical-align:middle}
    .identical{background:#dcfce7;color:#166534}.differs{background:#fef3c7;color:#92400e}.new{background:#e0f2fe;color:#075985}.mismatch{background:#fee2e2;color:#991b1b}
    .demo{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:4px 20px 16px;margin:22px 0}
    .outputs{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin:10px 0}
    .outputs div{min-width:0}.outputs b{font-size:12px;color:#6b7280;font-weight:600;text-transform:uppercase;letter-spacing:.04em}
    pre{background:#f8fafc;border:1px solid #e5e7eb;border-radius:6px;padding:8px 10px;margin:4px 0;overflow-x:auto;font:13px/1.45 ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace}
    pre .diff{background:#fef3c7}
    .note{border-left:3px solid #f59e0b;padding:2px 10px;color:#374151;background:#fffbeb}
    .figure{overflow-x:auto;margin:12px 0 6px}.figure svg{display:block;border:1px solid #e5e7eb;border-radius:6px}
    details{margin:6px 0;color:#374151}summary{cursor:pointer;font-size:13px;color:#6b7280}
    code{font:13px ui-monospace,Menlo,Consolas,monospace;background:#f3f4f6;padding:1px 5px;border-radius:4px}
    .family{margin-top:40px;border-bottom:1px solid #e5e7eb;padding-bottom:4px}
    .pass{background:#dcfce7;color:#166534}.fail,.compile-error,.crash{background:#fee2e2;color:#991b1b}.timeout,.changed{background:#fef3c7;color:#92400e}
    .failure{border-left:3px solid #dc2626;padding:2px 10px;color:#111827;background:#fef2f2}
    h3.part{font:600 14px/1.4 inherit;font-family:inherit;color:#374151;margin:22px 0 4px}
    .score{font-size:17px;margin:0 0 18px}
    ul.exercises{padding-left:20px}ul.exercises li{margin:6px 0}
    """ + "\n" + ClockPage.style

    public static func page(title: String, language: Language = .en, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language.rawValue)">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        \(body)\(body.contains("data-scrub") || body.contains("rxlessonScrub") ? "\n" + ClockPage.script : "")
        </body>
        </html>

        """
    }

    static func verdictBadge(_ verdict: Verdict, language: Language) -> String {
        "<span class=\"badge \(verdict.rawValue)\">\(escape(verdict.label(language)))</span>"
    }

    /// The two outputs side by side, aligned by ``LineDiff`` (one missing line marks one
    /// line), differing lines marked.
    /// `titles` name the two columns (default: the document's output, the virtual clock's).
    static func outputs(documented: String, actual: String, language: Language, titles: (left: String, right: String)? = nil) -> String {
        let rows = LineDiff.align(left: documented, right: actual)
        let heads = titles ?? (wording("html-report.document")[language], wording("html-report.virtual-clock")[language])
        func column(_ side: (LineDiff.Row) -> String?) -> String {
            rows.map { row in
                let text = side(row) ?? ""
                return row.isSame ? escape(text) : "<span class=\"diff\">\(escape(text))</span>"
            }.joined(separator: "\n")
        }
        return """
        <div class="outputs"><div><b>\(escape(heads.left))</b><pre>\(column(\.left))</pre></div>\
        <div><b>\(escape(heads.right))</b><pre>\(column(\.right))</pre></div></div>
        """
    }
}
