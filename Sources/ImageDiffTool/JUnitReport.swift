/// A JUnit XML report of a comparison, one test case per image, for CI systems that show them.
enum JUnitReport {
    static func xml(_ entries: [DiffEntry]) -> String {
        let failures = entries.filter { !$0.passed }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites tests=\"\(entries.count)\" failures=\"\(failures)\">\n"
        xml += "  <testsuite name=\"bubbles diff\" tests=\"\(entries.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        for entry in entries {
            let name = MarkupText.escaped(entry.path)
            if entry.passed {
                xml += "    <testcase classname=\"bubbles.diff\" name=\"\(name)\"/>\n"
            } else {
                let message = MarkupText.escaped("\(entry.status.rawValue): \(entry.summary)")
                xml += "    <testcase classname=\"bubbles.diff\" name=\"\(name)\">\n"
                xml += "      <failure type=\"\(entry.status.rawValue)\" message=\"\(message)\">\(message)</failure>\n"
                xml += "    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}
