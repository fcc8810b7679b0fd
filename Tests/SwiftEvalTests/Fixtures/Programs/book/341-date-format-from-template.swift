// A formatter's format made from a template in its locale (setLocalizedDateFormatFromTemplate).
import Foundation
let f = DateFormatter()
f.locale = Locale(identifier: "en_US")
f.timeZone = TimeZone(identifier: "UTC")
f.setLocalizedDateFormatFromTemplate("EEEE, MMM d")
print(f.dateFormat ?? "-")
print(f.string(from: Date(timeIntervalSince1970: 1_700_000_000)).capitalized)
f.locale = Locale(identifier: "fr_FR")
f.setLocalizedDateFormatFromTemplate("EEEE d MMMM")
print(f.dateFormat ?? "-", f.string(from: Date(timeIntervalSince1970: 1_700_000_000)))
