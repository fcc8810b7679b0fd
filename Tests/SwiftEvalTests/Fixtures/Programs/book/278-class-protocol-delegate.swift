// Protocols: class-only protocols (AnyObject) used for weak delegates.
protocol DownloadDelegate: AnyObject {
    func didProgress(_ percent: Int)
    func didFinish(file: String)
}

final class Downloader {
    weak var delegate: DownloadDelegate?
    let file: String
    init(file: String) { self.file = file }

    func run(steps: Int) {
        for i in 1...steps {
            delegate?.didProgress(i * 100 / steps)
        }
        delegate?.didFinish(file: file)
    }
}

final class ProgressScreen: DownloadDelegate {
    var lines: [String] = []
    func didProgress(_ percent: Int) { lines.append("\(percent)%") }
    func didFinish(file: String) { lines.append("finished \(file)") }
    deinit { print("screen closed") }
}

let downloader = Downloader(file: "map.zip")
var screen: ProgressScreen? = ProgressScreen()
downloader.delegate = screen
downloader.run(steps: 4)
print(screen!.lines.joined(separator: " "))
print(downloader.delegate != nil)
screen = nil
print(downloader.delegate == nil)
downloader.run(steps: 2)
print("no crash without delegate")
