import FuzzDriver

runLibFuzzer(fuzzSwiftUI)
