// Type Casting: is checks, as? conditional downcasts and as! forced downcasts in a class hierarchy.
class MediaItem {
    let title: String
    init(title: String) { self.title = title }
}

final class Movie: MediaItem {
    let minutes: Int
    init(title: String, minutes: Int) {
        self.minutes = minutes
        super.init(title: title)
    }
}

final class Episode: MediaItem {
    let season: Int
    init(title: String, season: Int) {
        self.season = season
        super.init(title: title)
    }
}

let library: [MediaItem] = [
    Movie(title: "Long Road", minutes: 128),
    Episode(title: "Pilot", season: 1),
    Movie(title: "Short Film", minutes: 14),
    Episode(title: "Finale", season: 3),
    MediaItem(title: "Trailer"),
]

var movies = 0, episodes = 0
for item in library {
    if item is Movie { movies += 1 } else if item is Episode { episodes += 1 }
}
print(movies, episodes)

for item in library {
    if let movie = item as? Movie {
        print("Movie \(movie.title), \(movie.minutes) min")
    } else if let ep = item as? Episode {
        print("Episode \(ep.title), season \(ep.season)")
    } else {
        print("Other \(item.title)")
    }
}
let first = library[0] as! Movie
print(first.minutes)
let runtime = library.compactMap { $0 as? Movie }.map { $0.minutes }.reduce(0, +)
print(runtime)
print(library[4] is Movie, library[4] is MediaItem)
let up: MediaItem = first
print(up.title, (up as? Episode)?.season as Any)
