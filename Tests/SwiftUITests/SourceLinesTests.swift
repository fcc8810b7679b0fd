import Diagnostics
import Foundation
import SwiftSyntax
import SwiftUISource
import TestSupport
import Testing

/// a11ysim places nodes with its own line table; it must agree with
/// swift-syntax's converter everywhere, whatever the line endings.
@Suite struct SourceLinesTests {
    static let paths = TestTargetPaths(filePath: #filePath)

    static func expectAgreement(_ text: String, path: String = "t.swift") throws {
        let file = try SwiftSourceFile(path: path, text: text)
        let converter = SourceLocationConverter(fileName: path, tree: file.tree)
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            let expected = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            let found = file.location(of: token)
            #expect(
                found.line == expected.line && found.column == expected.column,
                "\(token.text) at \(found) not \(expected.line):\(expected.column)")
        }
    }

    @Test func linesAgreeWithSwiftSyntaxForEveryLineEnding() throws {
        try Self.expectAgreement("let a = 1\nlet b = \"é\"\r\nlet c = 3\rlet d = 4\n\n  let e = \"日本\"; let f = 6\r")
        try Self.expectAgreement("")
        try Self.expectAgreement("\n\n\nlet x = 1")
    }

    @Test func linesAgreeWithSwiftSyntaxOnEveryFixture() throws {
        let root = Self.paths.testsFolder.appendingPathComponent("Fixtures")
        let files =
            FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter {
                $0.hasSuffix(".swift")
            } ?? []
        #expect(files.count > 10)
        for file in files where !file.hasPrefix("Broken") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            try Self.expectAgreement(text, path: file)
        }
    }
}
