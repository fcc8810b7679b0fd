import Foundation
import Testing

/// docs/architecture.md's "Targets" table says what each target may depend
/// on; Package.swift must declare exactly that.
@Suite struct ArchitectureTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Target → dependencies as Package.swift declares them (products by their name).
    static func declared() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var result: [String: Set<String>] = [:]
        let pattern = try NSRegularExpression(
            pattern:
                #"\.(?:target|executableTarget|systemLibrary)\(\s*name: "(\w+)"(?:,\s*dependencies: \[([^\]]*)\])?"#)
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let nameRange = Range(match.range(at: 1), in: text) else { continue }
            let name = String(text[nameRange])
            guard name != "TestSupport" else { continue }
            var dependencies: Set<String> = []
            if let listRange = Range(match.range(at: 2), in: text) {
                let list = String(text[listRange])
                let product = try NSRegularExpression(pattern: #"\.product\(name: "(\w+)""#)
                for found in product.matches(in: list, range: NSRange(list.startIndex..., in: list)) {
                    if let r = Range(found.range(at: 1), in: list) { dependencies.insert(String(list[r])) }
                }
                let plain = list.replacingOccurrences(of: #"\.product\([^)]*\)"#, with: "", options: .regularExpression)
                let quoted = try NSRegularExpression(pattern: #""(\w+)""#)
                for found in quoted.matches(in: plain, range: NSRange(plain.startIndex..., in: plain)) {
                    if let r = Range(found.range(at: 1), in: plain) { dependencies.insert(String(plain[r])) }
                }
            }
            result[name] = dependencies
        }
        return result
    }

    /// Target → dependencies as the table lists them.
    static func documented() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let section = text.components(separatedBy: "\n## ").first(where: { $0.hasPrefix("Targets\n") }) else {
            return [:]
        }
        var result: [String: Set<String>] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let name = cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let names =
                cells[2].hasPrefix("—")
                ? []
                : cells[2].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                }
            result[name] = Set(names)
        }
        return result
    }

    @Test func theTargetsTableMatchesPackageSwift() throws {
        let declared = try Self.declared()
        let documented = try Self.documented()
        #expect(declared.count >= 17)
        #expect(
            Set(declared.keys) == Set(documented.keys),
            "targets only in Package.swift: \(Set(declared.keys).subtracting(documented.keys)); only in the docs: \(Set(documented.keys).subtracting(declared.keys))"
        )
        for (target, dependencies) in declared {
            #expect(
                documented[target] == dependencies,
                "\(target): Package.swift \(dependencies.sorted()), docs \((documented[target] ?? []).sorted())")
        }
    }

    @Test func theSpecLayerNeedsNoParser() throws {
        let declared = try Self.declared()
        #expect(declared["AppSpec"]?.isDisjoint(with: ["Yams", "Storyboard", "Captures", "ScenarioYAML"]) == true)
        #expect(declared["Scenarios"]?.isDisjoint(with: ["Yams", "Storyboard", "Captures"]) == true)
    }

    @Test func theCompositionRootDependsOnlyOnFrontEndsAppSpecAndDiagnostics() throws {
        let declared = try Self.declared()
        let frontEnds: Set = [
            "ScenarioYAML", "StoryboardImport", "CaptureImport", "SwiftUIImport", "Storyboard", "Captures",
            "XcodeProject",
        ]
        let inputs = try #require(declared["Inputs"])
        #expect(
            inputs.isSubset(of: frontEnds.union(["AppSpec", "Diagnostics"])), "Inputs depends on \(inputs.sorted())")
        #expect(inputs.count <= 10)
    }

    @Test func theCrawlIsOneModuleThatDiffAndAuditShareWithoutFrontEnds() throws {
        let declared = try Self.declared()
        #expect(declared["Diff"]?.contains("Audit") == false)
        #expect(declared["Diff"]?.contains("Crawl") == true)
        #expect(declared["Audit"]?.contains("ScenarioYAML") == false)
        #expect(declared["Audit"]?.contains("Crawl") == true)
        #expect(
            declared["Crawl"]?.isDisjoint(with: [
                "Inputs", "ScenarioYAML", "Audit", "StoryboardImport", "SwiftUIImport",
            ]) == true)
    }
}
