import Foundation

enum Block: Codable, Equatable {
    case text(String)
    case image(url: String, caption: String?)
    case divider

    private enum CodingKeys: String, CodingKey { case type, value, url, caption }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "text": self = .text(try c.decode(String.self, forKey: .value))
        case "image": self = .image(url: try c.decode(String.self, forKey: .url), caption: try c.decodeIfPresent(String.self, forKey: .caption))
        case "divider": self = .divider
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "unknown type \(other)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let v):
            try c.encode("text", forKey: .type); try c.encode(v, forKey: .value)
        case let .image(url, caption):
            try c.encode("image", forKey: .type); try c.encode(url, forKey: .url)
            try c.encodeIfPresent(caption, forKey: .caption)
        case .divider:
            try c.encode("divider", forKey: .type)
        }
    }
}

struct Post: Codable, Equatable {
    let title: String
    let blocks: [Block]
    let likes: Int

    enum CodingKeys: String, CodingKey { case title, blocks, likes = "like_count" }

    init(title: String, blocks: [Block], likes: Int) { self.title = title; self.blocks = blocks; self.likes = likes }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decode(String.self, forKey: .title)
        blocks = try c.decodeIfPresent([Block].self, forKey: .blocks) ?? []
        likes = (try? c.decode(Int.self, forKey: .likes)) ?? 0
    }
}

let json = """
{"title":"Trip","like_count":"many","blocks":[
 {"type":"text","value":"We went hiking."},
 {"type":"image","url":"https://x/1.jpg","caption":"Summit"},
 {"type":"divider"},
 {"type":"image","url":"https://x/2.jpg"}]}
"""
let dec = JSONDecoder()
let post = try dec.decode(Post.self, from: Data(json.utf8))
print(post.title, post.likes, post.blocks.count)
for b in post.blocks {
    switch b {
    case .text(let t): print("T:", t)
    case .image(let u, let c?): print("I:", u, "caption:", c)
    case .image(let u, nil): print("I:", u, "(no caption)")
    case .divider: print("---")
    }
}
let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
let out = try enc.encode(Post(title: "Copy", blocks: post.blocks, likes: 3))
print(String(decoding: out, as: UTF8.self))
print(try dec.decode(Post.self, from: out).blocks == post.blocks)
do {
    _ = try dec.decode(Block.self, from: Data(#"{"type":"video"}"#.utf8))
} catch let DecodingError.dataCorrupted(ctx) {
    print("error:", ctx.debugDescription)
}
print(try dec.decode(Post.self, from: Data(#"{"title":"Empty"}"#.utf8)))
