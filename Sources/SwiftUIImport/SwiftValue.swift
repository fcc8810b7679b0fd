/// A value the evaluator knows, or the source of one it cannot know.
enum SwiftValue: Sendable, Equatable {
    case string(String)
    /// A whole number (`Int`): written without a fraction.
    case number(Double)
    /// A `Double`, `CGFloat` or `Float`: written as Swift prints it (`5.0`).
    case real(Double)
    case bool(Bool)
    case array([SwiftValue])
    /// `.primary`, `Color.red`, `Filter.all`: a case or static member by
    /// name; an enum case made with values (`.title("Space")`) carries them.
    case member(type: String?, name: String, payload: [SwiftValue] = [])
    /// An instance of a type of the sources with its known properties.
    case instance(type: String, properties: [String: SwiftValue])
    /// A dictionary, keyed by each key's text; `textKeys` when every key
    /// was text (`String`), so it can be handed back to the interpreter as
    /// it was (an enum-keyed one cannot: its keys are only their case names).
    case dictionary([String: SwiftValue], textKeys: Bool = false)
    /// A view made as a value (`[SummaryCard(…), SummaryCard(…)]`,
    /// `let card = Card(…)`): its type, and where the evaluator keeps the
    /// call and the scope it was written in, to build it where it is shown.
    case view(type: String, index: Int)
    /// `nil`: an optional with no value.
    case null
    /// A value the sources do not settle (a network model, a call it
    /// cannot evaluate): its source text, said as «text».
    case unknown(String)
    /// A value the interpreter knows but the reader has no form of (a
    /// `Measurement`, a formatter, a closure in a model's field): kept at
    /// `index` of the evaluator's cache to hand back to the interpreter;
    /// said, like an unknown, as «text».
    case held(index: Int, text: String)

    /// The value as text: what `Text` shows or interpolation inserts.
    var text: String {
        switch self {
        case .string(let text): text
        case .number(let number):
            number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .real(let number): String(describing: number)
        case .bool(let flag): flag ? "true" : "false"
        case .array(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .member(_, let name, _): name
        // A `Text` value made by code (`let title: Text`) says its text.
        case .instance("Text", let properties): properties["text"]?.text ?? "Text"
        case .instance(let type, _): type
        case .dictionary(let entries, _):
            "[" + entries.keys.sorted().map { "\($0): \(entries[$0]!.text)" }.joined(separator: ", ") + "]"
        case .null: ""
        case .view(let type, _): "«\(type)»"
        case .unknown(let source), .held(_, let source): "«\(source)»"
        }
    }

    /// A body that cannot settle which branch runs: its caller says it as
    /// the expression it was read through (``said(as:)``).
    static let unsettled = SwiftValue.unknown("")

    /// This value, or when ``unsettled``, `source` as an unknown value.
    func said(as source: @autoclosure () -> String) -> SwiftValue {
        self == .unsettled ? .unknown(source()) : self
    }

    /// Whether the reader cannot use the value itself (an unknown, or one
    /// only the interpreter can use).
    var isUnknown: Bool {
        switch self {
        case .unknown, .held: true
        default: false
        }
    }

    var number: Double? {
        if case .number(let number) = self { return number }
        if case .real(let number) = self { return number }
        return nil
    }

    var bool: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }
}

extension SwiftValue {
    /// Equal values: an instance's properties compared without the tag
    /// that names the interpreter's value it shows (two showings of one
    /// value are equal).
    static func == (lhs: SwiftValue, rhs: SwiftValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.number(let a), .number(let b)), (.real(let a), .real(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.member(let t1, let n1, let p1), .member(let t2, let n2, let p2)): t1 == t2 && n1 == n2 && p1 == p2
        case (.instance(let t1, let p1), .instance(let t2, let p2)):
            t1 == t2 && sameProperties(p1, p2)
        case (.dictionary(let a, let k1), .dictionary(let b, let k2)): k1 == k2 && a == b
        case (.view(let t1, let i1), .view(let t2, let i2)): t1 == t2 && i1 == i2
        case (.null, .null): true
        case (.unknown(let a), .unknown(let b)): a == b
        case (.held(let i1, let t1), .held(let i2, let t2)): i1 == i2 && t1 == t2
        default: false
        }
    }

    private static func sameProperties(_ a: [String: SwiftValue], _ b: [String: SwiftValue]) -> Bool {
        let tagged = (a[objectTag] != nil ? 1 : 0, b[objectTag] != nil ? 1 : 0)
        guard a.count - tagged.0 == b.count - tagged.1 else { return false }
        for (name, value) in a where name != objectTag {
            guard let other = b[name], other == value else { return false }
        }
        return true
    }
}
