/// A value of the Swift subset the interpreter runs, or a marked unknown.
///
/// Structs, enums, tuples and collections are values (copied on assignment);
/// class instances are ``Object`` references, shared like Swift's.
public indirect enum Value {
    /// `()`: what a function without a result returns.
    case void
    /// An `Int` (and the other integer types, which model code rarely needs).
    case int(Int)
    /// A `Double` (also `CGFloat`).
    case double(Double)
    /// A `Float`, printed with `Float`'s own shortest digits.
    case float(Float)
    case bool(Bool)
    case string(String)
    case character(Character)
    /// A `Substring`: printed like the string it holds.
    case substring(Substring)
    case array([Value])
    /// An `ArraySlice`: keeps its base array's indices.
    case slice(ArraySlice<Value>)
    /// A library sequence view (`reversed()`, `enumerated()`, `zip`).
    case sequence(SequenceView)
    /// A `Set`, in insertion order (programs never print a set unsorted).
    case set([Value])
    case dictionary(DictionaryValue)
    /// A tuple, with each element's label when it has one.
    case tuple([Value], labels: [String?])
    /// An optional: `.optional(nil)` is `nil`.
    case optional(Value?)
    /// A struct instance of a type of the program.
    case instance(Instance)
    /// A class instance: a reference.
    case object(Object)
    /// An enum case, with its payload.
    case enumCase(EnumCase)
    /// A function or closure value.
    case function(Function)
    /// `a..<b`, `a...b`, `a...`, `..<b`: bounds are values; `nil` is open.
    case range(lower: Value?, upper: Value?, closed: Bool)
    /// A type used as a value (`Int.self`, `Item.self`, `Item` before `.init`).
    case metatype(String)
    /// A key path (`\.name`, `\Item.price.amount`): its components.
    case keyPath([String])
    /// What a `weak` or `unowned` stored property holds: the object while it
    /// lives (read as `nil` once it is gone).
    case weak(WeakReference)
    /// A Foundation object the interpreter runs natively (a formatter, an
    /// encoder): a reference.
    case native(NativeObject)
    /// A value the program does not settle here, with why.
    case unknown(Unknown)
}

/// A struct value: its type and its stored properties in declaration order.
public struct Instance {
    /// The type's name as declared (nested types as `Outer.Inner`).
    public var type: String
    /// The stored properties, in declaration order.
    public var fields: [(name: String, value: Value)]
    /// The type's generic parameters bound when it was made (`Box<Int>(…)`, or
    /// inferred by its initializer), by parameter name.
    var typeArguments: [String: String] = [:]

    /// The stored property named `name`.
    public subscript(name: String) -> Value? {
        get { fields.first { $0.name == name }?.value }
        set {
            guard let newValue else { return }
            if let index = fields.firstIndex(where: { $0.name == name }) {
                fields[index].value = newValue
            } else {
                fields.append((name, newValue))
            }
        }
    }
}

/// An enum value: its type, case and payload (with the payload's labels).
public struct EnumCase {
    /// The enum's name.
    public var type: String
    /// The case's name.
    public var name: String
    /// The associated values, empty for a case without any.
    public var payload: [Value]
    /// Each associated value's label, `nil` where it has none.
    public var labels: [String?]

    /// A case of `type` named `name`, with its payload and their labels.
    public init(type: String, name: String, payload: [Value], labels: [String?]) {
        self.type = type
        self.name = name
        self.payload = payload
        self.labels = labels
    }
}

/// A class instance: shared by every value that refers to it.
public final class Object {
    /// The instance's dynamic type.
    public let type: String
    /// The stored properties, in declaration order (superclass first).
    public var fields: [(name: String, value: Value)] = []
    /// Called when the last reference goes (a class with a `deinit`).
    var onDeinit: ((Object) -> Void)?
    /// The class's generic parameters bound when it was made, by parameter name.
    var typeArguments: [String: String] = [:]

    init(type: String) { self.type = type }

    /// The stored property named `name`.
    public subscript(name: String) -> Value? {
        get { fields.first { $0.name == name }?.value }
        set {
            guard let newValue else { return }
            if let index = fields.firstIndex(where: { $0.name == name }) {
                fields[index].value = newValue
            } else {
                fields.append((name, newValue))
            }
        }
    }

    deinit { onDeinit?(self) }
}

/// A reference that does not keep its object alive.
public final class WeakReference {
    /// The object, while something else keeps it.
    public weak var object: Object?
    /// `unowned`: read as the object, not as an optional.
    let isUnowned: Bool
    init(_ object: Object?, unowned: Bool) {
        self.object = object
        self.isUnowned = unowned
    }

    /// The value a read gives: the object (optional unless `unowned`), or `nil`.
    var value: Value {
        guard let object else { return .null }
        return isUnowned ? .object(object) : .optional(.object(object))
    }
}

/// A Foundation object run by the host's Foundation.
public final class NativeObject {
    /// The Swift type name (`NumberFormatter`).
    public let type: String
    /// The host object.
    let object: AnyObject
    /// Why what the object does is unknown, once a setting the sources do
    /// not settle was made on it (`formatter.locale = .current`).
    var unsettled: Unknown?
    init(type: String, object: AnyObject) {
        self.type = type
        self.object = object
    }
}

extension Value {
    /// `nil`.
    static var null: Value { .optional(nil) }

    /// The value a variable holding it reads as (a weak reference's object or `nil`).
    var resolved: Value {
        if case .weak(let reference) = self { return reference.value }
        return self
    }

    /// Whether this is `nil`.
    var isNil: Bool {
        if case .optional(nil) = self { return true }
        return false
    }

    /// Whether this is an unknown value.
    public var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// The unknown this value is, or the first inside it.
    var unknownInside: Unknown? {
        switch self {
        case .unknown(let unknown): unknown
        case .optional(let wrapped): wrapped?.unknownInside
        case .array(let items), .set(let items), .tuple(let items, _): items.lazy.compactMap(\.unknownInside).first
        case .slice(let items): items.lazy.compactMap(\.unknownInside).first
        case .sequence(let view): view.items.lazy.compactMap(\.unknownInside).first
        case .instance(let instance): instance.fields.lazy.compactMap(\.value.unknownInside).first
        case .enumCase(let value): value.payload.lazy.compactMap(\.unknownInside).first
        case .range(let lower, let upper, _): lower?.unknownInside ?? upper?.unknownInside
        case .dictionary(let dictionary):
            dictionary.entries.lazy.compactMap { $0.key.unknownInside ?? $0.value.unknownInside }.first
        default: nil
        }
    }

    /// The value's unknown when it is unknown as a whole, not in a part.
    var unknownAtTop: Unknown? {
        if case .unknown(let unknown) = self { return unknown }
        return nil
    }

    /// The value with every level of optional removed (`nil` when empty).
    var unwrapped: Value? {
        if case .optional(let wrapped) = self { return wrapped?.unwrapped }
        return self
    }

    /// The name of the value's type as Swift's `type(of:)` prints it.
    var typeName: String {
        switch self {
        case .void: "()"
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .bool: "Bool"
        case .string: "String"
        case .character: "Character"
        case .substring: "Substring"
        case .array: "Array"
        case .slice: "ArraySlice"
        case .sequence(let view): view.kind
        case .set: "Set"
        case .dictionary: "Dictionary"
        case .tuple: "Tuple"
        case .optional: "Optional"
        case .instance(let instance): instance.type
        case .object(let object): object.type
        case .enumCase(let value): value.type
        case .function: "Function"
        case .range(_, _, let closed): closed ? "ClosedRange" : "Range"
        case .metatype(let name): name + ".Type"
        case .keyPath: "KeyPath"
        case .native(let object): object.type
        case .weak(let reference): reference.value.typeName
        case .unknown: "Unknown"
        }
    }
}

extension Value {
    /// Whether this is a value of a library type (a string, number,
    /// collection, range): `self` in an extension of `String` or `Array`.
    var isLibraryValue: Bool {
        switch self {
        case .string, .substring, .character, .int, .double, .float, .bool, .array, .slice, .set, .dictionary,
            .range, .sequence:
            true
        default: false
        }
    }
}
