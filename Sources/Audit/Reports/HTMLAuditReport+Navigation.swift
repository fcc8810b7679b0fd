internal import Crawl
internal import Foundation

extension HTMLAuditReport {
    /// Files, screens and findings by impact and by rule; each count links
    /// to the filters, set to it.
    func summary() -> [String] {
        let findings = report.findings
        var html = ["<div class=\"summary\" id=\"summary\">"]
        html += [
            "<table><caption>Scope</caption>",
            "<tr><th>Files</th><td>\(report.files.count)</td></tr>",
            "<tr><th>Screens</th><td>\(report.screens.count)</td></tr>",
            "<tr><th>Findings</th><td>\(findings.count)</td></tr>",
            "</table>",
            "<table><caption>Findings by impact</caption>",
        ]
        for impact in Impact.allCases.reversed() {
            let count = findings.filter { $0.impact == impact }.count
            let cell = count == 0 ? "0" : "<a href=\"#impact-\(impact.rawValue)\">\(count)</a>"
            html.append("<tr><th class=\"impact-\(impact.rawValue)\">\(impact.rawValue)</th><td>\(cell)</td></tr>")
        }
        html += ["</table>", "<table><caption>Findings by rule</caption>"]
        for rule in AuditRule.allCases {
            let count = findings.filter { $0.rule == rule }.count
            guard count > 0 else { continue }
            html.append(
                "<tr><th><a href=\"#rule-\(rule.rawValue)\"><code>\(rule.rawValue)</code></a></th><td>\(count)</td></tr>"
            )
        }
        html += ["</table>", "</div>"]
        return html
    }

    /// The impact and rule filters. Each value has an anchor, so that the
    /// summary's links land here (the script then sets the filter).
    func filters() -> [String] {
        let rules = AuditRule.allCases.filter { rule in report.findings.contains { $0.rule == rule } }
        var html = ["<div class=\"filters\" id=\"filters\">"]
        html += Impact.allCases.map { "<span id=\"impact-\($0.rawValue)\"></span>" }
        html += rules.map { "<span id=\"rule-\($0.rawValue)\"></span>" }
        html.append("<label>Impact <select id=\"impact-filter\"><option value=\"\">any</option>")
        html += Impact.allCases.reversed().map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }
        html.append("</select></label>")
        html.append("<label>Rule <select id=\"rule-filter\"><option value=\"\">any</option>")
        html += rules.map { "<option value=\"\($0.rawValue)\">\($0.rawValue)</option>" }
        html.append("</select></label>")
        html.append("<span id=\"filter-count\"></span>")
        html.append("</div>")
        return html
    }

    /// Files and their screens, each linked, with their finding counts.
    func contents() -> [String] {
        typealias F = AuditFormatting
        var html = ["<nav id=\"contents\"><h2>Contents</h2><ol>"]
        for (fileIndex, file) in report.files.enumerated() {
            html.append(
                "<li><a href=\"#file-\(fileIndex + 1)\">\(F.xml(file.file))</a> (\(file.screens.count) screen\(file.screens.count == 1 ? "" : "s"), \(file.findings.count) finding\(file.findings.count == 1 ? "" : "s"))<ol>"
            )
            for (screenIndex, screen) in file.screens.enumerated() {
                let findings = file.findings.filter { $0.screen == screen.key }
                let impacts = Set(findings.map(\.impact.rawValue)).sorted().joined(separator: " ")
                let rules = Set(findings.map(\.rule.rawValue)).sorted().joined(separator: " ")
                html.append(
                    "<li data-impacts=\"\(impacts)\" data-rules=\"\(rules)\"><a href=\"#\(Self.screenID(fileIndex, screenIndex))\">\(F.xml(screen.key))</a>\(findings.isEmpty ? "" : " (\(findings.count))")</li>"
                )
            }
            html.append("</ol></li>")
        }
        html.append("</ol></nav>")
        return html
    }

    /// Shows only the findings, screens and contents entries that match the
    /// chosen impact and rule; reads `#impact-…` and `#rule-…` from the address.
    static let script = """
        (function () {
          var impact = document.getElementById('impact-filter'), rule = document.getElementById('rule-filter');
          function matches(el, i, r, list) {
            var impacts = (el.getAttribute(list ? 'data-impacts' : 'data-impact') || '').split(' ');
            var rules = (el.getAttribute(list ? 'data-rules' : 'data-rule') || '').split(' ');
            return (!i || impacts.indexOf(i) >= 0) && (!r || rules.indexOf(r) >= 0);
          }
          function apply() {
            var i = impact.value, r = rule.value, shown = 0;
            document.querySelectorAll('li.finding').forEach(function (li) {
              var ok = matches(li, i, r, false); li.classList.toggle('hidden', !ok); if (ok) shown++;
            });
            document.querySelectorAll('section.screen, nav li[data-impacts]').forEach(function (el) {
              el.classList.toggle('hidden', (i || r) && !matches(el, i, r, true));
            });
            document.getElementById('filter-count').textContent = (i || r) ? shown + ' matching findings' : '';
          }
          function fromHash() {
            var h = decodeURIComponent(location.hash.slice(1));
            if (h.indexOf('impact-') === 0) { impact.value = h.slice(7); rule.value = ''; }
            if (h.indexOf('rule-') === 0) { rule.value = h.slice(5); impact.value = ''; }
            apply();
          }
          impact.addEventListener('change', apply); rule.addEventListener('change', apply);
          window.addEventListener('hashchange', fromHash); fromHash();
        })();
        """
}
