public import Diagnostics
internal import Foundation
internal import SwiftDiagnostics
internal import SwiftParser
internal import SwiftParserDiagnostics
public import SwiftSyntax

/// One Swift file as parsed, with what places its nodes at a line and column.
public struct SwiftSourceFile: @unchecked Sendable {
    /// The path, as given.
    public let path: String
    /// The syntax tree as parsed (operators unfolded: readers fold the
    /// expressions they evaluate, ``SwiftSourceSet/folded(_:)``). Inactive `#if` clauses stay in it; readers take the
    /// active clause of each (``SwiftSourceSet/activeClause(of:)``).
    public let tree: SourceFileSyntax
    private let lines: SourceLines

    /// Files larger than this are refused (a generated file, not a screen).
    public static let maximumBytes = 4 << 20

    /// Parses `text` as the file at `path`; a file that does not parse
    /// throws every syntax error swift-syntax reports, each at its place.
    public init(path: String, text: String) throws(DiagnosticGroup) {
        guard text.utf8.count <= Self.maximumBytes else {
            throw DiagnosticGroup(
                Diagnostics.Diagnostic(
                    "the file is larger than \(Self.maximumBytes >> 20) MiB; a11ysim reads screens, not generated sources",
                    file: path))
        }
        if let place = Self.tooDeepBracket(in: text) {
            throw DiagnosticGroup(
                Diagnostics.Diagnostic(
                    "brackets nest more than \(Self.maximumBracketNesting) deep here; swift-syntax's parser slows down exponentially on such nesting, so a11ysim does not read the file",
                    at: Diagnostics.SourceLocation(file: path, line: place.line, column: place.column),
                    hint: "close the brackets, or leave this file out of the folder a11ysim reads"))
        }
        self.path = path
        tree = Parser.parse(source: text)
        lines = SourceLines(text)
        // The diagnostics walk costs as much as the parse: only a tree with errors needs it.
        guard tree.hasError else { return }
        if let found = Self.unreadableCharacter(in: tree) {
            let place = lines.location(ofOffset: found.offset)
            let code = "U+" + String(found.scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
            throw DiagnosticGroup(
                Diagnostics.Diagnostic(
                    "invalid character \(code) in source file",
                    at: Diagnostics.SourceLocation(file: path, line: place.line, column: place.column),
                    hint:
                        "delete it: a control character, a byte-order mark, a line separator or a replacement character (a damaged file) does not belong in code"
                ))
        }
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
        guard errors.isEmpty else {
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            throw DiagnosticGroup(
                errors.map { error in
                    let location = error.location(converter: converter)
                    return Diagnostics.Diagnostic(
                        error.message,
                        at: Diagnostics.SourceLocation(file: path, line: location.line, column: location.column))
                })
        }
    }

    /// Reads and parses the file at `path`.
    public init(path: String) throws(DiagnosticGroup) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticGroup(Diagnostics.Diagnostic("the file cannot be read", file: path, line: 0, column: 0))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticGroup(Diagnostics.Diagnostic("the file cannot be read as UTF-8 text", file: path))
        }
        try self.init(path: path, text: text)
    }

    /// Where `node` starts (after its leading trivia).
    public func location(of node: some SyntaxProtocol) -> Diagnostics.SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// Where the text at `offset` (UTF-8) is.
    public func location(ofOffset offset: Int) -> Diagnostics.SourceLocation {
        let location = lines.location(ofOffset: offset)
        return Diagnostics.SourceLocation(file: path, line: location.line, column: location.column)
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
