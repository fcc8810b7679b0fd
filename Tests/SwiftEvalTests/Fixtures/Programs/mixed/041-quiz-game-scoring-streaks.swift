// Quiz game: questions with options, answers zipped with questions, streak bonuses, results screen.
import Foundation

struct Question {
    let prompt: String
    let options: [String]
    let correctIndex: Int
    let points: Int
}

enum Answer {
    case chosen(Int)
    case skipped
    case timedOut(after: Double)
}

struct QuizResult {
    var score = 0
    var correct = 0
    var streak = 0
    var bestStreak = 0
    var lines: [String] = []
}

let questions = [
    Question(prompt: "Capital of Australia?", options: ["Sydney", "Canberra", "Melbourne"], correctIndex: 1, points: 10),
    Question(prompt: "2 + 2 × 2?", options: ["8", "6"], correctIndex: 1, points: 5),
    Question(prompt: "Largest planet?", options: ["Jupiter", "Saturn", "Neptune", "Earth"], correctIndex: 0, points: 10),
    Question(prompt: "H2O is?", options: ["Salt", "Water"], correctIndex: 1, points: 5),
    Question(prompt: "Swift was released in?", options: ["2012", "2014", "2016"], correctIndex: 1, points: 20),
    Question(prompt: "Fastest land animal?", options: ["Cheetah", "Horse"], correctIndex: 0, points: 10),
]
let answers: [Answer] = [.chosen(1), .chosen(1), .chosen(0), .timedOut(after: 30), .chosen(1), .chosen(7)]

var result = QuizResult()
for (n, (q, a)) in zip(questions, answers).enumerated() {
    let number = "Q\(n + 1)"
    switch a {
    case .chosen(let i) where !q.options.indices.contains(i):
        result.streak = 0
        result.lines.append("\(number) invalid choice")
    case .chosen(let i) where i == q.correctIndex:
        result.streak += 1
        result.bestStreak = max(result.bestStreak, result.streak)
        let bonus = result.streak >= 3 ? q.points / 2 : 0
        result.score += q.points + bonus
        result.correct += 1
        result.lines.append("\(number) ✓ \(q.options[i]) +\(q.points)\(bonus > 0 ? " (+\(bonus) streak)" : "")")
    case .chosen(let i):
        result.streak = 0
        result.lines.append("\(number) ✗ \(q.options[i]) — answer: \(q.options[q.correctIndex])")
    case .skipped:
        result.streak = 0
        result.lines.append("\(number) skipped")
    case .timedOut(let secs):
        result.streak = 0
        result.lines.append("\(number) ⏱ timed out after \(Int(secs))s")
    }
}
result.lines.forEach { print($0) }

let maxScore = questions.map(\.points).reduce(0, +)
let ratio = Double(result.correct) / Double(questions.count)
let verdict: String
switch ratio {
case 1: verdict = "Perfect!"
case 0.75..<1: verdict = "Great job"
case 0.5..<0.75: verdict = "Not bad"
default: verdict = "Keep practicing"
}
print("Score: \(result.score)/\(maxScore) (+bonuses), correct \(result.correct)/\(questions.count) — \(verdict)")
print("Best streak: \(result.bestStreak)")
let hardest = questions.max { $0.options.count < $1.options.count }!
print("Most options: \(hardest.prompt) (\(hardest.options.count))")
let unanswered = questions.count - answers.count
print("Unanswered: \(unanswered), options total: \(questions.reduce(0) { $0 + $1.options.count })")
print(String(format: "Accuracy: %.1f%%", ratio * 100))
