import FuzzDriver

runLibFuzzer(fuzzScenario)
