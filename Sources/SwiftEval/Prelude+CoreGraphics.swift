/// Core Graphics' geometry values (`CGSize`, `CGPoint`, `CGRect`,
/// `CGVector`) as app code makes them, for a program that imports an
/// Apple UI framework (on Linux, Foundation has its own, which `eval`
/// uses as the compiler does). Run as Swift source with the program's
/// rules; `CGFloat` is `Double` here.
enum CoreGraphicsPrelude {
    /// The modules whose import brings these types in.
    static let modules: Set<String> = ["SwiftUI", "UIKit", "CoreGraphics", "AppKit"]

    static let source = """
        struct CGSize: Equatable, Hashable {
            var width: Double
            var height: Double
            init(width: Double, height: Double) {
                self.width = width
                self.height = height
            }
            static let zero = CGSize(width: 0, height: 0)
        }

        struct CGPoint: Equatable, Hashable {
            var x: Double
            var y: Double
            init(x: Double, y: Double) {
                self.x = x
                self.y = y
            }
            static let zero = CGPoint(x: 0, y: 0)
        }

        struct CGVector: Equatable, Hashable {
            var dx: Double
            var dy: Double
            init(dx: Double, dy: Double) {
                self.dx = dx
                self.dy = dy
            }
            static let zero = CGVector(dx: 0, dy: 0)
        }

        struct CGRect: Equatable, Hashable {
            var origin: CGPoint
            var size: CGSize
            init(origin: CGPoint, size: CGSize) {
                self.origin = origin
                self.size = size
            }
            init(x: Double, y: Double, width: Double, height: Double) {
                self.origin = CGPoint(x: x, y: y)
                self.size = CGSize(width: width, height: height)
            }
            static let zero = CGRect(x: 0, y: 0, width: 0, height: 0)
            var width: Double { size.width }
            var height: Double { size.height }
            var minX: Double { origin.x }
            var minY: Double { origin.y }
            var midX: Double { origin.x + size.width / 2 }
            var midY: Double { origin.y + size.height / 2 }
            var maxX: Double { origin.x + size.width }
            var maxY: Double { origin.y + size.height }
        }
        """
}
