import Foundation
import SwiftSyntax

/// How the app was launched, as a UI test's `XCUIApplication` launches it:
/// its launch arguments, environment and the user defaults it starts with.
/// Code that reads `ProcessInfo.processInfo`, `CommandLine.arguments` or
/// `UserDefaults.standard` sees these; without them (a program run alone,
/// a reading with no scenario) what they hold is runtime data.
public struct LaunchData: Sendable, Hashable {
    /// The launch arguments, in order, without the executable's path.
    public var arguments: [String]
    /// The environment variables.
    public var environment: [String: String]
    /// The user defaults the app starts with, by key.
    public var defaults: [String: LaunchDefault]

    /// Launch data with these arguments, environment and defaults.
    public init(arguments: [String] = [], environment: [String: String] = [:], defaults: [String: LaunchDefault] = [:])
    {
        self.arguments = arguments
        self.environment = environment
        self.defaults = defaults
    }
}

/// A user default's value as a launch sets it.
public enum LaunchDefault: Sendable, Hashable {
    case string(String)
    case number(Double)
    case bool(Bool)
}

/// The running process's launch and its user defaults, which the app's
/// code may write and read back.
final class LaunchState {
    let data: LaunchData
    /// The standard defaults: the launch's, then the arguments' `-key value`
    /// pairs over them (iOS's argument domain), then what the app writes.
    var defaults: [String: Value] = [:]
    /// What `register(defaults:)` registers: read only where nothing is set.
    var registered: [String: Value] = [:]

    init(_ data: LaunchData) {
        self.data = data
        for (key, value) in data.defaults { defaults[key] = Self.value(value) }
        var index = 0
        while index + 1 < data.arguments.count {
            let argument = data.arguments[index]
            let next = data.arguments[index + 1]
            // A flag followed by another flag (`-UITests -launches 3`) sets nothing.
            let nextIsFlag = next.hasPrefix("-") && Double(next) == nil
            if argument.count > 1, argument.hasPrefix("-"), !argument.hasPrefix("--"), !nextIsFlag {
                defaults[String(argument.dropFirst())] = Self.argumentValue(data.arguments[index + 1])
                index += 2
            } else {
                index += 1
            }
        }
    }

    static func value(_ launched: LaunchDefault) -> Value {
        switch launched {
        case .string(let text): .string(text)
        case .number(let number): number == number.rounded() && abs(number) < 9e15 ? .int(Int(number)) : .double(number)
        case .bool(let flag): .bool(flag)
        }
    }

    /// A launch argument's value as the argument domain reads it: `YES`,
    /// `NO`, `true`, `false`, a number, else the text.
    static func argumentValue(_ text: String) -> Value {
        switch text.lowercased() {
        case "yes", "true": return .bool(true)
        case "no", "false": return .bool(false)
        default: break
        }
        if let number = Int(text) { return .int(number) }
        if let number = Double(text) { return .double(number) }
        return .string(text)
    }

    /// The value stored for `key`, else the registered one.
    func stored(_ key: String) -> Value? { defaults[key] ?? registered[key] }
}

/// `ProcessInfo.processInfo` of a launched app.
final class ProcessInfoBox {
    let launch: LaunchState
    init(_ launch: LaunchState) { self.launch = launch }
}

/// `UserDefaults.standard` of a launched app.
final class UserDefaultsBox {
    let launch: LaunchState
    init(_ launch: LaunchState) { self.launch = launch }
}

extension Interpreter {
    /// `ProcessInfo.processInfo`, `CommandLine.arguments` and
    /// `UserDefaults.standard`: the launch's, or runtime data without one.
    func launchMember(_ name: String, of typeName: String, at node: some SyntaxProtocol) -> Value? {
        switch (typeName, name) {
        case ("ProcessInfo", "processInfo"):
            guard let launch else {
                return unknown(.runtimeData, "ProcessInfo.processInfo, the running process", at: node)
            }
            return .native(NativeObject(type: "ProcessInfo", object: ProcessInfoBox(launch)))
        case ("CommandLine", "arguments"):
            guard let launch else { return unknown(.runtimeData, "the running process's arguments", at: node) }
            return arguments(launch, at: node)
        case ("UserDefaults", "standard"):
            guard let launch else {
                return unknown(.runtimeData, "UserDefaults.standard, which the scenario's launch did not set", at: node)
            }
            return .native(NativeObject(type: "UserDefaults", object: UserDefaultsBox(launch)))
        default: return nil
        }
    }

    /// The process's arguments: the executable's path (which only the
    /// device knows), then the launch arguments.
    func arguments(_ launch: LaunchState, at node: some SyntaxProtocol) -> Value {
        var path = Unknown(.runtimeData, "the app's executable path")
        path.textPrefix = "/"
        let (line, column) = location(node)
        (path.line, path.column) = (line, column)
        return .array([.unknown(path)] + launch.data.arguments.map(Value.string))
    }
}

extension Library {
    /// `arguments`, `environment` and the names of a launched process.
    static func processInfoProperty(
        _ name: String, _ box: ProcessInfoBox, _ interpreter: Interpreter, at node: Syntax
    )
        -> Value?
    {
        switch name {
        case "arguments": return interpreter.arguments(box.launch, at: node)
        case "environment":
            var entries = DictionaryValue()
            for (key, value) in box.launch.data.environment.sorted(by: { $0.key < $1.key }) {
                entries[.string(key)] = .string(value)
            }
            return .dictionary(entries)
        default: return nil
        }
    }

    /// The getters and setters of `UserDefaults.standard`: what the app
    /// wrote, else the launch's value, else the registered one, else the
    /// getter's zero (`false`, `0`, `nil`), as on a fresh install.
    static func userDefaultsMethod(_ name: String, _ box: UserDefaultsBox, _ call: LibraryCall) -> Value? {
        let launch = box.launch
        switch (name, call.labels) {
        case ("set", ["_", "forKey"]):
            guard let key = call.argument(1)?.text, let value = call.argument(0) else { return nil }
            launch.defaults[key] = value.unwrapped
            return .void
        case ("removeObject", ["forKey"]):
            guard let key = call.argument(0)?.text else { return nil }
            launch.defaults[key] = nil
            return .void
        case ("register", ["defaults"]):
            guard case .dictionary(let entries)? = call.argument(0) else { return nil }
            for (key, value) in zip(entries.keys, entries.values) {
                guard let name = key.text else { return nil }
                launch.registered[name] = value
            }
            return .void
        case (_, ["forKey"]):
            guard let key = call.argument(0)?.text else { return nil }
            return defaultsGetter(name, launch.stored(key))
        default: return nil
        }
    }

    private static func defaultsGetter(_ name: String, _ stored: Value?) -> Value? {
        switch name {
        case "bool":
            switch stored {
            case .bool(let flag)?: return .bool(flag)
            case .int(let number)?: return .bool(number != 0)
            case .string(let text)?: return .bool(["yes", "true"].contains(text.lowercased()) || (Int(text) ?? 0) != 0)
            case nil: return .bool(false)
            default: return nil
            }
        case "integer":
            switch stored {
            case .int(let number)?: return .int(number)
            case .double(let number)?: return .int(Int(number))
            case .bool(let flag)?: return .int(flag ? 1 : 0)
            case .string(let text)?: return .int(Int(text) ?? 0)
            case nil: return .int(0)
            default: return nil
            }
        case "double", "float":
            switch stored {
            case .int(let number)?: return .double(Double(number))
            case .double(let number)?: return .double(number)
            case .string(let text)?: return .double(Double(text) ?? 0)
            case nil: return .double(0)
            default: return nil
            }
        case "string":
            switch stored {
            case .string(let text)?: return .optional(.string(text))
            case .int(let number)?: return .optional(.string(String(number)))
            case .double(let number)?: return .optional(.string(String(number)))
            case nil: return .optional(nil)
            default: return nil
            }
        case "object", "value", "array", "dictionary", "stringArray", "data", "url":
            return .optional(stored)
        default: return nil
        }
    }
}
