// Compound assignment operators and operator precedence.
var balance = 100
balance += 25
print(balance)
balance -= 40
print(balance)
balance *= 3
print(balance)
balance /= 4
print(balance)
balance %= 7
print(balance)

var flags: UInt8 = 0b0000_0001
flags <<= 3
print(flags)
flags |= 0b0000_0001
print(flags)
flags &= 0b0000_1000
print(flags)
flags ^= 0b1111_1111
print(flags)
flags >>= 2
print(flags)

var label = "Total"
label += ": "
label += String(42)
print(label)

var tags = ["new"]
tags += ["sale", "hot"]
print(tags)

var price = 10.0
price *= 1.2
print(price)

print(2 + 3 * 4)
print((2 + 3) * 4)
print(10 - 4 - 3)
print(100 / 10 / 5)
print(2 + 12 % 5 * 2)
print(1 + 2 << 2)
print(-2 * -3)
print(6 & 3 + 1)
print(true || false && false)
let x = 5
print(x > 3 && x < 10 || x == 0)
