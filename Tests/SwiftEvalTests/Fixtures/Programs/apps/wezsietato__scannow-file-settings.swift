// WezSieTato__ScanNow: App/Sources/ScanNowCore/settings/file/{FileSettings,FileSettingsSectionView}.swift, result/share/{FilenameStrategy,TimeProvider,DocumentShareStrategy}.swift, scanner/ScanCounter.swift, settings/about/{version/Versioning,mail/ComposeMailDataFactory}.swift, localizable/en.lproj/Localizable.strings
import Foundation

enum Strings {
    static let defaultFilename = "Scan"
    static let suffixCases: [FileSufix: String] = [.none: "None", .counter: "Counter", .dateAndTime: "Date and time"]
    static func pageSuffix(_ index: Int) -> String { String(format: "_page_%d", index) }
    enum EmailCompose {
        static let subject = "Feedback for ScanNow", appAndDeviceInfo = "\n\n-------App & Device info--------\n", end = "-------End-------"
        static func system(_ a: String, _ b: String) -> String { String(format: "- system: %@, %@\n", a, b) }
        static func app(_ a: String, _ b: String) -> String { String(format: "- app: %@, %@\n", a, b) }
    }
}
enum ScanFormat: String, CaseIterable, Identifiable { case pdf, jpeg, png; var id: Self { self } }
enum FileSufix: String, CaseIterable, Identifiable { case none, counter, dateAndTime; var id: Self { self }
    var title: String { Strings.suffixCases[self]! }
}
protocol FileSettings: AnyObject { var filename: String { get set }; var format: ScanFormat { get set }; var suffix: FileSufix { get set } }
final class InMemoryFileSettings: FileSettings { var filename = ""; var format = ScanFormat.pdf; var suffix = FileSufix.none }   // @AppStorage in the app

protocol TimeProvider { func now() -> Date }
struct FixedTimeProvider: TimeProvider { let date: Date; func now() -> Date { date } }
protocol ScanCounter { var counter: Int { get }; func increaseCounter() }
final class InMemoryScanCounter: ScanCounter { private(set) var counter = 0; func increaseCounter() { counter += 1 } }

protocol FilenameStrategy { func filename(settings: any FileSettings) -> String }
extension FileSettings { var prefix: String { !filename.isEmpty ? filename : Strings.defaultFilename } }
final class NoneFilenameStrategy: FilenameStrategy { func filename(settings: any FileSettings) -> String { settings.prefix } }
final class CounterFilenameStrategy: FilenameStrategy {
    private let counter: ScanCounter
    init(counter: ScanCounter) { self.counter = counter }
    func filename(settings: any FileSettings) -> String { "\(settings.prefix)_\(counter.counter)" }
}
final class DateAndTimeFilenameStrategy: FilenameStrategy {
    private let timeProvider: TimeProvider
    init(timeProvider: TimeProvider) { self.timeProvider = timeProvider }
    func filename(settings: any FileSettings) -> String {
        let dateFormatter = DateFormatter()
        dateFormatter.locale = Locale(identifier: "en_US_POSIX"); dateFormatter.timeZone = TimeZone(identifier: "Europe/Warsaw")
        dateFormatter.dateFormat = "dd-MM-yyyy-HH:mm"
        return "\(settings.prefix)_\(dateFormatter.string(from: timeProvider.now()))"
    }
}
let counter = InMemoryScanCounter()
enum FilenameStrategyFactory {
    static func create(fileSuffix: FileSufix, timeProvider: TimeProvider) -> FilenameStrategy {
        switch fileSuffix {
        case .none: return NoneFilenameStrategy()
        case .counter: return CounterFilenameStrategy(counter: counter)
        case .dateAndTime: return DateAndTimeFilenameStrategy(timeProvider: timeProvider)
        }
    }
}
extension FileSettings {
    func exampleFileName(timeProvider: TimeProvider) -> String {
        FilenameStrategyFactory.create(fileSuffix: suffix, timeProvider: timeProvider).filename(settings: self) + "." + format.rawValue.lowercased()
    }
}
func sharedFilenames(pageCount: Int, settings: any FileSettings, timeProvider: TimeProvider) -> [String] {
    let basename = FilenameStrategyFactory.create(fileSuffix: settings.suffix, timeProvider: timeProvider).filename(settings: settings)
    let pages = settings.format == .pdf ? 1 : pageCount   // PDF exports one document, images one file per page
    return (0..<pages).map { basename + (pages > 1 ? Strings.pageSuffix($0) : "") + "." + settings.format.rawValue }
}

let settings = InMemoryFileSettings()
let clock = FixedTimeProvider(date: Date(timeIntervalSince1970: 1_717_243_200))
print("Picker File suffix:", FileSufix.allCases.map(\.title), "| Format:", ScanFormat.allCases.map { $0.rawValue.uppercased() })
for (name, suffix, format) in [("", FileSufix.none, ScanFormat.pdf), ("Invoice", .counter, .jpeg), ("Receipt", .dateAndTime, .png), ("", .dateAndTime, .pdf)] {
    settings.filename = name; settings.suffix = suffix; settings.format = format
    print("Example: \(settings.exampleFileName(timeProvider: clock))")
}
counter.increaseCounter(); counter.increaseCounter()
settings.filename = "Contract"; settings.suffix = .counter; settings.format = .png
print(sharedFilenames(pageCount: 3, settings: settings, timeProvider: clock))
settings.format = .pdf
print(sharedFilenames(pageCount: 3, settings: settings, timeProvider: clock))

struct PreviewVersion { var versionNumber = "2.1.3", buildNumber = "7" }
let version = PreviewVersion()
let message = [Strings.EmailCompose.appAndDeviceInfo, Strings.EmailCompose.system("iOS", "17.5"), Strings.EmailCompose.app(version.versionNumber, version.buildNumber), Strings.EmailCompose.end].joined()
print("Subject: \(Strings.EmailCompose.subject) to marcin.stepnowski@gmail.com")
print(message.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)" }.joined(separator: "\n"))
