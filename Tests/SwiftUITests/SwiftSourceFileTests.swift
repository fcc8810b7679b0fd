import Diagnostics
import SwiftSyntax
import SwiftUISource
import Testing

/// Reading a Swift file stays bounded on input that would make the parser
/// take exponential time.
@Suite struct SwiftSourceFileTests {
    @Test func bracketsNestedDeeperThanTheLimitAreAnErrorAtTheFirstTooDeepBracket() throws {
        let deep = "let sizes = [" + String(repeating: "[(", count: 20) + "1"
        do {
            _ = try SwiftSourceFile(path: "Deep.swift", text: "import SwiftUI\n\(deep)\n")
            Issue.record("the file was parsed")
        } catch {
            #expect(error.diagnostics.map { "\($0.line):\($0.column)" } == ["2:36"])
            #expect(error.diagnostics.first?.message.hasPrefix("brackets nest more than 12 deep here") == true)
        }
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() throws {
        let text =
            "// " + String(repeating: "[", count: 40) + "\nlet s = \"" + String(repeating: "[", count: 40)
            + "\"\nlet grid = [[[1]]]\n"
        let file = try SwiftSourceFile(path: "Fine.swift", text: text)
        #expect(file.tree.statements.count == 2)
    }

    @Test func aCharacterTheParsersErrorReporterCannotDescribeIsAnErrorAtItsPlace() throws {
        // swift-syntax's diagnostics stop the program on these (found by FuzzSwiftUI).
        let cases = [
            ("\u{FFFD}", "U+FFFD"), ("\u{FEFF}", "U+FEFF"), ("\u{2028}", "U+2028"), ("\u{85}", "U+0085"),
            ("\u{1}\u{0}\u{14}", "U+0001"),
        ]
        for (characters, code) in cases {
            do {
                _ = try SwiftSourceFile(path: "Odd.swift", text: "struct A {\n  var x: Bool \(characters)= true\n}\n")
                Issue.record("the file with \(code) was parsed")
            } catch {
                #expect(
                    error.diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
                        "2:15 invalid character \(code) in source file"
                    ])
            }
        }
        // In a string literal the same character is text.
        _ = try SwiftSourceFile(path: "Fine.swift", text: "let s = \"a\u{FFFD}b\"\n")
    }
}
