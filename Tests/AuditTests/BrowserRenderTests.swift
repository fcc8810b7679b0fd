import Audit
import Crawl
import Foundation
import TestSupport
import Testing

/// Where headless Chromium is, if installed.
enum Browser {
    static let chromium = Spawn.which("chromium", "chromium-browser")
}

/// The HTML report and a snapshot overlay as a person sees them: rendered
/// by headless Chromium (which `make test` installs), screenshots checked
/// for size and content, and the DOM for the legend and the filters.
@MainActor
@Suite(
    .enabled(
        if: Browser.chromium != nil,
        "Chromium is not installed (apt-get install chromium; make test installs it); nothing was rendered"))
struct BrowserRenderTests {
    static var chromium: String? { Browser.chromium }

    /// Decodes a PNG with Python's zlib: width, height, the share of pixels
    /// that are not white, and the number of distinct colours.
    static let pngStats = """
        import struct, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        pos, idat, width, height, kind = 8, b'', 0, 0, 0
        while pos < len(data):
            length, tag = struct.unpack('>I4s', data[pos:pos + 8]); body = data[pos + 8:pos + 8 + length]
            if tag == b'IHDR': width, height, depth, kind = struct.unpack('>IIBB', body[:10])
            if tag == b'IDAT': idat += body
            pos += 12 + length
        channels = {2: 3, 6: 4}[kind]; stride = width * channels; raw = zlib.decompress(idat)
        prev = bytearray(stride); rows = []
        for y in range(height):
            f = raw[y * (stride + 1)]; line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0; b = prev[i]; c = prev[i - channels] if i >= channels else 0
                if f == 1: line[i] = (line[i] + a) & 255
                elif f == 2: line[i] = (line[i] + b) & 255
                elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif f == 4:
                    p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(bytes(line)); prev = line
        pixels = [row[i:i + 3] for row in rows for i in range(0, stride, channels)]
        ink = sum(1 for p in pixels if p != b'\\xff\\xff\\xff')
        print(width, height, round(ink / len(pixels), 4), len(set(pixels)))
        """

    /// Screenshots `page` at `width` by `height`; returns (width, height, ink share, colours).
    static func screenshot(_ page: String, width: Int, height: Int, in directory: URL) throws -> (Int, Int, Double, Int)
    {
        let png = directory.appendingPathComponent("shot.png").path
        let status = Spawn.run(
            [
                try #require(chromium), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--user-data-dir=\(directory.path)/profile",
                "--window-size=\(width),\(height)", "--screenshot=\(png)", "file://\(page)",
            ],
            log: directory.appendingPathComponent("chromium.log").path)
        #expect(status == 0)
        let log = directory.appendingPathComponent("stats.txt").path
        #expect(Spawn.run([try #require(Spawn.which("python3")), "-c", pngStats, png], log: log) == 0)
        let fields = try String(contentsOfFile: log, encoding: .utf8).split(whereSeparator: \.isWhitespace)
        return (Int(fields[0]) ?? 0, Int(fields[1]) ?? 0, Double(fields[2]) ?? 0, Int(fields[3]) ?? 0)
    }

    /// The DOM after scripts ran.
    static func dom(_ address: String, in directory: URL) throws -> String {
        let log = directory.appendingPathComponent("dom.html").path
        _ = Spawn.run(
            [
                try #require(chromium), "--headless", "--no-sandbox", "--disable-gpu",
                "--user-data-dir=\(directory.path)/profile",
                "--virtual-time-budget=2000", "--dump-dom", address,
            ],
            log: log)
        return try String(contentsOfFile: log, encoding: .utf8)
    }

    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func theHTMLReportRendersItsSummaryContentsAndFilters() async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("audit.html").path
        try AuditFormat.html.render(try await ReportFormatTests.sampleReport()).write(
            toFile: page, atomically: true, encoding: .utf8)
        let (width, height, ink, colours) = try Self.screenshot(page, width: 1200, height: 1600, in: directory)
        #expect(width == 1200 && height == 1600)
        #expect(ink > 0.05, "the page is not blank: \(ink) of its pixels have ink")
        #expect(colours > 20)
        let filtered = try Self.dom("file://\(page)#rule-target-size", in: directory)
        #expect(filtered.contains("Findings by rule"))
        #expect(
            filtered.contains("id=\"filter-count\">3 matching findings</span>"), "the address's rule sets the filter")
        #expect(filtered.contains("<nav id=\"contents\">"))
    }

    @Test func aSnapshotOverlayRendersItsLegend() async throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try await ReportFormatTests.sampleReport()
        let screen = try #require(report.screens.first { $0.elements.count >= 3 })
        let page = directory.appendingPathComponent("screen.svg").path
        try ScreenSVG(screen: screen).render().write(toFile: page, atomically: true, encoding: .utf8)
        let (width, height, ink, colours) = try Self.screenshot(page, width: 800, height: 860, in: directory)
        #expect(width == 800 && height == 860)
        #expect(ink > 0.05, "the overlay is not blank: \(ink) of its pixels have ink")
        #expect(colours > 10)
        let dom = try Self.dom("file://\(page)", in: directory)
        #expect(dom.contains("what VoiceOver says"))
        for element in screen.elements where element.order != nil {
            #expect(dom.contains(element.description.prefix(20)), "the legend shows \(element.description)")
        }
    }
}
