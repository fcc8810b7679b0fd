struct Question {
    let prompt: String
    let choices: [String]
    let answer: Int
    let points: Int
}

enum Answer { case choice(Int), skipped, timedOut(afterSeconds: Int) }

struct QuizResult {
    var correct = 0, wrong = 0, skipped = 0
    var score = 0
    var streak = 0, bestStreak = 0
    var feedback: [String] = []

    var grade: String {
        let total = correct + wrong + skipped
        guard total > 0 else { return "N/A" }
        switch Double(correct) / Double(total) {
        case 0.9...: return "A"
        case 0.75..<0.9: return "B"
        case 0.5..<0.75: return "C"
        default: return "F"
        }
    }
}

func grade(_ questions: [Question], _ answers: [Answer]) -> QuizResult {
    var r = QuizResult()
    for (q, a) in zip(questions, answers) {
        switch a {
        case .choice(let i) where i == q.answer:
            r.correct += 1
            r.streak += 1
            r.bestStreak = max(r.bestStreak, r.streak)
            let bonus = r.streak >= 3 ? q.points / 2 : 0
            r.score += q.points + bonus
            r.feedback.append("✓ \(q.prompt) +\(q.points + bonus)")
        case .choice(let i):
            r.wrong += 1
            r.streak = 0
            r.score -= 1
            let picked = q.choices.indices.contains(i) ? q.choices[i] : "?"
            r.feedback.append("✗ \(q.prompt): '\(picked)' (was '\(q.choices[q.answer])')")
        case .skipped:
            r.skipped += 1
            r.streak = 0
            r.feedback.append("– \(q.prompt) skipped")
        case .timedOut(let s):
            r.skipped += 1
            r.streak = 0
            r.feedback.append("⏱ \(q.prompt) after \(s)s")
        }
    }
    return r
}

let qs = [
    Question(prompt: "2+2", choices: ["3", "4", "5"], answer: 1, points: 2),
    Question(prompt: "Capital of France", choices: ["Paris", "Rome"], answer: 0, points: 3),
    Question(prompt: "Largest planet", choices: ["Mars", "Jupiter", "Venus"], answer: 1, points: 4),
    Question(prompt: "H2O is", choices: ["Water", "Salt"], answer: 0, points: 2),
    Question(prompt: "Sqrt of 81", choices: ["8", "9"], answer: 1, points: 3),
]
let players: [(String, [Answer])] = [
    ("Ava", [.choice(1), .choice(0), .choice(1), .choice(0), .choice(1)]),
    ("Ben", [.choice(0), .skipped, .choice(1), .timedOut(afterSeconds: 30), .choice(7)]),
    ("Cal", [.choice(1), .choice(0), .choice(0), .choice(0), .choice(1)]),
    ("Dot", []),
]
var board: [(name: String, score: Int, grade: String)] = []
for (name, answers) in players {
    let r = grade(qs, answers)
    print("\(name): score=\(r.score) grade=\(r.grade) best streak=\(r.bestStreak)")
    r.feedback.forEach { print("   " + $0) }
    board.append((name, r.score, r.grade))
}
board.sort { $0.score != $1.score ? $0.score > $1.score : $0.name < $1.name }
for (i, e) in board.enumerated() { print("\(i + 1). \(e.name) \(e.score) \(e.grade)") }
