import FuzzDriver

runLibFuzzer(fuzzStoryboardCrawl)
