// Deinitialization: subclass deinit runs before superclass deinit; owned objects go after.
class Resource {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("Resource deinit \(name)") }
}

class Download: Resource {
    let buffer: Buffer
    init(name: String, size: Int) {
        buffer = Buffer(size: size)
        super.init(name: name)
    }
    deinit { print("Download deinit \(name)") }
}

final class Buffer {
    let size: Int
    init(size: Int) { self.size = size }
    deinit { print("Buffer deinit \(size)") }
}

final class Queue {
    var items: [Download] = []
    deinit { print("Queue deinit with \(items.count) items") }
}

var d: Download? = Download(name: "video.mp4", size: 512)
print("size \(d!.buffer.size)")
d = nil
print("---")
var q: Queue? = Queue()
q!.items.append(Download(name: "a", size: 1))
q!.items.append(Download(name: "b", size: 2))
q = nil
print("end")
