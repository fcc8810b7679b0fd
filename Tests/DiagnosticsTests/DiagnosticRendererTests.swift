import Diagnostics
import Testing

/// Diagnostics print as compilers print them: the location line, then the
/// source line with its number and a caret under the column.
@Suite("Rendering diagnostics")
struct DiagnosticRendererTests {
    @Test func aDiagnosticShowsItsSourceLineAndACaretUnderTheColumn() {
        let renderer = DiagnosticRenderer()
        renderer.add(source: "name: x\nroot: home\nsteps:\n  - swipeRigth\n", for: "app.yaml")
        let diagnostic = Diagnostic(
            "unknown step 'swipeRigth'", file: "app.yaml", line: 4, column: 5, hint: "did you mean 'swipeRight'?")
        #expect(
            renderer.render(diagnostic) == """
                app.yaml:4:5: error: unknown step 'swipeRigth'; did you mean 'swipeRight'?
                 4 |   - swipeRigth
                   |     ^

                """)
    }

    @Test func tabsInTheSourceLineKeepTheCaretUnderTheColumn() {
        let renderer = DiagnosticRenderer()
        renderer.add(source: "a:\n\t\tbad: 1\n", for: "tabs.yaml")
        let warning = Diagnostic("approximated", file: "tabs.yaml", line: 2, column: 3, severity: .warning)
        #expect(renderer.render(warning) == "tabs.yaml:2:3: warning: approximated\n 2 | \t\tbad: 1\n   | \t\t^\n")
    }

    @Test func aPlaceWithoutASourceLineShowsTheFirstLineAlone() {
        let renderer = DiagnosticRenderer()
        renderer.add(source: "one line\n", for: "short.yaml")
        #expect(
            renderer.render(Diagnostic("past the end", file: "short.yaml", line: 9, column: 1))
                == "short.yaml:9:1: error: past the end\n")
        #expect(
            renderer.render(Diagnostic("no such file or directory", file: "gone.yaml", line: 0, column: 0))
                == "gone.yaml: error: no such file or directory\n")
    }

    @Test func aLongListIsCutWithACount() {
        let renderer = DiagnosticRenderer(limit: 2)
        renderer.add(source: "a\nb\nc\n", for: "f.yaml")
        let group = DiagnosticGroup((1...3).map { Diagnostic("bad \($0)", file: "f.yaml", line: $0, column: 1) })
        #expect(
            renderer.render(group) == """
                f.yaml:1:1: error: bad 1
                 1 | a
                   | ^
                f.yaml:2:1: error: bad 2
                 2 | b
                   | ^
                note: and 1 more error in f.yaml

                """)
    }
}
