// Decimal, binary, octal, hex and exponent literals with underscores.
let decimalCount = 17
let binaryCount = 0b10001
let octalCount = 0o21
let hexCount = 0x11
print(decimalCount, binaryCount, octalCount, hexCount)
print(decimalCount == hexCount)

let population = 1_250_000
let budget = 3_000.50
print(population, budget)

let exp1 = 1.25e2
let exp2 = 1.25e-2
let hexFloat = 0xFp2
let hexFloat2 = 0xC.3p0
print(exp1, exp2, hexFloat, hexFloat2)

let padded = 000123.456
print(padded)

let color = 0xFF8800
let red = (color >> 16) & 0xFF
let green = (color >> 8) & 0xFF
let blue = color & 0xFF
print(red, green, blue)

let literalDouble: Double = 3
print(literalDouble)
let mixed = 3 + 0.14159
print(mixed)
let negatives = -0x10
print(negatives)
print(1_0_0)
