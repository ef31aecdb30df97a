import LessonKit
import Marbles
import TextKit

/// The clock a learner scrubs on a page: a slider and step keys over one recorded run, in the
/// page itself (inline script, no external file, works offline). A `data-scrub` box holds the
/// bar, figures drawn with ``MarbleSVGFigure/clock`` and the printed lines; every value, `^`,
/// `!` and printed line carries its tick (`data-t`), and at tick t the page shows exactly the
/// ones with `data-t` ≤ t. ←/→ go to the previous/next moment something happens, Shift+←/→
/// one tick; `#t=12` in the address opens the page at tick 12.
public enum ClockPage {
    /// The box: the bar, then `content` (figures and printed lines made with ``printed(_:language:)``).
    /// `ticks`: every tick drawn (the slider runs from the first to the last).
    public static func box(_ content: String, ticks: [Int], language: Language) -> String {
        let first = min(0, ticks.min() ?? 0), last = ticks.max() ?? 0
        var out = "<div class=\"scrub\" data-scrub=\"\">\n<div class=\"scrubber\">"
        out += "<button type=\"button\" class=\"back\" title=\"\(wording("clock-page.back")[language])\">◀</button>"
        out += "<input class=\"tick\" type=\"range\" min=\"\(first)\" max=\"\(last)\" value=\"\(last)\" step=\"1\" aria-label=\"\(wording("clock-page.slider")[language])\"/>"
        out += "<button type=\"button\" class=\"forward\" title=\"\(wording("clock-page.forward")[language])\">▶</button> "
        out += "<span>" + wording("clock-page.now", "<b class=\"now-tick\">\(last)</b>", last)[language] + "</span>"
        return out + "</div>\n" + content + "</div>\n"
    }

    /// Printed lines, each shown from its tick on.
    public static func printed(_ lines: [Playground.Line], language: Language) -> String {
        var out = "<h3 class=\"part\">\(wording("clock-page.printed")[language])</h3>\n<pre class=\"printed\">"
        out += lines.map { "<span data-t=\"\($0.time)\">\(Escaping.html($0.text))\n</span>" }.joined()
        return out + "</pre>\n"
    }

    /// Every tick of `figures` and `lines`: where the slider must reach.
    public static func ticks(of figures: [MarbleSVGFigure], printed lines: [Playground.Line]) -> [Int] {
        var ticks = lines.map(\.time)
        for row in figures.flatMap(\.rows) {
            ticks += row.diagram.events.map(\.time) + [row.diagram.subscription, row.diagram.unsubscription].compactMap { $0 }
        }
        return ticks
    }

    static let style = """
    .scrub{margin:8px 0}.scrubber{position:sticky;top:0;z-index:1;display:flex;align-items:center;gap:8px;background:#eff6ff;border:1px solid #bfdbfe;border-radius:8px;padding:6px 10px;font-size:13px;color:#1e3a8a}
    .scrubber input{flex:1;min-width:120px}.scrubber button{font-size:13px;border:1px solid #93c5fd;background:#fff;border-radius:6px;padding:1px 8px;cursor:pointer}
    """

    /// Shows every box at its slider's tick. Called once, and again by a live page after it
    /// replaces its content (`window.rxlessonScrub()`).
    static let script = """
    <script>
    //<![CDATA[ (the page reads as XML too)
    (function () {
      var active = null;
      function moments(box) {
        var seen = {}, list = [];
        box.querySelectorAll("[data-t]").forEach(function (e) {
          var t = +e.getAttribute("data-t");
          if (!seen[t]) { seen[t] = true; list.push(t); }
        });
        return list.sort(function (a, b) { return a - b; });
      }
      function show(box, t) {
        var range = box.querySelector("input.tick");
        t = Math.max(+range.min, Math.min(+range.max, t));
        range.value = t;
        box.querySelector(".now-tick").textContent = t;
        box.querySelectorAll("[data-t]").forEach(function (e) {
          e.style.display = +e.getAttribute("data-t") <= t ? "" : "none";
        });
        box.querySelectorAll("g.clock").forEach(function (g) {
          var scale = +g.getAttribute("data-scale");
          var x = +g.getAttribute("data-x0") + (t - +g.getAttribute("data-origin")) * scale;
          var now = g.querySelector(".now"), veil = g.querySelector(".veil");
          var right = +veil.getAttribute("data-right"), from = x + Math.max(16, scale / 2);
          // Past what is drawn at this very tick (a wide value, a group), which stays unveiled.
          g.parentNode.querySelectorAll('g[data-t="' + t + '"]').forEach(function (e) {
            var box = e.getBBox();
            from = Math.max(from, box.x + box.width + 2);
          });
          from = Math.min(right, from);
          now.setAttribute("x1", x); now.setAttribute("x2", x);
          veil.setAttribute("x", from); veil.setAttribute("width", right - from);
        });
      }
      function step(box, direction, single) {
        var range = box.querySelector("input.tick"), t = +range.value, next = t + direction;
        if (!single) {
          var list = moments(box).filter(function (m) { return direction > 0 ? m > t : m < t; });
          next = list.length ? list[direction > 0 ? 0 : list.length - 1] : (direction > 0 ? +range.max : +range.min);
        }
        show(box, next);
      }
      window.rxlessonScrub = function () {
        var wanted = /t=(-?\\d+)/.exec(location.hash);
        document.querySelectorAll("[data-scrub]").forEach(function (box) {
          var range = box.querySelector("input.tick");
          range.oninput = function () { active = box; show(box, +range.value); };
          box.querySelector(".back").onclick = function () { active = box; step(box, -1, false); };
          box.querySelector(".forward").onclick = function () { active = box; step(box, 1, false); };
          show(box, wanted ? +wanted[1] : +range.max);
        });
      };
      document.addEventListener("keydown", function (event) {
        if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
        var box = active && document.body.contains(active) ? active : document.querySelector("[data-scrub]");
        if (!box) return;
        event.preventDefault();
        step(box, event.key === "ArrowRight" ? 1 : -1, event.shiftKey);
      });
      window.rxlessonScrub();
    })();
    //]]>
    </script>
    """
}
