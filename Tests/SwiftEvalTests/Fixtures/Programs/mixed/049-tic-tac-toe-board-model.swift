// Tic-tac-toe game model: 2D board, win detection via line tuples, move validation, status text.
import Foundation

enum Player: Character {
    case x = "X", o = "O"
    var other: Player { self == .x ? .o : .x }
}

enum GameState: Equatable {
    case playing(next: Player)
    case won(Player, line: [Int])
    case draw
}

enum MoveError: Error, Equatable {
    case outOfBounds(Int)
    case occupied(Int)
    case gameOver
}

struct Game {
    private(set) var cells: [Player?] = Array(repeating: nil, count: 9)
    private(set) var state: GameState = .playing(next: .x)
    private(set) var moves = 0

    static let lines: [(Int, Int, Int)] = [
        (0, 1, 2), (3, 4, 5), (6, 7, 8),
        (0, 3, 6), (1, 4, 7), (2, 5, 8),
        (0, 4, 8), (2, 4, 6),
    ]

    mutating func play(_ index: Int) throws {
        guard case .playing(let player) = state else { throw MoveError.gameOver }
        guard (0..<9).contains(index) else { throw MoveError.outOfBounds(index) }
        guard cells[index] == nil else { throw MoveError.occupied(index) }
        cells[index] = player
        moves += 1
        for (a, b, c) in Game.lines {
            if let p = cells[a], p == cells[b], p == cells[c] {
                state = .won(p, line: [a, b, c])
                return
            }
        }
        state = cells.allSatisfy { $0 != nil } ? .draw : .playing(next: player.other)
    }

    var status: String {
        switch state {
        case .playing(let p): return "\(p.rawValue) to move"
        case .won(let p, let line): return "\(p.rawValue) wins on \(line.map { String($0) }.joined(separator: "-")) in \(moves) moves"
        case .draw: return "Draw"
        }
    }
    var rows: [String] {
        stride(from: 0, to: 9, by: 3).map { r in
            (r..<r + 3).map { cells[$0].map { String($0.rawValue) } ?? "·" }.joined(separator: " ")
        }
    }
}

func run(_ name: String, _ moves: [Int]) {
    var game = Game()
    var errors: [String] = []
    for m in moves {
        do { try game.play(m) } catch let e as MoveError {
            switch e {
            case .outOfBounds(let i): errors.append("\(i) out of bounds")
            case .occupied(let i): errors.append("\(i) taken")
            case .gameOver: errors.append("move \(m) after game over")
            }
        } catch { errors.append("?") }
    }
    print("\(name): \(game.status)")
    game.rows.forEach { print("  \($0)") }
    if !errors.isEmpty { print("  rejected: \(errors.joined(separator: "; "))") }
}

run("Diagonal", [4, 1, 0, 2, 8, 5])
run("Row", [0, 3, 1, 4, 2, 5])
run("Draw", [0, 1, 2, 4, 3, 5, 7, 6, 8])
run("Errors", [4, 4, 9, -1, 0])
run("Empty", [])
