import Foundation

struct Student {
    let name: String
    let grade: Int
    let score: Double
    let absences: Int
}

let students = [
    Student(name: "Mia", grade: 10, score: 91.5, absences: 2),
    Student(name: "Leo", grade: 11, score: 88.0, absences: 0),
    Student(name: "Ava", grade: 10, score: 91.5, absences: 1),
    Student(name: "Eli", grade: 12, score: 76.25, absences: 5),
    Student(name: "Zoe", grade: 11, score: 95.0, absences: 3),
    Student(name: "Ian", grade: 10, score: 68.0, absences: 7),
    Student(name: "Amy", grade: 12, score: 88.0, absences: 0),
]

func letter(for score: Double) -> Character {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    default: return "F"
    }
}

let ranked = students.sorted {
    if $0.score != $1.score { return $0.score > $1.score }
    if $0.absences != $1.absences { return $0.absences < $1.absences }
    return $0.name < $1.name
}
for (rank, s) in ranked.enumerated() {
    print("\(rank + 1). \(s.name) \(s.score) \(letter(for: s.score))")
}

let byGradeThenName = students.sorted { ($0.grade, $0.name) < ($1.grade, $1.name) }
print(byGradeThenName.map { "\($0.grade):\($0.name)" })

let tuples = students.map { ($0.name, $0.absences) }
let (mostAbsentName, mostAbsences) = tuples.max { $0.1 < $1.1 }!
print("Most absences: \(mostAbsentName) with \(mostAbsences)")

let letters = Dictionary(grouping: students) { letter(for: $0.score) }
print(letters.keys.sorted().map { "\($0)=\(letters[$0]!.count)" }.joined(separator: " "))

let honorRoll = students.filter { $0.score >= 88 && $0.absences <= 2 }
    .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
print("Honor roll: \(honorRoll.map(\.name))")

let perGrade = Dictionary(grouping: students, by: \.grade).mapValues { group -> (Double, String) in
    let avg = group.map(\.score).reduce(0, +) / Double(group.count)
    let top = group.max { $0.score < $1.score }!.name
    return (avg, top)
}
for grade in perGrade.keys.sorted() {
    let (avg, top) = perGrade[grade]!
    print("Grade \(grade): avg \(avg), top \(top)")
}
print(students.map(\.score).sorted(by: >).prefix(3), [3, 1, 2].sorted().reversed().map { $0 })
print((1, "b") < (1, "c"), (2, "a") > (1, "z"), ("x", 1) == ("x", 1))
