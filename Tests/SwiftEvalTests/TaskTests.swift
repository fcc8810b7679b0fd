import SwiftEval
import Testing

/// What the task programs of the book (362–366, checked against swiftc)
/// cannot show: a program that would wait forever, tasks left waiting when
/// the run ends, and the limits that bound tasks.
@Suite struct TaskTests {
    private func run(_ source: String, limits: EvalLimits = .standard) -> EvalResult {
        SwiftProgram.run(source: source, fileName: "main.swift", limits: limits)
    }

    @Test func aWaitNoTaskWillEndStopsTheRunAtTheWait() {
        let result = run(
            """
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            continuation.yield(1)
            for await n in stream { print(n) }
            print("never")
            """)
        // A compiled program prints 1 and hangs; what it would print after is not known.
        #expect(result.output == "1\n«…»\n")
        #expect(result.stop?.kind == .limit)
        #expect(result.stop?.line == 3)
        #expect(result.stop?.message.contains("wait forever") == true)
    }

    @Test func tasksStillWaitingWhenTheProgramEndsRunNoMoreOfTheirCode() {
        let result = run(
            """
            let (stream, _) = AsyncStream.makeStream(of: Int.self)
            let waiting = Task {
                defer { print("deferred") }
                for await n in stream { print(n) }
            }
            let sleeping = Task {
                try? await Task.sleep(for: .seconds(60))
                print("woke")
            }
            await Task.yield()
            print("end")
            """)
        #expect(result.output == "end\n")
        #expect(result.stop == nil)
    }

    @Test func aTaskThatLoopsForeverIsStoppedByTheStepLimit() {
        var limits = EvalLimits.standard
        limits.steps = 5_000
        let result = run(
            """
            let spinner = Task {
                var n = 0
                while true {
                    n += 1
                    await Task.yield()
                }
            }
            await spinner.value
            """, limits: limits)
        #expect(result.stop?.kind == .limit)
        #expect(result.stop?.message.contains("steps") == true)
    }

    @Test func aStopInsideATaskEndsTheRunWithThatStop() {
        let result = run(
            """
            let task = Task { () -> Int in
                let items: [Int] = []
                return items[2]
            }
            print(await task.value)
            """)
        #expect(result.output == "")
        #expect(result.stop?.kind == .trap)
        #expect(result.stop?.line == 3)
    }

    @Test func moreTasksAtOnceThanTheLimitStop() {
        let result = run(
            """
            let (stream, _) = AsyncStream.makeStream(of: Int.self)
            for _ in 0..<200 {
                Task { for await _ in stream {} }
            }
            await Task.yield()
            """)
        #expect(result.stop?.kind == .limit)
        #expect(result.stop?.message.contains("tasks at once") == true)
    }
}
