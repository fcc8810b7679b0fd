import Foundation

extension Library {
    /// `JSONEncoder.encode` and `JSONDecoder.decode`: not evaluated yet; a
    /// named gap rather than a guess.
    static func coding(_ name: String, _ object: NativeObject, _ call: LibraryCall) throws -> Value? {
        call.gap("\(object.type).\(name) (Codable is not evaluated yet)")
    }
}
