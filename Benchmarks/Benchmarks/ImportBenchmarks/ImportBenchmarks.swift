import BenchSupport
import Benchmark
import CaptureImport
import Captures
import Foundation
import Storyboard
import StoryboardImport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Importing the largest storyboard of the corpus (XML parse, document
/// model and translation into the scenario model) beside a bare
/// Foundation XMLParser pass over the same bytes, the floor.
let benchmarks: @Sendable () -> Void = {
    captureBenchmarks()
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
    Benchmark("XMLParser pass (largest)", configuration: configuration) { benchmark in
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            benchmark.error("cannot read \(path)")
            return
        }
        let parser = XMLParser(data: data)
        let counter = ElementCounter()
        parser.delegate = counter
        blackHole(parser.parse())
        blackHole(counter.elements + data.count)
    }
}

/// Reading a runtime capture (defensive XML parse into elements), and
/// importing it (reading, then translation into one screen of the scenario
/// model), each beside a bare
/// XMLParser pass over the same bytes: the largest real page source of the
/// corpus, and a generated 1,000-row one (3,000 elements).
let captureBenchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], warmupIterations: 3, maxDuration: .seconds(3), maxIterations: 500)
    var inputs: [(name: String, data: Data)] = [("1,000 rows", Corpus.generatedPageSource(rows: 1_000))]
    if let path = Corpus.largestPageSource(), let data = FileManager.default.contents(atPath: path) {
        inputs.insert(("largest", data), at: 0)
    } else {
        print("ImportBenchmarks: ../shared/corpus/captures not found; only the generated page source is measured")
    }
    for input in inputs {
        let data = input.data
        Benchmark("Capture import (\(input.name))", configuration: configuration) { benchmark in
            do {
                let document = try CaptureReader().parse(data, path: "capture.xml")
                blackHole(CaptureTranslator(document: document).translate().controller.views.count)
            } catch {
                benchmark.error("\(error)")
            }
        }
        Benchmark("Capture read (\(input.name))", configuration: configuration) { benchmark in
            do {
                blackHole(try CaptureReader().parse(data, path: "capture.xml").elementCount)
            } catch {
                benchmark.error("\(error)")
            }
        }
        Benchmark("XMLParser pass (capture, \(input.name))", configuration: configuration) { _ in
            let parser = XMLParser(data: data)
            let counter = ElementCounter()
            parser.delegate = counter
            blackHole(parser.parse())
            blackHole(counter.elements)
        }
    }
}

/// The least an XMLParser delegate does: count the elements.
final class ElementCounter: NSObject, XMLParserDelegate {
    var elements = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements += 1
    }
}
