// continue skips an iteration; break leaves a loop or a switch.
let input = "Th3 qu1ck br0wn f0x"
var lettersOnly = ""
for ch in input {
    if ch.isNumber || ch == " " {
        continue
    }
    lettersOnly.append(ch)
}
print(lettersOnly)

let readings = [12, 15, -1, 18, 40, 22]
var accepted: [Int] = []
for r in readings {
    if r < 0 { continue }
    if r > 30 {
        print("sensor fault at \(r), stopping")
        break
    }
    accepted.append(r)
}
print(accepted)

let symbol: Character = "三"
var possibleValue: Int?
switch symbol {
case "1", "١", "一", "๑":
    possibleValue = 1
case "3", "٣", "三", "๓":
    possibleValue = 3
default:
    break
}
if let v = possibleValue {
    print("value of \(symbol) is \(v)")
}

var firstSquareOver50 = 0
var i = 1
while true {
    let sq = i * i
    i += 1
    if sq % 2 == 0 { continue }
    if sq > 50 {
        firstSquareOver50 = sq
        break
    }
}
print(firstSquareOver50, i)

for n in 1...5 {
    switch n {
    case 3: continue
    case 5: break
    default: print("n =", n)
    }
}
