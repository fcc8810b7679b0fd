import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// House rules that hold over the whole source tree: the CLI and the
/// composition root never end the process themselves, and every public
/// declaration of a library module says what it is.
@Suite struct HouseRulesTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The Swift files under `Sources/<module>`, sorted.
    private static func swiftFiles(in module: String) -> [URL] {
        let folder = root.appendingPathComponent("Sources/\(module)")
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The library modules: every folder of Sources/ but the executable and the C module.
    private static var libraryModules: [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []
        return names.filter { $0 != "a11ysim" && $0 != "CEspeakNG" }.sorted()
    }

    @Test func theCLIAndTheInputsNeverEndTheProcessThemselves() throws {
        var found: [String] = []
        for module in ["a11ysim", "Inputs"] {
            for file in Self.swiftFiles(in: module) {
                let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                for (index, line) in lines.enumerated() where line.contains("exit(") || line.contains("Foundation.exit")
                {
                    found.append(
                        "\(module)/\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))"
                    )
                }
            }
        }
        #expect(Self.swiftFiles(in: "a11ysim").count > 5)
        #expect(found == [], "commands throw ExitCode or errors and ArgumentParser ends the process")
    }

    @Test func oneCrawlerAndOneXMLEscapingLiveInTheSources() throws {
        var crawls: [String] = []
        var escapings: [String] = []
        for module in Self.libraryModules + ["a11ysim"] {
            for file in Self.swiftFiles(in: module) {
                let text = try String(contentsOf: file, encoding: .utf8)
                // A breadth-first walk over screens keeps a queue of routes; only the crawler does.
                if text.contains("func crawl(") { crawls.append("\(module)/\(file.lastPathComponent)") }
                if text.contains("\"&amp;\"") { escapings.append("\(module)/\(file.lastPathComponent)") }
            }
        }
        #expect(crawls == ["Crawl/Crawler.swift"])
        #expect(escapings == ["Scenarios/XMLText.swift"])
        let smoke = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/Crawl/Smoke/SmokeScript.swift"), encoding: .utf8)
        #expect(smoke.contains("crawler.crawl()"), "the smoke script is written from the one crawl")
    }

    @Test func everyPublicDeclarationOfALibraryModuleHasADocComment() throws {
        var undocumented: [String] = []
        var counted = 0
        for module in Self.libraryModules {
            for file in Self.swiftFiles(in: module) {
                let text = try String(contentsOf: file, encoding: .utf8)
                let tree = Parser.parse(source: text)
                let finder = PublicDeclarationFinder(viewMode: .sourceAccurate)
                finder.walk(tree)
                let converter = SourceLocationConverter(fileName: file.path, tree: tree)
                counted += finder.declarations.count
                for declaration in finder.declarations where !declaration.documented {
                    let line = converter.location(for: declaration.position).line
                    undocumented.append("\(module)/\(file.lastPathComponent):\(line): \(declaration.name)")
                }
            }
        }
        #expect(counted > 1_000, "the walk found \(counted) public declarations")
        #expect(undocumented == [], "\(undocumented.count) of \(counted) public declarations have no /// comment")
    }
}

/// Finds every declaration marked `public` or `open` (not `override`s, which
/// the declaration they override documents) and whether a `///` or `/**`
/// comment stands before it.
private final class PublicDeclarationFinder: SyntaxVisitor {
    struct Found {
        var name: String
        var position: AbsolutePosition
        var documented: Bool
    }

    private(set) var declarations: [Found] = []

    private func record(_ node: some SyntaxProtocol, modifiers: DeclModifierListSyntax, name: String) {
        let kinds = Set(modifiers.map(\.name.tokenKind))
        guard kinds.contains(.keyword(.public)) || kinds.contains(.keyword(.open)), !kinds.contains(.keyword(.override))
        else { return }
        let documented = node.leadingTrivia.contains { piece in
            switch piece {
            case .docLineComment, .docBlockComment: true
            default: false
            }
        }
        declarations.append(
            Found(name: name, position: node.positionAfterSkippingLeadingTrivia, documented: documented))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: "struct \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: "class \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: "enum \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: "protocol \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: "actor \(node.name.text)")
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: "typealias \(node.name.text)")
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: "func \(node.name.text)")
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: "init")
        return .skipChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node, modifiers: node.modifiers, name: "subscript")
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
        record(node, modifiers: node.modifiers, name: "var \(names)")
        return .skipChildren
    }
}
