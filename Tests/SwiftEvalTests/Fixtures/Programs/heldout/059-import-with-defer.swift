import Foundation

enum ImportError: LocalizedError {
    case fileMissing(String)
    case tooLarge(sizeKB: Int)
    case rowInvalid(Int)

    var errorDescription: String? {
        switch self {
        case .fileMissing(let name): return "The file \(name) could not be found."
        case .tooLarge(let size): return "The file is too large (\(size) KB)."
        case .rowInvalid(let row): return "Row \(row) is invalid."
        }
    }
}

final class Importer {
    var log: [String] = []
    let files: [String: [String]] = [
        "contacts.csv": ["Ann,555-0101", "Bo,555-0102", "Cy,555-0103"],
        "broken.csv": ["Dee,555-0104", "oops", "Eve,555-0105"],
        "huge.csv": Array(repeating: "X,0", count: 5000),
    ]

    func importFile(_ name: String) throws -> Int {
        log.append("open \(name)")
        defer { log.append("close \(name)") }
        guard let rows = files[name] else { throw ImportError.fileMissing(name) }
        guard rows.count < 1000 else { throw ImportError.tooLarge(sizeKB: rows.count * 4) }
        var imported = 0
        for (i, row) in rows.enumerated() {
            let fields = row.split(separator: ",")
            guard fields.count == 2 else { throw ImportError.rowInvalid(i + 1) }
            imported += 1
        }
        return imported
    }

    func importAll(_ names: [String], using body: (String) throws -> Int) rethrows -> Int {
        try names.reduce(0) { $0 + (try body($1)) }
    }
}

let importer = Importer()
for name in ["contacts.csv", "missing.csv", "broken.csv", "huge.csv"] {
    do {
        let count = try importer.importFile(name)
        print("\(name): imported \(count)")
    } catch {
        print("\(name): \(error.localizedDescription)")
    }
}
print(importer.log.joined(separator: " | "))

let safeTotal = importer.importAll(["a", "bb", "ccc"]) { $0.count }
print("Non-throwing total: \(safeTotal)")
let total = (try? importer.importAll(["contacts.csv", "broken.csv"], using: importer.importFile)) ?? -1
print("Batch total: \(total)")
