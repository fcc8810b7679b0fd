internal import AppModel
internal import Diagnostics
internal import Foundation
internal import SwiftEval
internal import SwiftSyntax
internal import SwiftUISource

/// Evaluates SwiftUI source without running it: values it can know from
/// the sources (literals, constants, defaults, arguments passed down) and
/// views built from them. What it cannot know is kept as «source text»,
/// counted, and warned about once per line; work is bounded by depth and
/// steps, so a view whose body contains itself ends with a warning.
final class SwiftUIEvaluator {
    let sources: SwiftSourceSet
    private(set) var warnings: [Diagnostic] = []
    private var warned: Set<Diagnostics.SourceLocation> = []
    var depth = 0
    /// The state an action's scope held when it began (``running(_:screen:_:)``): what it changed since is its own.
    var stateAtStart: [String: SwiftValue] = [:]
    /// Calls an action ran in the interpreter that stopped there: what they did is done, and they are not run again.
    var stoppedInInterpreter: Set<SyntaxIdentifier> = []
    /// The state keys the interpreter wrote through cells since the last read back.
    var writtenThroughCells: Set<String> = []
    /// The statement the interpreter just ran waits: the rest of its body waits for it.
    var restWaits = false
    var steps = 0
    /// The calls of models being made: one reached again inside its own making is a cycle.
    var making: Set<SyntaxIdentifier> = []
    /// A `ForEach` at the root of a preview: Xcode draws a canvas per item
    /// (`ForEach([.light, .dark])`), so the screen shows its first item.
    var previewVariants: SyntaxIdentifier?
    /// Values that do not depend on the entry, shared by a translator's entries.
    let cache: Cache
    /// A live run's state and what evaluating records for it (actions,
    /// presentations, destinations); `nil` for a still picture.
    var live: LiveRecording?
    /// Whether the interpreter could not settle a part of the expression
    /// being read (the whole is then not tried again).
    var interpreterFailed = false
    /// Why the interpreter last could not settle a part (the cause a whole
    /// read through that part is noted with).
    var failedCause: Unknown?

    /// `expr` with its operators folded, each sequence once per set of sources.
    func fold(_ expr: ExprSyntax) -> ExprSyntax {
        guard expr.is(SequenceExprSyntax.self) else { return expr }
        if let known = cache.folded[expr.id] { return known.folded }
        let folded = sources.folded(expr)
        cache.folded[expr.id] = (expr, folded)
        if folded.id != expr.id { cache.madeTrees[folded.id] = (Syntax(expr), folded.position.utf8Offset) }
        return folded
    }
    /// Custom views deeper than this are not expanded (a view whose body contains itself).
    static let maximumDepth = 40
    /// Expressions evaluated at most for one entry.
    static let maximumSteps = 500_000

    /// The app's English strings, for `LocalizedStringKey`s.
    let strings: LocalizedStrings

    init(sources: SwiftSourceSet, cache: Cache = Cache(), strings: LocalizedStrings = LocalizedStrings()) {
        self.sources = sources
        self.cache = cache
        self.strings = strings
    }

    func location(_ node: some SyntaxProtocol, _ scope: Scope) -> Diagnostics.SourceLocation {
        sources.location(of: node, in: scope.file)
    }

    /// A warning at `node`'s line, once per place.
    func warn(_ message: @autoclosure () -> String, at node: some SyntaxProtocol, _ scope: Scope) {
        let place = location(node, scope)
        guard warned.insert(place).inserted else { return }
        warnings.append(Diagnostic(message(), at: place, severity: .warning))
    }

    /// A warning at a place outside the syntax (a screen's entry), once per place and message.
    func warn(_ message: String, at place: Diagnostics.SourceLocation) {
        guard !warnings.contains(where: { $0.message == message && $0.location == place }) else { return }
        warnings.append(Diagnostic(message, at: place, severity: .warning))
    }

    /// The value of `expr` by the reader's own rules, or `.unknown` with its source text.
    func sourceValue(_ written: ExprSyntax, _ scope: Scope) -> SwiftValue {
        steps += 1
        guard steps < Self.maximumSteps else { return unknown(written) }
        let expr = fold(written)
        if let literal = expr.as(StringLiteralExprSyntax.self) { return .string(text(of: literal, scope)) }
        if let integer = expr.as(IntegerLiteralExprSyntax.self) { return Self.number(integer.literal.text) }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            let whole = Self.number(float.literal.text)
            return whole.number.map(SwiftValue.real) ?? whole
        }
        if let boolean = expr.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if expr.is(NilLiteralExprSyntax.self) { return .null }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .array(array.elements.map { value($0.expression, scope) })
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self) { return dictionaryValue(dictionary, scope) }
        if let subscripted = expr.as(SubscriptCallExprSyntax.self) { return subscriptValue(subscripted, scope) }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(only.expression, scope)
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            // `(self, plural)`, as a switch subject or pattern; known only when every part is.
            let parts = tuple.elements.map { value($0.expression, scope) }
            return parts.contains(where: \.isUnknown) ? unknown(expr) : .array(parts)
        }
        // `_` in a pattern matches anything.
        if expr.is(DiscardAssignmentExprSyntax.self) { return .member(type: "_", name: "_") }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return lookup(reference.baseName.text, expr, scope) }
        if live != nil, let launched = launchValue(expr, scope) { return launched }
        if let member = expr.as(MemberAccessExprSyntax.self) { return memberValue(member, scope) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return callValue(call, scope) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            switch value(ternary.condition, scope) {
            case .bool(let flag): return value(flag ? ternary.thenExpression : ternary.elseExpression, scope)
            default: return unknown(expr)
            }
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)
        {
            return binary(op.operator.text, value(infix.leftOperand, scope), value(infix.rightOperand, scope), expr)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = value(prefix.expression, scope)
            switch (prefix.operator.text, operand) {
            case ("!", .bool(let flag)): return .bool(!flag)
            case ("-", .number(let number)): return .number(-number)
            case ("-", .real(let number)): return .real(-number)
            default: return unknown(expr)
            }
        }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return value(forced.expression, scope) }
        // `topping as Donut.Topping?`: the value itself.
        if let cast = expr.as(AsExprSyntax.self) { return value(cast.expression, scope) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return value(optional.expression, scope) }
        if let awaited = expr.as(AwaitExprSyntax.self) { return awaitedValue(awaited, scope) }
        // `try? AttributedString(markdown: "…")`: what it makes when it does not throw.
        if let tried = expr.as(TryExprSyntax.self) { return value(tried.expression, scope) }
        return unknown(expr)
    }

    /// A numeric literal's value (`1_000` is 1000; `0x1F` is not read).
    static func number(_ literal: String) -> SwiftValue {
        let digits = literal.utf8.contains(UInt8(ascii: "_")) ? literal.filter { $0 != "_" } : literal
        return Double(digits).map(SwiftValue.number) ?? .unknown(literal)
    }

    /// A string literal's text, interpolations evaluated (`\(name)`).
    func text(of literal: StringLiteralExprSyntax, _ scope: Scope) -> String {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let plain): text += literal.unescapedText(of: plain)
            case .expressionSegment(let interpolation):
                guard let first = interpolation.expressions.first else { continue }
                let inserted = value(first.expression, scope)
                // `Text("Best Value \(Image(systemName: "sparkles"))")`: an image in a text is read by its name.
                if case .view(_, let index) = inserted, let spoken = madeViewText(index) {
                    text += spoken
                } else {
                    text += inserted.text
                }
            }
        }
        return text
    }

    private func callValue(_ call: FunctionCallExprSyntax, _ scope: Scope) -> SwiftValue {
        let callee = call.calledExpression.tokenText
        let first = call.arguments.first?.expression
        // `condition()`: a closure passed in, its result where it was written.
        if let passed = scope.closures[callee] { return passedClosureValue(passed, call, scope) }
        switch callee {
        case "String" where call.arguments.first.map { !["localized", "format"].contains($0.label?.text) } ?? true,
            "Text":
            return first.map { value($0, scope) } ?? unknown(ExprSyntax(call))
        case "String" where call.arguments.first?.label?.text == "format":
            // `String(format: "%.0f", minutes)`.
            guard case .string(let format)? = first.map({ value($0, scope) }) else { return unknown(ExprSyntax(call)) }
            let values = call.arguments.dropFirst().filter { $0.label == nil || $0.label?.text == "arguments" }.map {
                value($0.expression, scope)
            }
            return values.contains(where: \.isUnknown)
                ? unknown(ExprSyntax(call)) : .string(Self.formatted(format, values))
        case "LocalizedStringKey", "NSLocalizedString", "LocalizedStringResource", "String":
            let table = (argument(call, "tableName") ?? argument(call, "table")).map { value($0, scope).text }
            if let literal = first?.as(StringLiteralExprSyntax.self) {
                return .string(localized(literal, table: table, scope))
            }
            return first.map { value($0, scope) } ?? unknown(ExprSyntax(call))
        case "AttributedString" where ["markdown", "localized", nil].contains(call.arguments.first?.label?.text):
            // What the Markdown renders (a literal is a localization key too).
            guard let first else { return .string("") }
            let written =
                first.as(StringLiteralExprSyntax.self).map { SwiftValue.string(localized($0, table: nil, scope)) }
                ?? value(first, scope)
            guard case .string(let text) = written else { return unknown(ExprSyntax(call)) }
            return .string(call.arguments.first?.label == nil ? text : Self.renderedMarkdown(text))
        case "Int" where call.arguments.count == 1 && call.arguments.first?.label == nil,
            "Double" where call.arguments.count == 1 && call.arguments.first?.label == nil,
            "CGFloat" where call.arguments.count == 1 && call.arguments.first?.label == nil,
            "Float" where call.arguments.count == 1 && call.arguments.first?.label == nil:
            // `Int(value)` cuts a fraction off; `Double(count)` keeps the number as a `Double`.
            guard let number = first.map({ value($0, scope) })?.number else { return unknown(ExprSyntax(call)) }
            return callee == "Int" ? .number(number.rounded(.towardZero)) : .real(number)
        case "min" where call.arguments.count >= 2, "max" where call.arguments.count >= 2,
            "abs" where call.arguments.count == 1:
            // `max(0, budget - spent)`: on known numbers, whole stays whole.
            let numbers = call.arguments.map { value($0.expression, scope) }
            guard numbers.allSatisfy({ $0.number != nil }) else { return unknown(ExprSyntax(call)) }
            let picked =
                callee == "abs"
                ? abs(numbers[0].number!)
                : callee == "min" ? numbers.compactMap(\.number).min()! : numbers.compactMap(\.number).max()!
            return numbers.allSatisfy({ if case .number = $0 { true } else { false } })
                ? .number(picked) : .real(picked)
        case "Set" where call.arguments.count == 1, "Array" where call.arguments.count == 1:
            return first.map { value($0, scope) } ?? unknown(ExprSyntax(call))
        case ".constant", "Binding.constant":  // A binding that never changes: its value.
            return first.map { value($0, scope) } ?? unknown(ExprSyntax(call))
        case "Binding" where codeBinding(ExprSyntax(call), scope) != nil:  // `Binding(get:set:)`: its getter's.
            return value(of: codeBinding(ExprSyntax(call), scope)!)
        case "Date" where call.arguments.isEmpty:  // The simulated device's clock (docs/swiftui.md, "Environment").
            return .member(type: "Date", name: "now")
        default: break
        }
        // `Text(name).bold()` inside a text (`Text("\(Text(name).bold()) left")`): styling says nothing.
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base,
            Self.textStyling.contains(method.declName.baseName.text),
            base.as(FunctionCallExprSyntax.self).map({
                $0.calledExpression.tokenText == "Text"
                    || ($0.calledExpression.as(MemberAccessExprSyntax.self).map {
                        Self.textStyling.contains($0.declName.baseName.text)
                    } ?? false)
            }) ?? false
        {
            return value(base, scope)
        }
        // `name.uppercased()` and its kin on a known string.
        if call.arguments.isEmpty, let method = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = method.base,
            let transform = Self.stringMethods[method.declName.baseName.text],
            case .string(let text) = value(base, scope)
        {
            return .string(transform(text))
        }
        // `name.hasPrefix(query)` and its kin (how a search filters) on known strings.
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base,
            call.arguments.count == 1,
            let test = Self.stringPredicates[method.declName.baseName.text], case .string(let text) = value(base, scope)
        {
            guard case .string(let other) = value(call.arguments.first!.expression, scope) else { return unknown(call) }
            return .bool(test(text, other))
        }
        // `text.replacingOccurrences(of: "\\n", with: "\n")` with known strings.
        if let method = call.calledExpression.as(MemberAccessExprSyntax.self),
            method.declName.baseName.text == "replacingOccurrences", let base = method.base,
            call.arguments.count == 2, let of = argument(call, "of"), let with = argument(call, "with")
        {
            guard case .string(let text) = value(base, scope), case .string(let target) = value(of, scope),
                case .string(let replacement) = value(with, scope)
            else {
                return unknown(call)
            }
            return .string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement))
        }
        if let result = enumCase(call, scope) ?? formattedCall(call, scope) ?? methodCall(call, scope)
            ?? collectionCall(call, scope)
        {
            return result.said(as: Self.source(call))
        }
        // A view made as a value (`[Card(…), Card(…)]`) is built where it is shown.
        let root =
            callee.utf8.contains(UInt8(ascii: "<"))
            ? callee.split(separator: "<").first.map(String.init) ?? callee : callee
        // A type of the sources shadows SwiftUI's of the same name (a model class `Form`).
        let declared = resolveType(root, scope)
        if declared?.isView == true
            || (declared?.isDeclared != true && Self.builtIns.contains(root) && root != "ForEach")
        {
            cache.madeViews.append((call, scope))
            return .view(type: root, index: cache.madeViews.count - 1)
        }
        // A model made with no arguments is the same value every time: made once.
        let plain = call.arguments.isEmpty && call.trailingClosure == nil
        if plain, let cached = cache.plainInstances[callee] { return cached }
        let made = makeInstance(callee, call, scope)
        if plain, case .instance = made { cache.plainInstances[callee] = made }
        return made
    }

    func binary(_ op: String, _ lhs: SwiftValue, _ rhs: SwiftValue, _ expr: ExprSyntax) -> SwiftValue {
        switch (op, lhs, rhs) {
        case ("+", .string(let a), .string(let b)): return .string(a + b)
        case ("+", _, _), ("-", _, _), ("*", _, _), ("/", _, _), ("<", _, _), (">", _, _), ("<=", _, _), (">=", _, _):
            guard let a = lhs.number, let b = rhs.number else { return unknown(expr) }
            // Whole numbers stay whole (`7 / 2` is 3, as for `Int`); a `Double` on either side makes a `Double`.
            let whole: Bool = { if case .number = lhs, case .number = rhs { true } else { false } }()
            let make = { (result: Double) -> SwiftValue in whole ? .number(result) : .real(result) }
            switch op {
            case "+": return make(a + b)
            case "-": return make(a - b)
            case "*": return make(a * b)
            case "/": return b == 0 ? unknown(expr) : make(whole ? (a / b).rounded(.towardZero) : a / b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            default: return .bool(a >= b)
            }
        case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
        case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
        case ("&&", .bool(false), _), ("&&", _, .bool(false)): return .bool(false)
        case ("||", .bool(true), _), ("||", _, .bool(true)): return .bool(true)
        case ("==", _, _) where !lhs.isUnknown && !rhs.isUnknown: return .bool(Self.same(lhs, rhs))
        case ("!=", _, _) where !lhs.isUnknown && !rhs.isUnknown: return .bool(!Self.same(lhs, rhs))
        // `nil ?? x` is x; an unknown value may hold something, so `unknown ?? x` is not known.
        case ("??", .null, _): return rhs
        case ("??", .unknown, _): return unknown(expr)
        case ("??", _, _): return lhs
        default: return unknown(expr)
        }
    }

    /// Equality where `.all` and `Filter.all` are the same case.
    static func same(_ lhs: SwiftValue, _ rhs: SwiftValue) -> Bool {
        if case .member("_"?, "_", _) = lhs { return true }
        if let a = lhs.number, let b = rhs.number { return a == b }
        if case .array(let a) = lhs, case .array(let b) = rhs {
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
        }
        if case .member(_, let a, let carried) = lhs, case .member(_, let b, let other) = rhs {
            // A case and the same case carrying values are the same, unless the values differ.
            return a == b
                && (carried.isEmpty || other.isEmpty
                    || (carried.count == other.count && zip(carried, other).allSatisfy { same($0, $1) }))
        }
        return lhs == rhs
    }

    /// `lower...upper` or `lower..<upper` as numbers.
    func range(_ written: ExprSyntax, _ scope: Scope) -> (lower: Double, upper: Double, closed: Bool)? {
        guard let infix = fold(written).as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            op == "..." || op == "..<", let lower = value(infix.leftOperand, scope).number,
            let upper = value(infix.rightOperand, scope).number
        else { return nil }
        return (lower, upper, op == "...")
    }
}
