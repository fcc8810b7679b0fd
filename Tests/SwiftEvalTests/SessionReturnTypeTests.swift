import Foundation
import SwiftEval
import SwiftParser
import Testing

/// An implicit member a client asks for where it is returned (`return
/// .seconds(660)` in `var duration: Duration`, `return .init(title:)` in a
/// function returning `Config`) takes the written result type, as the
/// SwiftUI reader asks while it runs a getter's `switch`; a closure's
/// `return` has no written type.
@Suite struct SessionReturnTypeTests {
    static let source = """
        struct Config {
            let title: String
        }
        enum Line {
            case tachikawa
            var duration: Duration {
                switch self {
                case .tachikawa:
                    return .seconds(660)
                }
            }
            func config() -> Config {
                return .init(title: "Tachikawa")
            }
        }

        """

    private func value(of expression: String) -> Value? {
        let session = SwiftSession(files: [(Parser.parse(source: Self.source), "Line.swift")])
        guard let range = Self.source.range(of: expression) else { return nil }
        let offset = Self.source.utf8.distance(from: Self.source.startIndex, to: range.lowerBound)
        return session.evaluate(
            file: 0, offset: offset, length: expression.utf8.count, locals: [:], selfValue: nil, typeContext: "Line")
    }

    @Test func aReturnedImplicitMemberTakesTheResultType() {
        guard case .native(let object)? = value(of: ".seconds(660)") else {
            Issue.record("not a duration: \(String(describing: value(of: ".seconds(660)")))")
            return
        }
        #expect(object.type == "Duration")
        guard case .instance(let instance)? = value(of: ".init(title: \"Tachikawa\")") else {
            Issue.record("not an instance")
            return
        }
        #expect(instance.type == "Config")
    }
}
