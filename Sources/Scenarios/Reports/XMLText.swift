/// The one XML escaping of every report (JUnit, SARIF, HTML, SVG).
public enum XMLText {
    /// `text` safe inside XML and HTML, in content and attribute values:
    /// markup characters as entities, characters XML 1.0 forbids dropped
    /// (tab, line feed and carriage return are kept).
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
