// Integer types, their min/max, and bit widths.
print(UInt8.min, UInt8.max)
print(Int8.min, Int8.max)
print(Int16.min, Int16.max)
print(UInt16.max)
print(Int32.min, Int32.max)
print(UInt32.max)
print(Int64.min, Int64.max)
print(UInt64.max)
print(Int.max == Int64.max)
print(Int.bitWidth, Int8.bitWidth, UInt16.bitWidth)

struct StockLevel {
    var onHand: UInt8
    var reorderAt: Int16
}
let level = StockLevel(onHand: 250, reorderAt: -5)
print(level)
print(level.onHand + 5)

let bigCount: Int64 = 9_000_000_000
print(bigCount)
let smallAsInt = Int(level.onHand) + Int(level.reorderAt)
print(smallAsInt)

let byte: UInt8 = 0b1111_0000
print(byte, byte >> 4, byte << 1)
print(~byte)
print(byte & 0b1010_1010, byte | 0b0000_1111, byte ^ 0b1111_1111)
let signed: Int8 = -16
print(signed >> 2, signed << 2)
print(Int8(truncatingIfNeeded: 300))
print(UInt8(clamping: 300), UInt8(clamping: -4))
print(Int8(exactly: 200) as Any, Int8(exactly: 100) as Any)
