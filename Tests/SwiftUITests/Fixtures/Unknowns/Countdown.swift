import SwiftUI

struct Countdown: View {
    let total = 90

    func split(_ seconds: Int) -> (minutes: Int, seconds: Int) {
        (seconds / 60, seconds % 60)
    }

    var body: some View {
        VStack {
            let (minutes, seconds) = split(total)
            Text("\(minutes) min \(seconds) s")
            TimelineView(.periodic(from: .now, by: 1.0)) { context in
                let (progress, left) = remaining(at: context.date)
                Text(verbatim: "\(left)")
                ProgressView(value: progress)
            }
        }
    }

    func remaining(at date: Date) -> (Double, Int) {
        let left = max(0, 60 - Int(date.timeIntervalSince1970) % 60)
        return (Double(left) / 60, left)
    }
}

