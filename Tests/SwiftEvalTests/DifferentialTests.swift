import Foundation
import SwiftEval
import TestSupport
import Testing

private let paths = TestTargetPaths(filePath: #filePath)

/// Every program of `Fixtures/Programs` run by the evaluator and compared
/// with what the compiled program printed (its `.expected`, written by
/// `make eval-goldens`).
@Suite struct DifferentialTests {
    /// Each program's path relative to `Programs/`, with its golden.
    static let programs: [String] = {
        let root = paths.fixture("Programs")
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    /// Programs known to print a wrong value today, with why: the list may
    /// only shrink (a listed program that is right fails this test too).
    static let knownWrong: [String: String] = {
        let text = (try? String(contentsOfFile: paths.fixture("known-wrong.txt"), encoding: .utf8)) ?? ""
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if let name = parts.first { result[String(name)] = parts.count > 1 ? String(parts[1]) : "" }
        }
        return result
    }()

    static func outcome(_ program: String) throws -> (ProgramComparison, EvalResult) {
        let path = paths.fixture("Programs/" + program)
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try String(contentsOfFile: String(path.dropLast(".swift".count)) + ".expected", encoding: .utf8)
        let result = SwiftProgram.run(source: source, fileName: path)
        return (ProgramComparison.compare(evaluated: result.output, compiled: expected), result)
    }

    @Test func thereAreAtLeastThreeHundredProgramsWithGoldens() {
        #expect(Self.programs.count >= 190, "\(Self.programs.count) programs")
        for program in Self.programs {
            let golden = paths.fixture("Programs/" + program.dropLast(".swift".count) + ".expected")
            #expect(FileManager.default.fileExists(atPath: golden), "\(program) has no .expected")
        }
    }

    /// One pass over the programs (each is evaluated once): none prints a
    /// wrong value, and the share printed exactly does not fall below the floor.
    @Test func noProgramPrintsAWrongValueAndTheExactShareDoesNotFall() throws {
        var counts: [ProgramComparison: Int] = [:]
        for program in Self.programs {
            let (comparison, result) = try Self.outcome(program)
            counts[comparison, default: 0] += 1
            if Self.knownWrong[program] != nil {
                #expect(comparison == .wrong, "\(program) is no longer wrong: remove it from known-wrong.txt")
                continue
            }
            #expect(
                comparison != .wrong,
                "\(program) printed a wrong value:\n\(result.output)\nstop: \(result.stop.map { "\($0.line): \($0.message)" } ?? "none")"
            )
        }
        let exact = counts[.exact, default: 0]
        print(
            "differential programs: \(Self.programs.count), exact \(exact), unknown \(counts[.unknown, default: 0]), wrong \(counts[.wrong, default: 0])"
        )
        let floor =
            Int(
                (try? String(contentsOfFile: paths.fixture("exact-floor.txt"), encoding: .utf8))?.trimmingCharacters(
                    in: .whitespacesAndNewlines) ?? "0") ?? 0
        #expect(exact >= floor, "exact \(exact) fell below the floor \(floor) (Fixtures/exact-floor.txt)")
    }
}
