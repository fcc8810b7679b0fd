import Foundation

extension Library {
    private static func text(_ value: String?) -> Value { .optional(value.map(Value.string)) }

    /// `URL`'s properties, read from the host's `URL`.
    private static let urlProperties: [String: @Sendable (URL) -> Value] = [
        "scheme": { text($0.scheme) }, "host": { text($0.host) }, "port": { .optional($0.port.map(Value.int)) },
        "path": { .string($0.path) }, "pathExtension": { .string($0.pathExtension) },
        "lastPathComponent": { .string($0.lastPathComponent) }, "query": { text($0.query) },
        "fragment": { text($0.fragment) }, "user": { text($0.user) }, "password": { text($0.password) },
        "absoluteString": { .string($0.absoluteString) }, "relativePath": { .string($0.relativePath) },
        "relativeString": { .string($0.relativeString) }, "description": { .string($0.description) },
        "pathComponents": { .array($0.pathComponents.map(Value.string)) }, "isFileURL": { .bool($0.isFileURL) },
        "absoluteURL": { url($0.absoluteURL) }, "baseURL": { .optional($0.baseURL.map(url)) },
        "hasDirectoryPath": { .bool($0.hasDirectoryPath) },
    ]

    /// `URLComponents`' properties.
    private static let componentProperties: [String: @Sendable (URLComponents) -> Value] = [
        "scheme": { text($0.scheme) }, "host": { text($0.host) }, "port": { .optional($0.port.map(Value.int)) },
        "path": { .string($0.path) }, "query": { text($0.query) }, "fragment": { text($0.fragment) },
        "user": { text($0.user) }, "password": { text($0.password) },
        "percentEncodedQuery": { text($0.percentEncodedQuery) },
        "percentEncodedPath": { .string($0.percentEncodedPath) },
        "string": { text($0.string) }, "url": { .optional($0.url.map(url)) },
        "queryItems": { .optional($0.queryItems.map { .array($0.map(queryItem)) }) },
        "description": { .string($0.description) },
    ]

    static func url(_ value: URL) -> Value { NativeObject.value("URL", value) }
    static func queryItem(_ value: URLQueryItem) -> Value { NativeObject.value("URLQueryItem", value) }

    /// `URL(string:)`, `URLComponents(string:)`, `URLQueryItem(name:value:)`, …
    static func makeURLValue(_ type: String, _ call: LibraryCall) -> Value? {
        let first = call.argument(0)
        switch (type, call.labels) {
        case ("URL", ["string"]): return first?.text.map { .optional(URL(string: $0).map(url)) }
        case ("URL", ["string", "relativeTo"]):
            guard let string = first?.text else { return nil }
            let base = call.argument(1).flatMap { host($0, as: URL.self) }
            return .optional(URL(string: string, relativeTo: base).map(url))
        case ("URL", ["fileURLWithPath"]): return first?.text.map { url(URL(fileURLWithPath: $0)) }
        case ("URLComponents", []): return NativeObject.value(type, URLComponents())
        case ("URLComponents", ["string"]):
            return first?.text.map { .optional(URLComponents(string: $0).map { NativeObject.value(type, $0) }) }
        case ("URLComponents", ["url", "resolvingAgainstBaseURL"]):
            guard let base = first.flatMap({ host($0, as: URL.self) }), case .bool(let resolve)? = call.argument(1)
            else { return nil }
            return .optional(
                URLComponents(url: base, resolvingAgainstBaseURL: resolve).map { NativeObject.value(type, $0) })
        case ("UUID", ["uuidString"]):
            return first?.text.map { .optional(UUID(uuidString: $0).map { NativeObject.value(type, $0) }) }
        case ("URLQueryItem", ["name", "value"]):
            guard let name = first?.text, let value = call.argument(1) else { return nil }
            guard let given = value.unwrapped else { return queryItem(URLQueryItem(name: name, value: nil)) }
            return given.text.map { queryItem(URLQueryItem(name: name, value: $0)) }
        default: return nil
        }
    }

    /// A property of a URL, its components or a query item.
    static func urlProperty(_ name: String, _ object: NativeObject) -> Value? {
        switch object.object {
        case let box as HostBox<URL>: return urlProperties[name]?(box.value)
        case let box as HostBox<URLComponents>: return componentProperties[name]?(box.value)
        case let box as HostBox<UUID>: return uuidProperty(name, box.value)
        case let box as HostBox<URLQueryItem>:
            return name == "name" ? .string(box.value.name) : name == "value" ? text(box.value.value) : nil
        default: return nil
        }
    }

    /// `url.appendingPathComponent("x")` and the URL's other derived URLs.
    static func urlMethod(_ name: String, _ base: URL, _ call: LibraryCall) -> Value? {
        let first = call.argument(0)?.text
        switch (name, call.labels) {
        case ("appendingPathComponent", ["_"]): return first.map { url(base.appendingPathComponent($0)) }
        case ("appendingPathExtension", ["_"]): return first.map { url(base.appendingPathExtension($0)) }
        case ("appending", ["path"]): return first.map { url(base.appendingPathComponent($0)) }
        case ("deletingLastPathComponent", []): return url(base.deletingLastPathComponent())
        case ("deletingPathExtension", []): return url(base.deletingPathExtension())
        default: return nil
        }
    }

    /// `uuidString` and `uuid` (its 16 bytes, a tuple of `UInt8`).
    private static func uuidProperty(_ name: String, _ uuid: UUID) -> Value? {
        switch name {
        case "uuidString", "description": return .string(uuid.uuidString)
        case "uuid":
            let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
            let items = bytes.compactMap { fixedLiteral("UInt8", .int(Int($0))) }
            guard items.count == 16 else { return nil }
            return .tuple(items, labels: Array(repeating: nil, count: 16))
        default: return nil
        }
    }

    /// `components.scheme = "https"` and the other settable parts.
    static func setURLComponent(_ name: String, _ value: Value, on box: HostBox<URLComponents>) -> Bool {
        let string = value.unwrapped?.text
        switch name {
        case "scheme": box.value.scheme = string
        case "host": box.value.host = string
        case "path": box.value.path = string ?? ""
        case "query": box.value.query = string
        case "fragment": box.value.fragment = string
        case "user": box.value.user = string
        case "percentEncodedQuery": box.value.percentEncodedQuery = string
        case "port":
            guard value.isNil || value.unwrapped?.number != nil else { return false }
            if case .int(let port)? = value.unwrapped { box.value.port = port } else { box.value.port = nil }
        case "queryItems":
            guard let items = value.unwrapped else {
                box.value.queryItems = nil
                return true
            }
            guard case .array(let list) = items else { return false }
            let hosted = list.compactMap { host($0, as: URLQueryItem.self) }
            guard hosted.count == list.count else { return false }
            box.value.queryItems = hosted
        default: return false
        }
        return true
    }
}
