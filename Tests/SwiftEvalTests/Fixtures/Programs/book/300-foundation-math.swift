// Foundation's C math functions: trigonometry, logarithms, atan2 and hypot.
import Foundation

let angle = Double.pi / 6
print(sin(angle), cos(angle), tan(angle))
print(atan2(1.0, 1.0), hypot(3.0, 4.0), fmod(10.5, 3))
print(exp(1.0), log(M_E), log10(1000.0), log2(8.0))
print(asin(0.5), acos(0.5), atan(1.0), cbrt(27.0))
let f: Float = 0.5
print(sin(f), atan2(f, 2))
func haversine(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let r = 6_371_000.0
    let dLat = (lat2 - lat1) * .pi / 180, dLon = (lon2 - lon1) * .pi / 180
    let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1 * .pi / 180) * cos(lat2 * .pi / 180) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * r * atan2(sqrt(a), sqrt(1 - a))
}
print(Int(haversine(52.52, 13.405, 48.8566, 2.3522)))
