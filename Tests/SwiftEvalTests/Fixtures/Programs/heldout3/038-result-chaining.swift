enum ParseError: Error, CustomStringConvertible {
    case missingField(String)
    case badNumber(String)
    case outOfRange(Int)
    var description: String {
        switch self {
        case .missingField(let f): return "missing field '\(f)'"
        case .badNumber(let s): return "'\(s)' is not a number"
        case .outOfRange(let n): return "\(n) out of range"
        }
    }
}

struct DisplayError: Error {
    let message: String
}

struct Reading {
    let sensor: String
    let value: Int
}

func fields(_ line: String) -> Result<[String: String], ParseError> {
    var dict: [String: String] = [:]
    for part in line.split(separator: ";") {
        let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
        if kv.count == 2 { dict[kv[0]] = kv[1] }
    }
    return .success(dict)
}

func parse(_ line: String) -> Result<Reading, ParseError> {
    fields(line).flatMap { dict in
        guard let sensor = dict["sensor"] else { return .failure(.missingField("sensor")) }
        guard let raw = dict["value"] else { return .failure(.missingField("value")) }
        guard let n = Int(raw) else { return .failure(.badNumber(raw)) }
        return .success(Reading(sensor: sensor, value: n))
    }.flatMap { r in
        (-40...125).contains(r.value) ? .success(r) : .failure(.outOfRange(r.value))
    }
}

let lines = [
    "sensor=kitchen;value=21",
    "sensor=garage;value=-3",
    "value=19",
    "sensor=attic;value=hot",
    "sensor=oven;value=230",
    "sensor=porch;value=12;unit=C",
    "sensor=basement",
]

var good: [Reading] = []
for line in lines {
    let result = parse(line)
    switch result {
    case .success(let r):
        good.append(r)
        print("✓ \(r.sensor): \(r.value)°")
    case .failure(let e):
        print("✗ \(line) → \(e)")
    }
}
let labels = parse(lines[0]).map { "\($0.sensor.uppercased())=\($0.value)" }
print((try? labels.get()) ?? "none")
let fahrenheit = parse(lines[1]).map { Double($0.value) * 9 / 5 + 32 }
if case .success(let f) = fahrenheit { print("garage in F: \(f)") }
let errorOnly = parse(lines[4]).mapError { DisplayError(message: "E: \($0)") }
switch errorOnly {
case .failure(let err): print(err.message)
case .success: print("?")
}
do {
    let r = try parse(lines[3]).get()
    print(r.value)
} catch {
    print("thrown: \(error)")
}
let avg = good.isEmpty ? 0 : good.map(\.value).reduce(0, +) / good.count
print("Average of \(good.count) readings: \(avg)")
