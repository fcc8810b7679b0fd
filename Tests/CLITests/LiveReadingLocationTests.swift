import Testing

/// `a11ysim run` on a SwiftUI folder says where each element it reads is
/// declared, views that appear only once the launch's code ran included
/// (rows a `.onAppear` fills in): their own line, not the App's.
@Suite struct LiveReadingLocationTests {
    @Test func rowsTheLaunchCodeAddsAreLocatedAtTheirView() throws {
        let folder = "Tests/SwiftUITests/Fixtures/SeededStore"
        let outcome = try A11ysimProcess.run(["run", folder])
        #expect(outcome.status == 0)
        let rows = outcome.stdoutLines.filter { $0.contains("\"Robin\"") || $0.contains("\"Wren\"") }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.hasSuffix("\(folder)/BirdList.swift:20") })
    }
}
