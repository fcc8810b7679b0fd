// Trailing closures, including multiple trailing closures.
struct Photo {
    let title: String
    let likes: Int
}
let photos = [Photo(title: "Beach", likes: 120), Photo(title: "Snow", likes: 45), Photo(title: "City", likes: 300)]

let titles = photos.map { photo in
    "\(photo.title) (\(photo.likes))"
}
print(titles)

let popular = photos.filter { $0.likes > 100 }.map { $0.title }
print(popular)

func load(_ name: String, completion: (Result<Photo, Error>) -> Void) {
    completion(.success(Photo(title: name, likes: 0)))
}
load("Forest") { result in
    if case .success(let p) = result {
        print("loaded", p.title)
    }
}

func fetch(id: Int, onSuccess: (String) -> Void, onFailure: (Int) -> Void) {
    if id > 0 {
        onSuccess("item \(id)")
    } else {
        onFailure(id)
    }
}
fetch(id: 7) { value in
    print("success:", value)
} onFailure: { code in
    print("failure:", code)
}
fetch(id: -1) { print("success:", $0) } onFailure: { print("failure:", $0) }

func repeatTimes(_ n: Int, action: () -> Void) {
    for _ in 0..<n { action() }
}
var hits = 0
repeatTimes(4) { hits += 1 }
print(hits)

let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510, 0]
let strings = numbers.map { number -> String in
    var number = number
    var output = ""
    repeat {
        output = digitNames[number % 10]! + output
        number /= 10
    } while number > 0
    return output
}
print(strings)
print(photos.contains { $0.title == "Snow" })
print(photos.reduce(0) { $0 + $1.likes })
