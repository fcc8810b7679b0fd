import Foundation
import Testing

/// The shell completions complete file paths where a command takes a file
/// and the values of every option that takes one of a closed set.
@Suite struct CompletionTests {
    static func script(_ shell: String) throws -> String {
        let outcome = try A11ysimProcess.run(["--generate-completion-script", shell])
        #expect(outcome.status == 0)
        return outcome.stdout
    }

    /// The bash function of `command`, up to the next one.
    static func function(_ command: String, in script: String) -> String {
        guard let start = script.range(of: "_a11ysim_\(command)() {") else { return "" }
        let rest = script[start.upperBound...]
        let end = rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func bashCompletesPathsAndEveryClosedSetOfValues() throws {
        let bash = try Self.script("bash")
        let audit = Self.function("audit", in: bash)
        #expect(
            audit.contains(
                "'--format')\n        __a11ysim_add_completions -W 'text'$'\\n''json'$'\\n''junit'$'\\n''sarif'$'\\n''markdown'$'\\n''html'"
            ))
        #expect(
            audit.contains(
                "'--fail-on')\n        __a11ysim_add_completions -W 'minor'$'\\n''moderate'$'\\n''serious'$'\\n''critical'"
            ))
        #expect(audit.contains("'--output-dir')\n        __a11ysim_add_completions -d"))
        #expect(audit.contains("'--config')\n        __a11ysim_add_completions -o plusdirs -fX '!*.@(yml|yaml)'"))
        for command in ["audit", "run", "snapshot"] {
            #expect(
                Self.function(command, in: bash).contains(
                    "case \"${positional_number}\" in\n    *)\n        __a11ysim_add_completions -f"),
                "\(command) completes file paths")
        }
        for command in ["import", "repl", "diff"] {
            #expect(
                Self.function(command, in: bash).contains(
                    "case \"${positional_number}\" in\n    1)\n        __a11ysim_add_completions -f"),
                "\(command) completes a file path")
        }
        #expect(Self.function("snapshot", in: bash).contains("'--out')\n        __a11ysim_add_completions -d"))
        #expect(Self.function("run", in: bash).contains("'--format')\n        __a11ysim_add_completions -W"))
    }

    @Test func zshAndFishOfferTheImpacts() throws {
        #expect(try Self.script("zsh").contains("___fail_on=('minor' 'moderate' 'serious' 'critical')"))
        #expect(try Self.script("fish").contains("-rfka 'minor moderate serious critical'"))
    }
}
