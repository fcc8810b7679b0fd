import BenchSupport
import Benchmark
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Scenarios
import Storyboard

/// Importing the largest storyboard of the corpus (XML parse, document
/// model and translation into the scenario model) beside a bare
/// Foundation XMLParser pass over the same bytes, the floor.
let benchmarks: @Sendable () -> Void = {
    guard let path = Corpus.largestStoryboard(), let data = FileManager.default.contents(atPath: path) else {
        print("ImportBenchmarks: ../shared/corpus/storyboards not found")
        return
    }
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 500)

    Benchmark("Storyboard import (largest)", configuration: configuration) { benchmark in
        do {
            let document = try StoryboardParser().load(path: path)
            blackHole(StoryboardTranslator(document: document).translate().controllers.count)
        } catch {
            benchmark.error("\(error)")
        }
    }
    Benchmark("XMLParser pass (largest)", configuration: configuration) { _ in
        let parser = XMLParser(data: try! Data(contentsOf: URL(fileURLWithPath: path)))
        let counter = ElementCounter()
        parser.delegate = counter
        blackHole(parser.parse())
        blackHole(counter.elements + data.count)
    }
}

/// The least an XMLParser delegate does: count the elements.
final class ElementCounter: NSObject, XMLParserDelegate {
    var elements = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements += 1
    }
}
