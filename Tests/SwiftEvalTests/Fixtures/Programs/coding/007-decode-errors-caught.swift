// Decoding failures are Swift errors: try? gives nil, do/catch matches DecodingError's cases.
import Foundation

struct Item: Decodable {
    let id: Int
    let name: String
    let price: Double?
}

func attempt(_ json: String) {
    do {
        let item = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
        print("ok", item.id, item.name, item.price ?? 0)
    } catch DecodingError.keyNotFound(let key, let context) {
        print("missing", key.stringValue, "at", context.codingPath.map(\.stringValue))
    } catch DecodingError.typeMismatch(_, let context) {
        print("mismatch at", context.codingPath.map(\.stringValue), context.debugDescription)
    } catch DecodingError.valueNotFound(_, let context) {
        print("null at", context.codingPath.map(\.stringValue))
    } catch DecodingError.dataCorrupted(let context) {
        print("corrupted:", context.debugDescription)
    } catch {
        print("other")
    }
}

attempt(#"{"id": 1, "name": "Pen", "price": 2.5}"#)
attempt(#"{"id": 2, "name": "Cap"}"#)
attempt(#"{"id": 3}"#)
attempt(#"{"id": "four", "name": "x"}"#)
attempt(#"{"id": 5, "name": null}"#)
attempt(#"{"id": 6, "name": "x""#)
attempt("[]")
print((try? JSONDecoder().decode([Item].self, from: Data(#"[{"id": 1, "name": "a"}, {"id": 2}]"#.utf8))) == nil)
let some = try? JSONDecoder().decode([Item].self, from: Data(#"[{"id": 1, "name": "a"}]"#.utf8))
print(some?.count ?? -1)
