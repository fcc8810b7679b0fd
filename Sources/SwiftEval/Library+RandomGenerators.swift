import SwiftSyntax

/// A random number generator the program declares (`struct Seeded:
/// RandomNumberGenerator` with its own `next()`), lent to the host's
/// standard library: `Int.random(in:using:)`, `shuffled(using:)` and the
/// rest run the library's own algorithms, each draw calling the program's
/// `next()`, so a seeded generator gives the numbers the compiled program
/// gives. A draw that fails (its `next()` stops or is unknown) is kept and
/// ends the call after the library returns.
struct ProgramGenerator: RandomNumberGenerator {
    let draw: () throws -> UInt64
    private(set) var failure: (any Error)?

    init(draw: @escaping () throws -> UInt64) { self.draw = draw }

    /// Spread words after a failure, whose result is dropped: the
    /// library's loops (rejection in `next(upperBound:)`, a redraw when a
    /// `Double` lands on the range's end) end after a draw or two, as
    /// they do on any well-mixed generator; a constant word could loop forever.
    private var filler: UInt64 = 0

    mutating func next() -> UInt64 {
        if failure == nil {
            do { return try draw() } catch { failure = error }
        }
        filler &+= 0x9E37_79B9_7F4A_7C15
        var mixed = (filler ^ (filler >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Why a program generator's draw gave no number: its `next()` gave an
/// unknown value.
struct UnknownDraw: Error {
    let unknown: Unknown
}

extension Library {
    /// Runs `body` with the program's generator given as `using: &g`, then
    /// stores the generator's state back into `g`; `nil` when the call has
    /// no `using:` or it is no generator of the sources (the library's
    /// `SystemRandomNumberGenerator`: random, runtime data).
    static func withProgramGenerator(
        _ call: LibraryCall, _ body: (inout ProgramGenerator) throws -> Value?
    ) throws -> Value? {
        guard let argument = call.arguments.first(where: { $0.label == "using" }) else { return nil }
        if let unknown = argument.value.unknownAtTop { return .unknown(unknown) }
        let interpreter = call.interpreter
        guard let type = interpreter.typeDecl(of: argument.value), type.kind != .builtin,
            let (next, owner) = interpreter.findMethod("next", labels: [], in: type, isStatic: false)
        else {
            return call.unknown(.runtimeData, "a draw from \(argument.value.typeName), the system's random numbers")
        }
        let box = Box(argument.value)
        var generator = ProgramGenerator {
            let drawn = try interpreter.invokeMethod(next, owner: owner, [], selfBox: box, at: call.node)
            if let unknown = drawn.unknownAtTop { throw UnknownDraw(unknown: unknown) }
            guard let word = (fixedKinds["UInt64"] as? FixedKind<UInt64>)?.value(drawn) else {
                throw call.stop(.unsupported, "next() of \(type.name) gave a \(drawn.typeName), not a UInt64")
            }
            return word
        }
        let result = try body(&generator)
        try argument.writeBack?(box.value)
        switch generator.failure {
        case let draw as UnknownDraw: return .unknown(draw.unknown)
        case let error?: throw error
        case nil: return result
        }
    }

    /// `Int.random(in:using:)`, `Double.random(in:using:)`,
    /// `Bool.random(using:)` and the fixed-width integers' with a generator
    /// of the program's.
    static func seededRandom(_ type: String, _ call: LibraryCall) throws -> Value? {
        try withProgramGenerator(call) { generator in
            if type == "Bool" { return .bool(Bool.random(using: &generator)) }
            guard case .range(let low?, let high?, let closed)? = call.argument("in") else { return nil }
            switch (type, low, high) {
            case ("Int", .int(let a), .int(let b)), ("Int64", .int(let a), .int(let b)):
                guard closed ? a <= b : a < b else { throw call.stop(.trap, "random(in:) of an empty range") }
                return .int(
                    closed ? Int.random(in: a...b, using: &generator) : Int.random(in: a..<b, using: &generator))
            case (_, _, _) where fixedKinds[type] != nil:
                return try fixedKinds[type]!.random(low, high, closed: closed, using: &generator)
                    ?? { throw call.stop(.trap, "random(in:) of an empty range") }()
            default:
                return try floatingRandom(type, low, high, closed: closed, using: &generator, call)
            }
        }
    }

    private static func floatingRandom(
        _ type: String, _ low: Value, _ high: Value, closed: Bool, using generator: inout ProgramGenerator,
        _ call: LibraryCall
    ) throws -> Value? {
        switch type {
        case "Double", "TimeInterval", "CGFloat":
            guard let a = low.number, let b = high.number, closed ? a <= b : a < b, (b - a).isFinite else {
                throw call.stop(.trap, "random(in:) of an empty or infinite range")
            }
            return .double(
                closed ? Double.random(in: a...b, using: &generator) : Double.random(in: a..<b, using: &generator))
        case "Float":
            guard let a = low.number.map(Float.init), let b = high.number.map(Float.init), closed ? a <= b : a < b,
                (b - a).isFinite
            else { throw call.stop(.trap, "random(in:) of an empty or infinite range") }
            return .float(
                closed ? Float.random(in: a...b, using: &generator) : Float.random(in: a..<b, using: &generator))
        default: return nil
        }
    }

    /// `shuffled(using:)`, `randomElement(using:)`, `next(upperBound:)`
    /// with a generator of the program's; `nil` for other methods.
    static func seededSequenceMethod(_ name: String, _ items: [Value], _ call: LibraryCall) throws -> Value? {
        switch (name, call.labels) {
        case ("shuffled", ["using"]):
            return try withProgramGenerator(call) { .array(items.shuffled(using: &$0)) }
        case ("randomElement", ["using"]):
            return try withProgramGenerator(call) { generator in .optional(items.randomElement(using: &generator)) }
        default: return nil
        }
    }

    /// `g.next(upperBound: bound)` of a generator the program declares, as
    /// the library's `random(in: 0..<bound)` of `bound`'s unsigned type.
    static func upperBoundDraw(_ bound: Value, _ call: LibraryCall) throws -> Value? {
        guard let kind = fixedKind(of: bound), kind.name.hasPrefix("U"), let zero = kind.exactly(0) else { return nil }
        return try withProgramGenerator(call) { generator in
            guard let drawn = kind.random(zero, bound, closed: false, using: &generator) else {
                throw call.stop(.trap, "next(upperBound:) of zero")
            }
            return drawn
        }
    }

    /// `xs.shuffle(using: &g)`: the shuffled elements, or an unknown.
    static func seededShuffle(_ items: [Value], _ call: LibraryCall) throws -> Value? {
        try withProgramGenerator(call) { generator in
            var shuffled = items
            shuffled.shuffle(using: &generator)
            return .array(shuffled)
        }
    }
}

extension FixedKind {
    func random(_ low: Value, _ high: Value, closed: Bool, using generator: inout ProgramGenerator) -> Value? {
        // Bounds written as literals arrive as `Int`s.
        let bound = { (given: Value) in self.value(given) ?? Library.integerWide(given).flatMap { T(exactly: $0) } }
        guard let a = bound(low), let b = bound(high), closed ? a <= b : a < b else { return nil }
        return make(closed ? T.random(in: a...b, using: &generator) : T.random(in: a..<b, using: &generator))
    }
}
