import Foundation
import TextKit

/// A self-contained HTML page that follows a command's latest result, with no server and no
/// reload: `FILE.html` holds the content and a small script, and every update rewrites the
/// data file beside it (`FILE.live.js`). The script loads that file ten times a second
/// through a fresh `<script>` element (a query string defeats the cache); the file calls
/// `rxlessonLive(...)` with the body and its version, and a new version replaces the page's
/// content (and title) in place, so the scroll position stays. A script element reads a file
/// beside a page opened from file:// in Chromium and Safari alike; Chromium refuses `fetch()`
/// of a file:// URL.
public struct LivePage {
    public let page: URL
    public let title: String
    public let language: Language

    /// Milliseconds between two loads of the data file: a local file of a few kilobytes,
    /// so often enough that the page adds little to the time from a save to the picture.
    static let pollInterval = 100

    public init(page: URL, title: String, language: Language) {
        self.page = page
        self.title = title
        self.language = language
    }

    /// `FILE.live.js` for `FILE.html`: beside the page, so the page names it relatively.
    public var dataFile: URL {
        page.deletingPathExtension().appendingPathExtension("live.js")
    }

    /// Writes the page with `body` (shown even when scripts are off) and, when `live`, the
    /// data file the open page picks up; a page that is not live is a plain page without a
    /// script. Throws when a file cannot be written.
    public func show(_ body: String, live: Bool, at date: Date = Date()) throws {
        guard live else {
            try Data(HTMLReport.page(title: title, language: language, body: body).utf8).write(to: page, options: .atomic)
            return
        }
        let version = Int((date.timeIntervalSince1970 * 1000).rounded())
        let content = body + status(at: date)
        let data = JSONValue.object([("version", .number(version)), ("title", .string(title)), ("body", .string(content))]).text
        try Data("rxlessonLive(\(data));\n".utf8).write(to: dataFile, options: .atomic)
        try Data(HTMLReport.page(title: title, language: language, body: html(content, version: version)).utf8).write(to: page, options: .atomic)
    }

    private func status(at date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        let time = formatter.string(from: date)
        let sentence = wording("live-page.status", time)[language]
        return "<p class=\"sub live\">\(Escaping.html(sentence))</p>\n"
    }

    private func html(_ content: String, version: Int) -> String {
        // A JSON string is a JavaScript string; "</" would end the script element.
        let dataName = JSONValue.string(dataFile.lastPathComponent).text.replacingOccurrences(of: "</", with: "<\\/")
        return """
        <main id="live">
        \(content)</main>
        <script>
        (function () {
          var shown = \(version), loads = 0;
          window.rxlessonLive = function (data) {
            if (data.version === shown) return;
            shown = data.version;
            document.getElementById("live").innerHTML = data.body;
            document.title = data.title;
            if (window.rxlessonScrub) window.rxlessonScrub();
          };
          function load() {
            var script = document.createElement("script");
            script.src = \(dataName) + "?" + (++loads);
            script.onload = script.onerror = function () {
              script.remove();
              setTimeout(load, \(Self.pollInterval));
            };
            document.head.appendChild(script);
          }
          setTimeout(load, \(Self.pollInterval));
        })();
        </script>
        """
    }
}
