import ArgumentParser
import Foundation
import Speech

/// `a11ysim voices`: the espeak-ng voices a scenario's `voiceover.voice`
/// or `--voice` can name.
struct VoicesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voices",
        abstract: "List the espeak-ng voices.",
        discussion: """
            Examples:
              a11ysim voices
              a11ysim voices --language en

            Each line: the language codes to use as a voice, the identifier and the name.
            Add a variant with +, e.g. en-us+f3.
            """
    )

    @Option(help: "Only voices whose language starts with this code, e.g. en or pt-br.")
    var language: String?

    func run() async throws {
        var voices: [VoiceInfo]
        do {
            voices = try await EspeakEngine.shared.voices()
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        if let language {
            let prefix = language.lowercased()
            voices = voices.filter { $0.languages.contains { $0.lowercased().hasPrefix(prefix) } }
        }
        for voice in voices {
            let codes = voice.languages.joined(separator: ", ")
            print(
                codes.padding(toLength: max(16, codes.count + 2), withPad: " ", startingAt: 0)
                    + voice.identifier.padding(toLength: 20, withPad: " ", startingAt: 0) + voice.name)
        }
    }
}
