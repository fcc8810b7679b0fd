protocol DownloadDelegate: AnyObject {
    func download(_ task: DownloadTask, didProgress percent: Int)
    func downloadDidFinish(_ task: DownloadTask)
}

final class DownloadTask {
    let url: String
    let totalBytes: Int
    private(set) var received = 0
    weak var delegate: DownloadDelegate?

    init(url: String, totalBytes: Int) {
        self.url = url
        self.totalBytes = totalBytes
    }

    deinit { print("task \(url) released") }

    func receive(_ bytes: Int) {
        let before = received * 100 / totalBytes
        received = min(totalBytes, received + bytes)
        let after = received * 100 / totalBytes
        if after / 25 > before / 25 { delegate?.download(self, didProgress: after) }
        if received == totalBytes { delegate?.downloadDidFinish(self) }
    }
}

final class GalleryViewController: DownloadDelegate {
    let title: String
    var finished: [String] = []
    init(title: String) { self.title = title }
    deinit { print("\(title) screen closed") }

    func download(_ task: DownloadTask, didProgress percent: Int) {
        print("[\(title)] \(task.url): \(percent)%")
    }
    func downloadDidFinish(_ task: DownloadTask) {
        finished.append(task.url)
        print("[\(title)] finished \(task.url)")
    }
}

var tasks = [DownloadTask(url: "a.jpg", totalBytes: 1000), DownloadTask(url: "b.png", totalBytes: 400)]
var gallery: GalleryViewController? = GalleryViewController(title: "Gallery")
tasks.forEach { $0.delegate = gallery }

for chunk in [300, 300, 300] { tasks[0].receive(chunk) }
tasks[1].receive(400)
print("finished so far: \(gallery?.finished ?? [])")
tasks.removeLast()
gallery = nil
print("delegate is nil: \(tasks[0].delegate == nil)")
tasks[0].receive(500)
print("received \(tasks[0].received) of \(tasks[0].totalBytes)")
tasks.removeAll()
print("end")
