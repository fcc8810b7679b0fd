import Foundation
import Testing

/// `a11ysim eval`: what a file prints, unknowns on standard error, the exit
/// status, and bounds: extreme programs end within a minute with 0, 1 or 2,
/// never a signal.
@Suite struct EvalCommandTests {
    /// Runs `a11ysim eval` on `source` written to a scratch file.
    static func eval(_ source: String, name: String = "program.swift") throws -> (A11ysimProcess.Outcome, TimeInterval)
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-eval-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        let start = Date()
        let outcome = try A11ysimProcess.run(["eval", name], directory: folder)
        return (outcome, Date().timeIntervalSince(start))
    }

    @Test func aFilePrintsWhatTheCompiledProgramWouldWithUnknownsInPlace() throws {
        let (outcome, _) = try Self.eval(
            """
            struct Item { var name: String; var price: Double }
            let items = [Item(name: "Latte", price: 4.5), Item(name: "Scone", price: 3)]
            print(items.map(\\.price).reduce(0, +), items.first as Any)
            print("Today: \\(Date())")
            """)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "7.5 Optional(main.Item(name: \"Latte\", price: 4.5))\nToday: «…»\n")
        #expect(outcome.stderr.contains("program.swift:4:17: note: unknown (runtime data): Date() is the current date"))
    }

    @Test func outputThatDependsOnAnUnknownEndsInOneUnknownLine() throws {
        let (outcome, _) = try Self.eval(
            "let n = Int.random(in: 1...3)\nprint(\"start\")\nfor i in 0..<n { print(i) }\n")
        #expect(outcome.status == 0)
        #expect(outcome.stdout == "start\n«…»\n")
        #expect(
            outcome.stderr.contains(
                "program.swift:3:10: note: stopped (unknown control flow): a loop over an unknown sequence"))
    }

    @Test func aMissingFileOrASyntaxErrorExitsTwoWithTheLineAndACaret() throws {
        let missing = try A11ysimProcess.run(["eval", "no-such-file.swift"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such-file.swift: error: cannot read no-such-file.swift; no such file"))
        let (broken, _) = try Self.eval("let x = (1 +\nprint(x)\n")
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("program.swift:2:"), "\(broken.stderr)")
        #expect(broken.stderr.contains("^"))
    }

    /// Programs at the edge: each kind the evaluator bounds.
    static let extremes: [(String, String)] = [
        ("unbounded recursion", "func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))\n"),
        ("an endless loop", "var n = 0\nwhile true { n += 1 }\n"),
        ("an ever-growing array", "var a: [Int] = []\nwhile true { a.append(a.count) }\n"),
        ("a huge repeated array", "let a = Array(repeating: 0, count: 2_000_000_000)\nprint(a.count)\n"),
        ("a huge string", "var s = \"x\"\nfor _ in 0..<64 { s += s }\nprint(s.count)\n"),
        (
            "deeply nested parentheses",
            "print(" + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000) + ")\n"
        ),
        ("twenty thousand + terms", "print(" + Array(repeating: "1", count: 20_000).joined(separator: " + ") + ")\n"),
        ("a thousand chained calls", "print([1, 2, 3]" + String(repeating: ".map { $0 + 1 }", count: 1_000) + ")\n"),
        // 3,000 levels parse in 74 s in a debug build (swift-syntax's type parser); 1,000 here.
        (
            "a deeply nested generic type",
            "let x: " + String(repeating: "Array<", count: 1_000) + "Int" + String(repeating: ">", count: 1_000)
                + " = []\nprint(x)\n"
        ),
        (
            "deeply nested closures",
            "let f = " + String(repeating: "{ ", count: 2_000) + "1" + String(repeating: " }()", count: 2_000)
                + "\nprint(f)\n"
        ),
        (
            "mutual recursion through initializers",
            "struct A { var b: B { B() } }\nstruct B { var a: A { A() } }\nprint(A().b.a.b.a)\nfunc g() -> Int { A().b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a.b.a; return g() }\nprint(g())\n"
        ),
    ]

    @Test(arguments: extremes.map(\.0))
    func anExtremeProgramEndsWithinAMinuteWithAStatusNotASignal(_ kind: String) throws {
        let source = try #require(Self.extremes.first { $0.0 == kind }?.1)
        let (outcome, seconds) = try Self.eval(source)
        #expect([0, 1, 2].contains(outcome.status), "\(kind): status \(outcome.status)\n\(outcome.stderr.prefix(500))")
        #expect(seconds < 60, "\(kind) took \(Int(seconds)) s")
        // A program that ran to its end (a deep but finite type) prints; one that was stopped says why.
        if !outcome.stdout.hasSuffix("[]\n") {
            #expect(
                outcome.stderr.contains("error:") || outcome.stderr.contains("note:"), "\(kind) says why it stopped")
        }
    }
}
