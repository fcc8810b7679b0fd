// A generic function's result type taken from the context it is called in (T from the
// annotated variable or property), as a mock loader decodes its JSON.
import Foundation
struct Weather: Decodable { var city: String; var degrees: Int }
func load<T: Decodable>(_ json: String) -> T {
    do {
        return try JSONDecoder().decode(T.self, from: Data(json.utf8))
    } catch {
        fatalError("Couldn't parse \(json) as \(T.self):\n\(error)")
    }
}
func make<T>(_ make: () -> T) -> T { make() }
struct Mock {
    var weather: Weather = load(#"{"city": "Kyoto", "degrees": 21}"#)
}
let w: Weather = load(#"{"city": "Oslo", "degrees": 4}"#)
print(w.city, w.degrees)
print(Mock().weather.city)
let n: Int = make { 3 }
print(n)
