struct Song { let title: String; let album: String; let track: Int; let plays: Int }

struct Section<Item> {
    let header: String
    var rows: [Item]
    var footer: String?
}

protocol TableDataSource {
    associatedtype Item
    var sections: [Section<Item>] { get }
    func cellText(_ item: Item) -> String
}

extension TableDataSource {
    var numberOfSections: Int { sections.count }
    func numberOfRows(in section: Int) -> Int { sections[section].rows.count }
    func item(at path: (section: Int, row: Int)) -> Item? {
        guard sections.indices.contains(path.section), sections[path.section].rows.indices.contains(path.row) else { return nil }
        return sections[path.section].rows[path.row]
    }
    func render() {
        for (i, s) in sections.enumerated() {
            print("[\(i)] \(s.header.uppercased())")
            for (j, item) in s.rows.enumerated() { print("  \(i).\(j) \(cellText(item))") }
            if let f = s.footer { print("  (\(f))") }
        }
    }
}

struct AlbumDataSource: TableDataSource {
    let sections: [Section<Song>]
    init(songs: [Song]) {
        let grouped = Dictionary(grouping: songs, by: \.album)
        sections = grouped.keys.sorted().map { album in
            let rows = grouped[album]!.sorted { $0.track < $1.track }
            let plays = rows.map(\.plays).reduce(0, +)
            return Section(header: album, rows: rows, footer: rows.count > 1 ? "\(rows.count) songs, \(plays) plays" : nil)
        }
    }
    func cellText(_ s: Song) -> String { "\(s.track). \(s.title)" + (s.plays >= 100 ? " 🔥" : "") }
}

let songs = [
    Song(title: "Morning", album: "Seasons", track: 2, plays: 40),
    Song(title: "Prelude", album: "Seasons", track: 1, plays: 120),
    Song(title: "Night Drive", album: "Neon", track: 3, plays: 300),
    Song(title: "Glow", album: "Neon", track: 1, plays: 15),
    Song(title: "Finale", album: "Seasons", track: 9, plays: 99),
    Song(title: "Alone", album: "B-Sides", track: 4, plays: 7),
]

let ds = AlbumDataSource(songs: songs)
ds.render()
print(ds.numberOfSections, (0..<ds.numberOfSections).map(ds.numberOfRows(in:)))
print(ds.item(at: (1, 1))?.title ?? "nil", ds.item(at: (5, 0))?.title ?? "nil", ds.item(at: (0, 3))?.title ?? "nil")
let top = ds.sections.flatMap(\.rows).max { $0.plays < $1.plays }
print("top:", top?.title ?? "-")
