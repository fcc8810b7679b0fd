import FuzzDriver

runLibFuzzer(fuzzCapture)
