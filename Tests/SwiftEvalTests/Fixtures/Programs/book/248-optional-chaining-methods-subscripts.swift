// Optional Chaining: calling methods and subscripts through optionals, and optional dictionaries.
struct Playlist {
    var name: String
    var songs: [String]
    func longest() -> String? { songs.max { $0.count < $1.count } }
    mutating func add(_ song: String) { songs.append(song) }
}

final class Library {
    var playlists: [String: Playlist] = [:]
    var featured: Playlist?
}

let lib = Library()
print(lib.featured?.longest() as Any)
print(lib.featured?.songs[0] as Any)
lib.featured = Playlist(name: "Focus", songs: ["Rain", "Ocean Waves", "Piano"])
print(lib.featured?.longest() ?? "-")
print(lib.featured?.songs[1] ?? "-")
print(lib.featured?.songs.first?.uppercased() ?? "-")
lib.featured?.add("Forest Night Ambience")
print(lib.featured?.longest()?.count ?? 0)

lib.playlists["gym"] = Playlist(name: "Gym", songs: ["Pump"])
lib.playlists["gym"]?.add("Sprint")
lib.playlists["chill"]?.add("Nope")
print(lib.playlists["gym"]?.songs ?? [])
print(lib.playlists["chill"]?.songs ?? [])
print(lib.playlists["gym"]?.songs.count ?? 0)
lib.playlists["gym"]?.songs[0] = "Power"
print(lib.playlists["gym"]!.songs)

let counts: [String: [Int]] = ["mon": [3, 4], "tue": []]
print(counts["mon"]?.first as Any)
print(counts["tue"]?.first as Any)
print(counts["wed"]?.isEmpty as Any)
