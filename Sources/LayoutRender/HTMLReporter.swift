import LayoutDiagnostics
import LayoutModel
import LayoutReporters
import LayoutRules

/// `--format html`: one self-contained page (no network, no external script, style, font
/// or image) with a summary per file and rule, every finding as the text output gives it
/// with its source lines, the picture of its configuration with the finding's views and
/// constraints in focus, and the rule's page a link away. It reads without JavaScript;
/// the script only adds filtering.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"
    public static let summary = "one self-contained HTML page with a picture of every finding (use with --output)"

    /// Loads a file's layout for its pictures; nil when it has none (input problems).
    public var load: @Sendable (SourceFile) -> LayoutDocument?
    /// Findings per file past which only the first ones get pictures (the page stays small).
    public var picturesPerFile: Int

    public init(picturesPerFile: Int = 50, load: @escaping @Sendable (SourceFile) -> LayoutDocument?) {
        self.load = load
        self.picturesPerFile = picturesPerFile
    }

    public func render(_ report: Report) -> String {
        var page = HTMLPage()
        let diagnostics = report.diagnostics
        let paths = Array(Set(diagnostics.map(\.location.path)).union(report.sources.keys)).sorted()
        let byPath = Dictionary(grouping: diagnostics, by: \.location.path)
        let counts = { (list: [Diagnostic]) in Severity.allCases.reversed().map { severity in list.filter { $0.severity == severity }.count } }

        page.add("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">")
        page.add("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">")
        page.add("<title>layoutlint report</title>\n<style>\(HTMLReporter.css)</style>\n</head>\n<body>")
        let total = counts(diagnostics)
        page.add("<header><h1>layoutlint report</h1>")
        page.add("<p class=\"totals\">\(plural(diagnostics.count, "finding")) in \(plural(paths.count, "file")): \(total[0]) errors, \(total[1]) warnings, \(total[2]) notes; exit status \(report.exitCode)</p></header>")
        page.add(HTMLReporter.filterBar)

        // Summary: per file, then per rule.
        page.add("<section id=\"summary\"><h2>Summary</h2>\n<table class=\"counts\"><caption>Findings per file</caption><thead><tr><th scope=\"col\">File</th><th scope=\"col\">Errors</th><th scope=\"col\">Warnings</th><th scope=\"col\">Notes</th></tr></thead><tbody>")
        for (number, path) in paths.enumerated() {
            let c = counts(byPath[path] ?? [])
            page.add("<tr><td><a href=\"#file-\(number + 1)\">\(Markup.escape(path))</a></td><td>\(c[0])</td><td>\(c[1])</td><td>\(c[2])</td></tr>")
        }
        page.add("</tbody></table>")
        let ruleIDs = orderedRuleIDs(diagnostics)
        page.add("<table class=\"counts\"><caption>Findings per rule</caption><thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Level</th><th scope=\"col\">Findings</th><th scope=\"col\">Files</th></tr></thead><tbody>")
        for id in ruleIDs {
            let list = diagnostics.filter { $0.ruleID == id }
            let levels = Set(list.map(\.severity)).sorted(by: >).map(\.rawValue).joined(separator: ", ")
            page.add("<tr><td>\(ruleLink(id))</td><td>\(levels)</td><td>\(list.count)</td><td>\(Set(list.map(\.location.path)).count)</td></tr>")
        }
        page.add("</tbody></table></section>")

        // Findings, file by file.
        page.add("<main>")
        var findingNumber = 0
        for (number, path) in paths.enumerated() {
            let list = byPath[path] ?? []
            page.add("<section class=\"file\" id=\"file-\(number + 1)\"><h2>\(Markup.escape(path))</h2>")
            if list.isEmpty { page.add("<p class=\"clean\">No findings.</p>") }
            let pictures = picturesSource(for: path, list, report)
            for (position, diagnostic) in list.enumerated() {
                findingNumber += 1
                let id = "finding-\(findingNumber)"
                page.add("<article class=\"finding \(diagnostic.severity.rawValue)\" id=\"\(id)\" data-rule=\"\(Markup.escape(diagnostic.ruleID))\" data-severity=\"\(diagnostic.severity.rawValue)\">")
                page.add("<h3><span class=\"level\">\(diagnostic.severity.rawValue)</span> \(Markup.escape(diagnostic.message)) <span class=\"rule\">[\(ruleLink(diagnostic.ruleID))]</span></h3>")
                let text = TextReporter(showsSnippets: true, usesColor: false).render(Report(diagnostics: [diagnostic], sources: report.sources))
                page.add("<pre class=\"text\">\(Markup.escape(text))</pre>")
                if let pictures, position < picturesPerFile, let picture = pictures.picture(of: diagnostic, idPrefix: id) {
                    page.add("<figure>")
                    page.add(SVGRenderer().render(picture), newline: false)
                    page.add("<figcaption>\(Markup.escape(picture.subtitle)); the finding's views are drawn with a thick outline.</figcaption></figure>")
                }
                page.add("</article>")
            }
            page.add("</section>")
        }
        page.add("</main>")

        // The pages of the rules that reported something.
        page.add("<section id=\"rules\"><h2>Rules</h2>")
        for id in ruleIDs {
            page.add("<section class=\"rule-page\" id=\"rule-\(Markup.escape(id))\">")
            if let markdown = RuleDocumentation.page(for: id) {
                page.add(MarkdownHTML.render(markdown))
            } else {
                let summary = report.rules.first { $0.id == id }?.summary ?? "an input problem: the file could not be read as a layout"
                page.add("<h3>\(Markup.escape(id))</h3><p>\(Markup.escape(summary)).</p>")
            }
            page.add("</section>")
        }
        page.add("</section>")
        page.add("<script>\(HTMLReporter.script)</script>\n</body>\n</html>")
        return page.text
    }

    private func picturesSource(for path: String, _ list: [Diagnostic], _ report: Report) -> LayoutPictures? {
        guard !list.isEmpty, let file = report.sources[path], let document = load(file) else { return nil }
        return LayoutPictures(file: file, document: document)
    }

    private func orderedRuleIDs(_ diagnostics: [Diagnostic]) -> [String] {
        var seen: [String] = []
        for diagnostic in diagnostics where !seen.contains(diagnostic.ruleID) { seen.append(diagnostic.ruleID) }
        let registry = RuleRegistry.descriptions.map(\.id)
        return seen.sorted { (registry.firstIndex(of: $0) ?? Int.max, $0) < (registry.firstIndex(of: $1) ?? Int.max, $1) }
    }

    private func ruleLink(_ id: String) -> String {
        "<a href=\"#rule-\(Markup.escape(id))\">\(Markup.escape(id))</a>"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// An HTML page built in one string.
struct HTMLPage {
    private(set) var text = ""

    mutating func add(_ markup: String, newline: Bool = true) {
        text += markup
        if newline { text += "\n" }
    }
}
