import FuzzDriver

runLibFuzzer(fuzzStoryboard)
