import Foundation
import SwiftEval
import SwiftParser
import Testing

/// An implicit member (`.init(…)`) passed to an initializer that delegates
/// (`self.init(primary: .init(…))`) takes the type of the parameter it is
/// passed to, when a client asks for that argument alone, as the SwiftUI
/// reader does while it binds a view's initializer. Before, only a call
/// named by its type (`Actions(…)`) told the argument's type, and the
/// argument was an evaluator gap.
@Suite struct SessionExpectedTypeTests {
    static let source = """
        struct Actions {
            struct Config {
                let title: String
            }
            let primary: Config
            let secondary: Config?
            private init(primary: Config, secondary: Config? = nil) {
                self.primary = primary
                self.secondary = secondary
            }
        }
        extension Actions {
            init(_ title: String) {
                self.init(primary: .init(title: title))
            }
            init(_ first: String, _ second: String) {
                self.init(primary: .init(title: first), secondary: .init(title: second))
            }
        }

        """

    private func value(of expression: String, occurrence: Int = 1, locals: [String: Value]) -> Value? {
        let session = SwiftSession(files: [(Parser.parse(source: Self.source), "Actions.swift")])
        var searched = Self.source[...]
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            found = searched.range(of: expression)
            guard let range = found else { return nil }
            searched = Self.source[range.upperBound...]
        }
        guard let range = found else { return nil }
        let offset = Self.source.utf8.distance(from: Self.source.startIndex, to: range.lowerBound)
        return session.evaluate(
            file: 0, offset: offset, length: expression.utf8.count, locals: locals, selfValue: nil,
            typeContext: "Actions")
    }

    @Test func anArgumentOfSelfInitTakesTheParameterType() {
        let made = value(of: ".init(title: title)", locals: ["title": .string("Next")])
        guard case .instance(let instance)? = made else {
            Issue.record("not an instance: \(String(describing: made))")
            return
        }
        #expect(instance.type == "Actions.Config")
        #expect(instance["title"].map { "\($0)" } == "\(Value.string("Next"))")
    }

    @Test func anOptionalParameterGivesItsWrappedType() {
        let made = value(of: ".init(title: second)", locals: ["second": .string("Skip")])
        guard case .instance(let instance)? = made else {
            Issue.record("not an instance: \(String(describing: made))")
            return
        }
        #expect(instance.type == "Actions.Config")
    }
}
