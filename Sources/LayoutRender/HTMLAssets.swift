extension HTMLReporter {
    /// The page's style: system fonts, the pictures' palette, light and dark.
    static let css = """
    :root{color-scheme:light dark;--bg:#ffffff;--ink:#1f2328;--muted:#59636e;--line:#d1d9e0;--panel:#f6f8fa;\
    --error:#c0392b;--warning:#8a5a00;--note:#0b62a3;--link:#0969da}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--ink:#e6edf3;--muted:#9198a1;--line:#3d444d;--panel:#151b23;\
    --error:#ff7b72;--warning:#e3b341;--note:#79c0ff;--link:#58a6ff}}
    *{box-sizing:border-box}
    body{margin:0 auto;max-width:1100px;padding:24px;background:var(--bg);color:var(--ink);\
    font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    a{color:var(--link)}
    h1{font-size:26px;margin:0 0 4px}
    h2{font-size:20px;margin:32px 0 12px;padding-bottom:4px;border-bottom:1px solid var(--line);overflow-wrap:anywhere}
    h3{font-size:15px;margin:0 0 8px;font-weight:600;overflow-wrap:anywhere}
    .totals{color:var(--muted);margin:0}
    table.counts{border-collapse:collapse;margin:0 0 16px;min-width:50%}
    table.counts caption{text-align:left;font-weight:600;padding:4px 0}
    table.counts th,table.counts td{border:1px solid var(--line);padding:4px 10px;text-align:left;overflow-wrap:anywhere}
    table.counts td+td{text-align:right;font-variant-numeric:tabular-nums}
    table.counts thead th{background:var(--panel)}
    .finding{border:1px solid var(--line);border-left:5px solid var(--note);border-radius:6px;padding:12px 14px;margin:0 0 16px;background:var(--bg)}
    .finding.error{border-left-color:var(--error)}
    .finding.warning{border-left-color:var(--warning)}
    .level{display:inline-block;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.03em;padding:0 6px;\
    border-radius:4px;border:1px solid currentColor;color:var(--note);margin-right:4px}
    .error .level{color:var(--error)}
    .warning .level{color:var(--warning)}
    .rule{font-weight:400;color:var(--muted)}
    pre{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:10px;overflow-x:auto;\
    font:12.5px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;margin:8px 0}
    pre.text{max-height:26em;overflow:auto}
    figure{margin:10px 0 0;overflow:auto;max-height:85vh;border:1px solid var(--line);border-radius:6px}
    figure svg{display:block;max-width:none}
    figcaption{font-size:13px;color:var(--muted);padding:6px 10px;border-top:1px solid var(--line);position:sticky;left:0}
    .clean{color:var(--muted)}
    #filters{display:flex;flex-wrap:wrap;gap:8px 18px;align-items:center;margin:16px 0;padding:10px 12px;background:var(--panel);\
    border:1px solid var(--line);border-radius:6px}
    #filters[hidden]{display:none}
    #filters label{white-space:nowrap}
    #filters input[type=search],#filters select{font:inherit;padding:2px 6px;background:var(--bg);color:var(--ink);border:1px solid var(--line);border-radius:4px}
    .rule-page{border-top:1px dashed var(--line);padding-top:4px}
    .rule-page h3{font-size:18px}
    .rule-page h4{font-size:15px;margin:16px 0 4px}
    code{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace}
    [hidden]{display:none !important}
    """

    /// Shown only once the script runs: without JavaScript the page shows every finding.
    static let filterBar = """
    <nav id="filters" hidden aria-label="Filter findings">
    <strong>Show</strong>
    <label><input type="checkbox" value="error" checked> errors</label>
    <label><input type="checkbox" value="warning" checked> warnings</label>
    <label><input type="checkbox" value="note" checked> notes</label>
    <label>rule <select id="rule-filter"><option value="">all rules</option></select></label>
    <label>text <input type="search" id="text-filter" placeholder="view, constraint, message"></label>
    <span id="shown-count"></span>
    </nav>
    """

    /// Filtering by level, rule and text; nothing else depends on it.
    static let script = """
    (function(){
    var bar=document.getElementById('filters');
    var findings=Array.prototype.slice.call(document.querySelectorAll('article.finding'));
    var rules=[];findings.forEach(function(f){var r=f.getAttribute('data-rule');if(rules.indexOf(r)<0)rules.push(r);});
    var select=document.getElementById('rule-filter');
    rules.sort().forEach(function(r){var o=document.createElement('option');o.value=r;o.textContent=r;select.appendChild(o);});
    var text=document.getElementById('text-filter');var count=document.getElementById('shown-count');
    function apply(){
    var levels={};Array.prototype.forEach.call(bar.querySelectorAll('input[type=checkbox]'),function(c){levels[c.value]=c.checked;});
    var rule=select.value;var needle=text.value.toLowerCase();var shown=0;
    findings.forEach(function(f){
    var ok=levels[f.getAttribute('data-severity')]&&(!rule||f.getAttribute('data-rule')===rule)&&(!needle||f.textContent.toLowerCase().indexOf(needle)>=0);
    f.hidden=!ok;if(ok)shown++;});
    Array.prototype.forEach.call(document.querySelectorAll('section.file'),function(s){
    var any=s.querySelector('article.finding:not([hidden])')||!s.querySelector('article.finding');s.hidden=!any;});
    count.textContent=shown+' of '+findings.length+' shown';
    }
    bar.addEventListener('input',apply);bar.addEventListener('change',apply);
    bar.hidden=false;apply();
    })();
    """
}

/// The small part of Markdown the rule pages use: headings, paragraphs, lists, fenced code
/// and inline code, as HTML.
enum MarkdownHTML {
    static func render(_ markdown: String) -> String {
        var html: [String] = []
        var paragraph: [String] = []
        var list: [String] = []
        var code: [String]?
        func flush() {
            if !paragraph.isEmpty { html.append("<p>" + inline(paragraph.joined(separator: " ")) + "</p>") }
            if !list.isEmpty { html.append("<ul>" + list.map { "<li>" + inline($0) + "</li>" }.joined() + "</ul>") }
            paragraph = []
            list = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var block = code {
                if line.hasPrefix("```") {
                    html.append("<pre>" + Markup.escape(block.joined(separator: "\n")) + "</pre>")
                    code = nil
                } else {
                    block.append(line)
                    code = block
                }
                continue
            }
            if line.hasPrefix("```") {
                flush()
                code = []
            } else if line.hasPrefix("#") {
                flush()
                let level = min(line.prefix { $0 == "#" }.count, 4)
                let text = line.drop { $0 == "#" }.trimmingPrefix(" ")
                html.append("<h\(level + 2)>\(inline(String(text)))</h\(level + 2)>")
            } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
                if !paragraph.isEmpty { flush() }
                list.append(String(line.dropFirst(2)))
            } else if line.trimmingPrefix(" ").isEmpty {
                flush()
            } else if !list.isEmpty, line.hasPrefix("  ") {
                list[list.count - 1] += " " + line.trimmingPrefix(" ")
            } else {
                if !list.isEmpty { flush() }
                paragraph.append(line)
            }
        }
        if let block = code { html.append("<pre>" + Markup.escape(block.joined(separator: "\n")) + "</pre>") }
        flush()
        return html.joined(separator: "\n")
    }

    /// Escapes, then turns `code` and **bold** into elements.
    private static func inline(_ text: String) -> String {
        var result = ""
        var inCode = false
        for (index, part) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { inCode.toggle() }
            let escaped = Markup.escape(String(part))
            result += inCode ? "<code>\(escaped)</code>" : bold(escaped)
        }
        return result
    }

    private static func bold(_ text: String) -> String {
        let parts = text.split(separator: "**", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3 else { return text }
        var result = parts[0]
        for index in 1..<parts.count {
            let opens = index % 2 == 1
            if opens && index + 1 < parts.count {
                result += "<strong>" + parts[index]
            } else {
                result += (opens ? "**" : "</strong>") + parts[index]
            }
        }
        return result
    }
}
