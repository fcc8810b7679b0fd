protocol DataSource {
    associatedtype Item
    var sections: [String] { get }
    func items(in section: Int) -> [Item]
    func title(for item: Item) -> String
}

extension DataSource {
    var totalItems: Int { sections.indices.reduce(0) { $0 + items(in: $1).count } }

    func render() -> [String] {
        var lines: [String] = []
        for (i, name) in sections.enumerated() {
            let rows = items(in: i)
            lines.append("## \(name) (\(rows.count))")
            lines += rows.enumerated().map { "  \($0.offset + 1). \(title(for: $0.element))" }
        }
        return lines
    }

    func indexPath(where predicate: (Item) -> Bool) -> (section: Int, row: Int)? {
        for s in sections.indices {
            if let r = items(in: s).firstIndex(where: predicate) { return (s, r) }
        }
        return nil
    }
}

struct Song { let title: String; let album: String; let track: Int }

struct AlbumDataSource: DataSource {
    let songs: [Song]
    var sections: [String] { Array(Set(songs.map(\.album))).sorted() }
    func items(in section: Int) -> [Song] {
        songs.filter { $0.album == sections[section] }.sorted { $0.track < $1.track }
    }
    func title(for item: Song) -> String { "\(item.title) (#\(item.track))" }
}

struct NumberDataSource: DataSource {
    let limit: Int
    var sections: [String] { ["Even", "Odd"] }
    func items(in section: Int) -> [Int] {
        (1...limit).filter { $0 % 2 == (section == 0 ? 0 : 1) }
    }
    func title(for item: Int) -> String { String(repeating: "*", count: item) }
}

func summary<D: DataSource>(_ ds: D) -> String {
    "\(type(of: ds)): \(ds.sections.count) sections, \(ds.totalItems) items"
}

let albums = AlbumDataSource(songs: [
    Song(title: "Intro", album: "Blue", track: 1),
    Song(title: "Rain", album: "Grey", track: 2),
    Song(title: "Sky", album: "Blue", track: 3),
    Song(title: "Fog", album: "Grey", track: 1),
    Song(title: "Ocean", album: "Blue", track: 2),
])
albums.render().forEach { print($0) }
print(summary(albums))
if let path = albums.indexPath(where: { $0.title == "Rain" }) {
    print("Rain at section \(path.section), row \(path.row)")
}
print(albums.indexPath { $0.title == "Nope" } == nil)

let numbers = NumberDataSource(limit: 5)
numbers.render().forEach { print($0) }
print(summary(numbers))
