struct Photo {
    let name: String
    let tags: Set<String>
}

let photos = [
    Photo(name: "beach.jpg", tags: ["summer", "sea", "family"]),
    Photo(name: "ski.jpg", tags: ["winter", "mountain", "sport"]),
    Photo(name: "hike.jpg", tags: ["summer", "mountain", "sport"]),
    Photo(name: "xmas.jpg", tags: ["winter", "family"]),
    Photo(name: "surf.jpg", tags: ["summer", "sea", "sport"]),
]

func sortedList(_ s: Set<String>) -> String {
    s.sorted().joined(separator: ", ")
}

let allTags = photos.reduce(into: Set<String>()) { $0.formUnion($1.tags) }
print("All tags (\(allTags.count)): \(sortedList(allTags))")

let summer = Set(photos.filter { $0.tags.contains("summer") }.map(\.name))
let sport = Set(photos.filter { $0.tags.contains("sport") }.map(\.name))
print("Summer ∩ sport: \(sortedList(summer.intersection(sport)))")
print("Summer ∪ sport: \(sortedList(summer.union(sport)))")
print("Summer − sport: \(sortedList(summer.subtracting(sport)))")
print("Summer △ sport: \(sortedList(summer.symmetricDifference(sport)))")

let required: Set = ["sport", "summer"]
let matches = photos.filter { required.isSubset(of: $0.tags) }.map(\.name)
print("Has all required: \(matches)")
let excluded: Set = ["family"]
print("No family: \(photos.filter { $0.tags.isDisjoint(with: excluded) }.map(\.name))")

var tagCounts: [String: Int] = [:]
for photo in photos {
    for tag in photo.tags { tagCounts[tag, default: 0] += 1 }
}
let ranked = tagCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
for (tag, n) in ranked.prefix(4) {
    print("#\(tag) × \(n)")
}

var selection: Set<String> = []
for name in ["beach.jpg", "ski.jpg", "beach.jpg", "hike.jpg"] {
    let (inserted, _) = selection.insert(name)
    print("select \(name): \(inserted ? "added" : "already selected")")
}
selection.remove("ski.jpg")
print("Selected: \(sortedList(selection)), single: \(Set(["only"]))")
print(required.isSuperset(of: ["sport"]), Set([1, 2]) == Set([2, 1]))
