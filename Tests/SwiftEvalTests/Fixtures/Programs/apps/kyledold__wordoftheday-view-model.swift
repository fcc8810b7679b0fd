// kyledold__WordOfTheDay: Source/ViewModels/{WordOfTheDayViewModel,SettingsViewModel}.swift, Extensions/LocalizedStringKey.swift, Views/{WordOfTheDayView,SettingsView}.swift, Resources/Localizable.strings
import Foundation

// Resources/Localizable.strings, looked up the way NSLocalizedString / LocalizedStringKey interpolation would
let table = [
    "app.title": "Word Of The Day: English", "app.version.%@": "Version %@",
    "settings.title": "Settings", "settings.close": "Close",
    "settings.feedback.title": "Feedback", "settings.feedback.subtitle": "Leave a rating or comment with suggestions",
    "settings.open_source.title": "Source code", "settings.open_source.subtitle": "Feel free to browse or contribute",
    "word_of_the_day.word.%@.accessibility_label": "Word of the day is %@",
    "word_of_the_day.audio.button.accessibility_label": "pronounciation",
    "word_of_the_day.part_of_speech.%@.accessibility_label": "part of speech is, %@",
    "word_of_the_day.definition": "DEFINITION", "word_of_the_day.example": "EXAMPLE", "word_of_the_day.origin": "ORIGIN",
]
struct LocalizedStringKey: CustomStringConvertible {
    var key: String, arguments: [String] = []
    init(_ key: String, _ arguments: String...) { self.key = key; self.arguments = arguments }
    var description: String { "LocalizedStringKey(key: \"\(key)\", hasFormatting: \(!arguments.isEmpty))" }
    var stringKey: String {
        let components = "\(self)".components(separatedBy: "key: \"").map { $0.components(separatedBy: "\",") }
        return components[1][0]
    }
    func stringValue() -> String { String(format: table[stringKey] ?? stringKey, arguments: arguments) }
}

struct WordOfTheDayResponse: Decodable {
    struct Text: Decodable { let text: String; let partOfSpeech: String? }
    let word: String?, note: String?
    let definitions: [Text]?, examples: [Text]?
}

final class WordOfTheDayViewModel {
    var title = table["app.title"]!
    var definitionText = LocalizedStringKey("word_of_the_day.definition")
    var exampleText = LocalizedStringKey("word_of_the_day.example")
    var originText = LocalizedStringKey("word_of_the_day.origin")
    var wordOfTheDayAccessibilityLabel: String?, partOfSpeechAccessibilityLabel: String?
    var definitionAccessibilityLabel: String?, exampleAccessibilityLabel: String?, originAccessibilityLabel: String?
    var word = "", partOfSpeech = "", wordDescription = "", wordExample = "", origin = ""
    var widgetRefreshes = 0

    func fetchData(_ result: Result<WordOfTheDayResponse, Error>) {
        switch result {
        case .success(let response):
            if self.word != response.word { widgetRefreshes += 1 }
            word = response.word ?? ""
            partOfSpeech = response.definitions?.first?.partOfSpeech ?? ""
            wordDescription = response.definitions?.first?.text ?? ""
            wordExample = response.examples?.first?.text ?? ""
            origin = response.note ?? ""
            setupAccessibilityLabels()
        case .failure: break
        }
    }
    private func setupAccessibilityLabels() {
        guard !word.isEmpty else { return }
        wordOfTheDayAccessibilityLabel = LocalizedStringKey("word_of_the_day.word.%@.accessibility_label", word).stringValue()
        partOfSpeechAccessibilityLabel = LocalizedStringKey("word_of_the_day.part_of_speech.%@.accessibility_label", partOfSpeech).stringValue()
        definitionAccessibilityLabel = "\(definitionText.stringValue()), \(wordDescription)"
        exampleAccessibilityLabel = "\(exampleText.stringValue()), \(wordExample)"
        originAccessibilityLabel = "\(originText.stringValue()), \(origin)"
    }
    var screen: [String] {
        if word == "" { return ["ProgressView"] }
        var lines = ["[\(title)] \(word) (\(wordOfTheDayAccessibilityLabel ?? ""))"]
        if !partOfSpeech.isEmpty { lines.append("  \(partOfSpeech) (\(partOfSpeechAccessibilityLabel ?? ""))") }
        lines += [definitionAccessibilityLabel, exampleAccessibilityLabel, originAccessibilityLabel].map { "  " + ($0 ?? "") }
        return lines
    }
}

enum SettingItem: Int {
    case feedback, openSource
    var title: LocalizedStringKey { self == .feedback ? LocalizedStringKey("settings.feedback.title") : LocalizedStringKey("settings.open_source.title") }
    var subtitle: LocalizedStringKey { self == .feedback ? LocalizedStringKey("settings.feedback.subtitle") : LocalizedStringKey("settings.open_source.subtitle") }
    var systemImageName: String { switch self { case .feedback: "at"; case .openSource: "swift" } }
}

let viewModel = WordOfTheDayViewModel()
print(viewModel.screen)
let json = #"{"word":"serendipity","note":"Coined by Horace Walpole in 1754.","definitions":[{"text":"Finding something good without looking for it.","partOfSpeech":"noun"}],"examples":[{"text":"It was pure serendipity that we met."}]}"#
viewModel.fetchData(.success(try! JSONDecoder().decode(WordOfTheDayResponse.self, from: Data(json.utf8))))
viewModel.screen.forEach { print($0) }
viewModel.fetchData(.success(try! JSONDecoder().decode(WordOfTheDayResponse.self, from: Data(json.utf8))))
viewModel.fetchData(.failure(URLError(.notConnectedToInternet)))
viewModel.fetchData(.success(try! JSONDecoder().decode(WordOfTheDayResponse.self, from: Data(#"{"word":"quixotic","definitions":[{"text":"Exceedingly idealistic."}]}"#.utf8))))
viewModel.screen.forEach { print($0) }
print("widget refreshes:", viewModel.widgetRefreshes, "| stringKey:", viewModel.definitionText.stringKey)
print(LocalizedStringKey("settings.title").stringValue(), "/", LocalizedStringKey("settings.close").stringValue(), "/", LocalizedStringKey("app.version.%@", "1.4.2").stringValue())
for item in [SettingItem.feedback, .openSource] { print("[\(item.systemImageName)] \(item.title.stringValue()) — \(item.subtitle.stringValue())") }
