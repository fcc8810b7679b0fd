// Error Handling: errors as structs and enums with CustomStringConvertible, catching by type with `as`.
struct NetworkError: Error, CustomStringConvertible {
    let status: Int
    let path: String
    var description: String { "HTTP \(status) for \(path)" }
}

enum StorageError: Error, CustomStringConvertible {
    case diskFull(neededMB: Int)
    case readOnly

    var description: String {
        switch self {
        case .diskFull(let mb): return "need \(mb) MB more"
        case .readOnly: return "storage is read-only"
        }
    }
}

func save(_ name: String, sizeMB: Int) throws -> String {
    if name.hasPrefix("/remote") { throw NetworkError(status: 503, path: name) }
    if name.hasPrefix("/system") { throw StorageError.readOnly }
    if sizeMB > 100 { throw StorageError.diskFull(neededMB: sizeMB - 100) }
    return "saved \(name)"
}

let jobs = [("/docs/a.txt", 1), ("/remote/b.txt", 2), ("/system/c.txt", 3), ("/video.mov", 250)]
for (name, size) in jobs {
    do {
        print(try save(name, sizeMB: size))
    } catch let error as NetworkError where error.status >= 500 {
        print("server problem: \(error)")
    } catch let error as StorageError {
        print("storage problem: \(error)")
    } catch {
        print("unexpected: \(error)")
    }
}

let errors: [Error] = [NetworkError(status: 404, path: "/x"), StorageError.readOnly]
for e in errors {
    print(e)
    print(e is NetworkError, e as? StorageError as Any)
}
print("\(StorageError.diskFull(neededMB: 7))")
