// if / else if / else chains and if expressions.
struct Weather {
    let city: String
    let celsius: Double
    let raining: Bool
}

let reports = [
    Weather(city: "Oslo", celsius: -4, raining: false),
    Weather(city: "Lima", celsius: 19, raining: true),
    Weather(city: "Cairo", celsius: 35.5, raining: false),
    Weather(city: "Leeds", celsius: 12, raining: true),
]

for r in reports {
    if r.celsius < 0 {
        print("\(r.city): freezing")
    } else if r.celsius < 15 {
        print("\(r.city): chilly\(r.raining ? ", take umbrella" : "")")
    } else if r.celsius > 30 {
        print("\(r.city): hot")
    } else {
        print("\(r.city): mild")
    }
}

for r in reports {
    let advice = if r.raining { "umbrella" } else if r.celsius > 30 { "hat" } else { "nothing" }
    print(r.city, advice)
}

let fahrenheit = reports.map { r -> Double in
    if r.celsius == 0 { return 32 }
    return r.celsius * 9 / 5 + 32
}
print(fahrenheit)

let warmest = reports.max { $0.celsius < $1.celsius }
if let w = warmest, w.celsius > 30 {
    print("warmest is", w.city)
}
let label: String
if reports.count > 3 {
    label = "many"
} else {
    label = "few"
}
print(label)
