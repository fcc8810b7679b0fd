import Foundation
public import SwiftIfConfig
import SwiftOperators
import SwiftParser
public import SwiftSyntax
import Synchronization

/// A program's Swift files read once for the interpreter: operators
/// folded (the program's own declared with the standard ones), each
/// file's line table, and every declaration collected with the preludes'.
/// Immutable once made, so every session over the same files (each entry
/// and each launch of one app) starts from it instead of reading the files
/// again.
public final class SwiftModule: @unchecked Sendable {
    /// The files, operators folded, in the order given.
    let files: [SourceFileSyntax]
    /// Each file's line table, by its tree, made when a place in it is first asked for.
    let converters: LineTables
    /// The module each file belongs to, by its tree: what `#fileID` names.
    let moduleNames: [SyntaxIdentifier: String]
    /// The path each file was read from, by its tree (`#filePath`).
    let filePaths: [SyntaxIdentifier: String]
    /// Every type, extension and global function of the preludes and the files.
    /// Sessions copy it; a session declares what it meets later (a type local
    /// to a function) in its copy, never in these declarations' types.
    let declarations: Declarations

    /// Reads `files` (each with its path, for messages), `#if` taken as
    /// `configuration` builds them (by default, as this machine's compiler does).
    /// `moduleName` names the module of a file by its path (by default
    /// `main`, as `a11ysim eval` names the module it runs). `generated` is
    /// source the build writes for the program (the symbols of its asset
    /// catalogs), each with the path it is said to be at.
    public init(
        files written: [(tree: SourceFileSyntax, name: String)],
        configuration: some BuildConfiguration & Sendable = HostBuildConfiguration(),
        moduleName: (String) -> String = { _ in "main" },
        generated: [(source: String, name: String)] = []
    ) {
        let files = written + generated.map { (tree: Parser.parse(source: $0.source), name: $0.name) }
        var operators = OperatorTable.standardOperators
        for file in files { try? operators.addSourceFile(file.tree) }
        var folded: [SourceFileSyntax] = []
        var named: [SyntaxIdentifier: (name: String, tree: SourceFileSyntax)] = [:]
        var moduleNames: [SyntaxIdentifier: String] = [:]
        var filePaths: [SyntaxIdentifier: String] = [:]
        for file in files {
            let tree = operators.foldAll(file.tree) { _ in }.as(SourceFileSyntax.self) ?? file.tree
            folded.append(tree)
            named[tree.id] = (file.name, tree)
            moduleNames[tree.id] = moduleName(file.name)
            filePaths[tree.id] = file.name
        }
        var declarations = Declarations()
        declarations.activeClause = { node in node.activeClause(in: configuration).clause }
        for prelude in Self.preludes { declarations.collect(prelude) }
        declarations.libraryGlobals = Set(declarations.globalVariables.keys)
        for (modules, tree) in Self.packagePreludes where folded.contains(where: { Self.imports(modules, $0) }) {
            declarations.collect(tree)
        }
        for tree in folded { declarations.collect(tree) }
        declarations.qualifyMemberTypes()
        self.files = folded
        self.converters = LineTables(named)
        self.moduleNames = moduleNames
        self.filePaths = filePaths
        self.declarations = declarations
    }

    /// The index of the declarations' bodies and shared state (``CallIndex``),
    /// made by the first session that needs it and shared by the others.
    private let sharedCallIndex = Mutex<CallIndex?>(nil)

    /// The declarations' ``CallIndex``, made once for every session over these files.
    func callIndex() -> CallIndex {
        sharedCallIndex.withLock { index in
            if let index { return index }
            let made = CallIndex(declarations)
            index = made
            return made
        }
    }

    /// Packages written as Swift source (swift-collections' ordered types,
    /// the Composable Architecture's store), each read for a program that
    /// imports one of its modules.
    private static let packagePreludes: [(modules: Set<String>, tree: SourceFileSyntax)] = [
        (OrderedCollectionsPrelude.modules, OrderedCollectionsPrelude.source),
        (ComposableArchitecturePrelude.modules, ComposableArchitecturePrelude.source),
        (IdentifiedCollectionsPrelude.modules, IdentifiedCollectionsPrelude.source),
        (CoreGraphicsPrelude.modules, CoreGraphicsPrelude.source),
        (AssetResourcesPrelude.modules, AssetResourcesPrelude.source),
        (SwiftDataPrelude.modules, SwiftDataPrelude.source),
    ]
    .map { modules, source in
        let tree = Parser.parse(source: source)
        return (modules, OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree)
    }

    /// Whether `file` imports one of `modules`.
    private static func imports(_ modules: Set<String>, _ file: SourceFileSyntax) -> Bool {
        file.statements.contains { item in
            guard let decl = item.item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text else {
                return false
            }
            return modules.contains(module)
        }
    }

    /// The library written in Swift (``Prelude``, coding, option sets),
    /// parsed and folded once per process: the standard operators are the
    /// only ones it uses.
    private static let preludes: [SourceFileSyntax] = [
        Prelude.source, CodingPrelude.source, OptionSetPrelude.source, NSErrorPrelude.source, PersonNamePrelude.source,
    ]
    .map { source in
        // Folded like the program's files: `self = .success(…)` is an assignment.
        let tree = Parser.parse(source: source)
        return OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
    }
}

/// The line tables of a module's files, each made on first use: most files
/// of an app are never asked for a place.
final class LineTables: @unchecked Sendable {
    private let files: [SyntaxIdentifier: (name: String, tree: SourceFileSyntax)]
    private var made: [SyntaxIdentifier: SourceLocationConverter] = [:]
    private let lock = NSLock()

    init(_ files: [SyntaxIdentifier: (name: String, tree: SourceFileSyntax)]) {
        self.files = files
    }

    /// The line table of the file whose tree is `id`, if it is one of the module's.
    subscript(id: SyntaxIdentifier) -> SourceLocationConverter? {
        lock.withLock {
            if let found = made[id] { return found }
            guard let file = files[id] else { return nil }
            let converter = SourceLocationConverter(fileName: file.name, tree: file.tree)
            made[id] = converter
            return converter
        }
    }
}
