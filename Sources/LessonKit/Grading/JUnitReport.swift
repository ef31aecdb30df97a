/// JUnit XML, one `<testsuite>` per lesson, for CI systems that show test reports.
enum JUnitReport {
    static func render(_ results: [GradeResult]) -> String {
        var lessons: [String] = []
        for result in results where !lessons.contains(result.lesson) { lessons.append(result.lesson) }
        let failures = results.filter { $0.status == .fail }.count
        let errors = results.filter { $0.status == .crash || $0.status == .timeout }.count
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites name=\"rxlesson\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\">"]
        for lesson in lessons {
            let cases = results.filter { $0.lesson == lesson }
            let f = cases.filter { $0.status == .fail }.count
            let e = cases.filter { $0.status == .crash || $0.status == .timeout }.count
            xml.append("  <testsuite name=\"\(escape(lesson))\" tests=\"\(cases.count)\" failures=\"\(f)\" errors=\"\(e)\">")
            for result in cases {
                var attributes = "classname=\"rxlesson.\(escape(lesson))\" name=\"\(escape(result.id))\" file=\"\(escape(result.file))\""
                if let line = result.line { attributes += " line=\"\(line)\"" }
                switch result.status {
                case .pass:
                    xml.append("    <testcase \(attributes)/>")
                case .fail, .crash, .timeout:
                    let element = result.status == .fail ? "failure" : "error"
                    let body = ([result.location + ": " + result.message] + (result.figure.map { [$0] } ?? [])).joined(separator: "\n")
                    xml.append("    <testcase \(attributes)>")
                    xml.append("      <\(element) type=\"\(result.status.rawValue)\" message=\"\(escape(result.message))\">\(escape(body))</\(element)>")
                    xml.append("    </testcase>")
                }
            }
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n")
    }

    /// Text safe inside an attribute or element; characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
