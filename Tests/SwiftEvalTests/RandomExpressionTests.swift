import Foundation
import SwiftEval
import TestSupport
import Testing

private let paths = TestTargetPaths(filePath: #filePath)

/// The generated program of random expressions: the committed file is what
/// the generator makes from its seed, and the evaluator prints exactly what
/// the compiled program printed (its golden, from `make eval-goldens`).
@Suite struct RandomExpressionTests {
    static let seed: UInt64 = 48
    static let count = 400
    static let file = "Programs/property/random-expressions.swift"

    @Test func theCommittedProgramIsTheGeneratorsOwn() throws {
        var generator = RandomExpressions(seed: Self.seed)
        let program = generator.program(count: Self.count)
        let committed = try? String(contentsOfFile: paths.fixture(Self.file), encoding: .utf8)
        if ProcessInfo.processInfo.environment["A11YSIM_UPDATE_GOLDENS"] == "1" {
            try program.write(toFile: paths.fixture(Self.file), atomically: true, encoding: .utf8)
        }
        #expect(
            committed == program,
            "regenerate: A11YSIM_UPDATE_GOLDENS=1 swift test --filter RandomExpressionTests, then make eval-goldens")
    }

    @Test func theEvaluatorPrintsEveryRandomExpressionAsTheCompilerDoes() throws {
        let path = paths.fixture(Self.file)
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try String(contentsOfFile: String(path.dropLast(".swift".count)) + ".expected", encoding: .utf8)
        let result = SwiftProgram.run(source: source, fileName: path)
        let got = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(got.count == wanted.count, "stop: \(String(describing: result.stop))")
        for (index, (line, want)) in zip(got, wanted).enumerated() where line != want {
            Issue.record("expression \(index + 1): printed \(line), the compiled program \(want)")
        }
    }
}
