// Multiline string literals: indentation, line continuation, quotes.
let receipt = """
    Corner Café
      2 × Latte
      1 × Croissant
    Thank you!
    """
print(receipt)

let joined = """
    This line \
    continues here.
    """
print(joined)

let withQuotes = """
    She said "hello" and left.
    Three quotes: \"""
    """
print(withQuotes)

let blankLines = """

    middle

    """
print("[" + blankLines + "]")

let single = """
one line
"""
print(single.count)
print(receipt.split(separator: "\n").count)

let product = "Tea"
let qty = 3
let templated = """
    Item: \(product)
    Qty:  \(qty)
    Sum:  \(Double(qty) * 2.5)
    """
print(templated)
print(templated.hasPrefix("Item"))
let tab = "a\tb"
print(tab)
