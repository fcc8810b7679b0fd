// Raw strings with # delimiters.
let regexText = #"\d+\.\d{2}"#
print(regexText)
print(regexText.count)

let windowsPath = #"C:\Users\Shared\Prices.csv"#
print(windowsPath)

let literalQuote = #"He said "ok""#
print(literalQuote)

let price = 4.25
let raw = #"Price: \(price)"#
let interpolated = #"Price: \#(price)"#
print(raw)
print(interpolated)

let doubleHash = ##"Use #"raw"# strings"##
print(doubleHash)

let newlineRaw = #"Line\nStill same line"#
print(newlineRaw)
let newlineEscaped = #"Line\#nNext line"#
print(newlineEscaped)

let multiRaw = #"""
    JSON sample:
    {"name": "Tea", "price": \(notInterpolated)}
    Total: \#(price * 2)
    """#
print(multiRaw)
print(#"a"# == "a")
print(#"\\"#.count, "\\".count)
