// nalexn__clean-architecture-swiftui: CountriesSwiftUI/Repositories/Models/{Country,CountryCurrency,CountryDetails,MockedData}.swift, Repositories/Database/CountriesDBRepository.swift, UI/CountriesList/{CountriesListView,CountryCell}.swift, UI/CountryDetails/CountryDetailsView.swift, Utilities/Helpers.swift
import Foundation

extension Locale { var shortIdentifier: String { String(identifier.prefix(2)) } }

struct Country: Codable, Equatable {
    let name: String
    let translations: [String: String?]
    let population: Int
    let flag: URL?
    let alpha3Code: String
    enum CodingKeys: String, CodingKey { case name, translations, population, flag = "alpha2Code", alpha3Code }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        name = try values.decode(String.self, forKey: .name)
        translations = try values.decode([String: String?].self, forKey: .translations)
        population = try values.decode(Int.self, forKey: .population)
        if let alpha2orFlagURL = try? values.decode(String.self, forKey: .flag) {
            let urlString = alpha2orFlagURL.count == 2 ? "https://flagcdn.com/w640/\(alpha2orFlagURL.lowercased()).jpg" : alpha2orFlagURL
            flag = URL(string: urlString)
        } else { flag = nil }
        alpha3Code = try values.decode(String.self, forKey: .alpha3Code)
    }
    func name(locale: Locale) -> String {
        if let value = translations[locale.shortIdentifier], let localizedName = value { return localizedName }
        return name
    }
}
struct Currency: Codable, Equatable {
    let code: String
    let symbol: String?
    let name: String
    var title: String { name + (symbol.map { " " + $0 } ?? "") }
}
struct CountryDetails: Codable, Equatable {
    let capital: String
    let currencies: [Currency]
    let borders: [String]?
}

let countriesJSON = """
[{"name":"Germany","translations":{"de":"Deutschland","ja":"ドイツ","fr":null},"population":83240525,"alpha2Code":"DE","alpha3Code":"DEU"},
 {"name":"Austria","translations":{"de":"Österreich","ja":null},"population":8917205,"alpha2Code":"AT","alpha3Code":"AUT"},
 {"name":"Switzerland","translations":{"de":"Schweiz"},"population":8636896,"alpha2Code":"https://example.com/ch.png","alpha3Code":"CHE"},
 {"name":"Åland Islands","translations":{},"population":28875,"alpha3Code":"ALA"}]
"""
let countries = try! JSONDecoder().decode([Country].self, from: Data(countriesJSON.utf8))
let details = try! JSONDecoder().decode(CountryDetails.self, from: Data("""
{"capital":"Berlin","currencies":[{"code":"EUR","symbol":"€","name":"Euro"},{"code":"XDM","name":"Mark"}],"borders":["AUT","CHE","POL"]}
""".utf8))

for localeID in ["en_US", "de_DE", "ja_JP", "fr_FR"] {
    let locale = Locale(identifier: localeID)
    print("[\(locale.shortIdentifier)]", countries.map { $0.name(locale: locale) }.joined(separator: " | "))
}
for search in ["", "LAND", "ia", "xyz"] {
    // Query(filter: #Predicate { search.isEmpty || $0.name.localizedStandardContains(search) }, sort: \.name)
    let results = countries.filter { search.isEmpty || $0.name.localizedStandardContains(search) }.sorted { $0.name < $1.name }
    print("search '\(search)':", results.isEmpty && !search.isEmpty ? "No matches found" : results.map { "\($0.name) (Population \($0.population))" }.joined(separator: ", "))
}
for country in countries { print(country.alpha3Code, country.flag?.absoluteString ?? "no flag") }

let germany = countries[0]
print("Basic Info: Code \(germany.alpha3Code), Population \(germany.population), Capital \(details.capital)")
print("Currencies:", details.currencies.map { "\($0.title) [\($0.code)]" })
let neighbors = countries.filter { details.borders?.contains($0.alpha3Code) == true }
print("Neighboring countries:", neighbors.map { $0.name(locale: Locale(identifier: "de")) })
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try! encoder.encode(details.currencies[1]), as: UTF8.self))
