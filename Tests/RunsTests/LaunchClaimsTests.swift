import Foundation
import Inputs
import Testing

@testable import Runs

/// The launches of a file split among processes are claimed by whichever
/// process reaches each first (`LaunchClaims`): each launch is claimed
/// once, and two parts sharing claims audit every launch of the app between
/// them, whatever their share, into the audit one process makes.
@MainActor @Suite struct LaunchClaimsTests {
    let pantry = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CLITests/Fixtures/Pantry").path

    @Test func eachLaunchIsClaimedOnceAndAGoneFolderClaimsNothing() throws {
        let claims = try #require(LaunchClaims.make())
        #expect(claims.claim(file: 0, position: 0) == true)
        #expect(claims.claim(file: 0, position: 0) == false)
        #expect(claims.claim(file: 0, position: 1) == true)
        #expect(claims.claim(file: 3, position: 0) == true)
        claims.remove()
        #expect(!FileManager.default.fileExists(atPath: claims.folder))
        #expect(claims.claim(file: 0, position: 2) == nil)
    }

    @Test func twoPartsSharingClaimsAuditEveryLaunchOnceAsOneProcessDoes() async throws {
        let orchestrator = AuditOrchestrator(jobs: 1, options: ImportOptions())
        let whole = await orchestrator.auditHere([(index: 0, path: pantry)])
        let claims = try #require(LaunchClaims.make())
        defer { claims.remove() }
        // The second part runs first and takes every launch; the first finds them all claimed.
        let units = (0..<2).map {
            AuditOrchestrator.Unit(file: 0, path: pantry, part: .init(number: $0, count: 2), cost: 0)
        }
        let second = await orchestrator.auditParts([(index: 1, path: pantry, part: units[1].part)], claims: claims)
        let first = await orchestrator.auditParts([(index: 0, path: pantry, part: units[0].part)], claims: claims)
        #expect(first.first?.entry == nil && first.first?.previews.isEmpty == true)
        #expect(second.first?.entry != nil && second.first?.previews.map(\.position) == [1, 2, 3, 4])
        let merged = AuditOrchestrator.merge(first + second, units: units)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(try encoder.encode(merged.map(\.audit)) == encoder.encode(whole.map(\.audit)))
    }

    @Test func aLaunchTwoPartsBothAuditedIsMergedOnce() async throws {
        let orchestrator = AuditOrchestrator(jobs: 1, options: ImportOptions())
        let whole = await orchestrator.auditHere([(index: 0, path: pantry)])
        let units = (0..<2).map {
            AuditOrchestrator.Unit(file: 0, path: pantry, part: .init(number: $0, count: 2), cost: 0)
        }
        // Claims that failed midway: both parts audited every launch.
        var both = await orchestrator.auditParts([(index: 0, path: pantry, part: .whole)])
        both += await orchestrator.auditParts([(index: 1, path: pantry, part: .whole)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(
            try encoder.encode(AuditOrchestrator.merge(both, units: units).map(\.audit))
                == encoder.encode(whole.map(\.audit)))
    }
}
