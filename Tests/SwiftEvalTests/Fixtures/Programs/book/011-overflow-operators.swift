// Overflow operators &+, &-, &* and reporting overflow.
var counter: UInt8 = 250
counter = counter &+ 10
print(counter)

var low: UInt8 = 3
low = low &- 5
print(low)

var signedMax = Int8.max
signedMax = signedMax &+ 1
print(signedMax)

let signedMin = Int8.min
print(signedMin &- 1)
print(Int8(100) &* 3)
print(Int.max &+ 1 == Int.min)
print(UInt16.max &* 2)

let result = Int8(120).addingReportingOverflow(10)
print(result.partialValue, result.overflow)
let ok = Int8(20).addingReportingOverflow(10)
print(ok)
let mult = UInt8(16).multipliedReportingOverflow(by: 16)
print(mult)
let sub = UInt8(0).subtractingReportingOverflow(1)
print(sub.partialValue, sub.overflow)

struct Hash {
    var value: UInt32 = 2166136261
    mutating func combine(_ byte: UInt8) {
        value = (value ^ UInt32(byte)) &* 16777619
    }
}
var h = Hash()
for b in Array("menu".utf8) { h.combine(b) }
print(h.value)
print(Int8(-128) &>> 1, UInt8(255) &<< 9)
print(Int32.max &+ Int32.max)
