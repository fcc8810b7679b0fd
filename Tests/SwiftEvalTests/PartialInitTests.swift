import Foundation
import SwiftEval
import SwiftParser
import Testing

/// An initializer a client's evaluation cannot finish keeps what it set
/// before it stopped; only what the rest may set becomes unknown. Reading
/// a computed property sets nothing, and a method the rest calls sets what
/// its body sets (a few calls deep), not every property.
@Suite struct PartialInitTests {
    static let source = """
        import Foundation

        final class Model {
            var searchString = ""
            var account: String?
            var orders: [String] = []
            let defaults = UserDefaults(suiteName: "group.example.app")

            private var credential: String? {
                get { defaults?.string(forKey: "credential") }
                set { defaults?.setValue(newValue, forKey: "credential") }
            }

            init() {
                guard let user = credential else { return }
                print(user)
                createAccount()
            }

            func createAccount() {
                guard account == nil else { return }
                account = "made"
                addOrder()
            }

            func addOrder() { orders.append("first") }
        }

        let model = Model()

        """

    static func fields() -> [String: Value] {
        let session = SwiftSession(files: [(Parser.parse(source: source), "App.swift")])
        guard let range = source.range(of: "= Model()") else { return [:] }
        let offset = source.utf8.distance(from: source.startIndex, to: range.lowerBound) + 2
        guard
            case .object(let object)? = session.evaluate(
                file: 0, offset: offset, length: "Model()".utf8.count, locals: [:], selfValue: nil, typeContext: nil)
        else { return [:] }
        return Dictionary(object.fields.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func whatTheRestsMethodsSetIsUnknownAndTheRestIsKept() {
        let fields = Self.fields()
        guard case .string(let search)? = fields["searchString"] else {
            Issue.record("searchString should be kept: \(fields)")
            return
        }
        #expect(search == "")
        #expect(fields["account"]?.isUnknown == true)
        #expect(fields["orders"]?.isUnknown == true)
    }
}
