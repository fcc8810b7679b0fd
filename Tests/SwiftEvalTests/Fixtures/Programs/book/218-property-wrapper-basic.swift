// Properties: a property wrapper that clamps values, with initial values and parameters.
import Foundation

@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) {
        self.wrappedValue = wrappedValue
    }
}

struct Review {
    @Clamped(1...5) var stars: Int = 3
    @Trimmed var title: String = ""
}

var review = Review()
print(review.stars, "[\(review.title)]")
review.stars = 9
review.title = "   Great coffee  "
print(review.stars, "[\(review.title)]")
review.stars = -2
print(review.stars)
review.stars += 2
print(review.stars)

var other = Review(stars: 7, title: "  ok ")
print(other.stars, "[\(other.title)]")
other.stars = 4
print(other.stars)
