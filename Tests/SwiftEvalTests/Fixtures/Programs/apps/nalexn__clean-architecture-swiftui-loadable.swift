// nalexn__clean-architecture-swiftui: CountriesSwiftUI/Utilities/{Loadable,CancelBag}.swift, UI/CountriesList/CountriesListView.swift (content states)
import Foundation

final class CancelBag {
    private(set) var subscriptions: [String] = []
    private let equalToAny: Bool
    init(equalToAny: Bool = false) { self.equalToAny = equalToAny }
    func store(_ name: String) { subscriptions.append(name) }
    func cancel() { subscriptions.removeAll() }
    func isEqual(to other: CancelBag) -> Bool { other === self || other.equalToAny || self.equalToAny }
}

enum Loadable<T> {
    case notRequested
    case isLoading(last: T?, cancelBag: CancelBag)
    case loaded(T)
    case failed(Error)

    var value: T? {
        switch self {
        case let .loaded(value): return value
        case let .isLoading(last, _): return last
        default: return nil
        }
    }
    var error: Error? { if case let .failed(error) = self { return error }; return nil }
    mutating func setIsLoading(cancelBag: CancelBag) { self = .isLoading(last: value, cancelBag: cancelBag) }
    mutating func cancelLoading() {
        switch self {
        case let .isLoading(last, cancelBag):
            cancelBag.cancel()
            if let last = last { self = .loaded(last) } else {
                self = .failed(NSError(domain: NSCocoaErrorDomain, code: NSUserCancelledError, userInfo: [NSLocalizedDescriptionKey: "Canceled by user"]))
            }
        default: break
        }
    }
    func map<V>(_ transform: (T) throws -> V) -> Loadable<V> {
        do {
            switch self {
            case .notRequested: return .notRequested
            case let .failed(error): return .failed(error)
            case let .isLoading(value, cancelBag): return .isLoading(last: try value.map { try transform($0) }, cancelBag: cancelBag)
            case let .loaded(value): return .loaded(try transform(value))
            }
        } catch { return .failed(error) }
    }
}

protocol SomeOptional { associatedtype Wrapped; func unwrap() throws -> Wrapped }
struct ValueIsMissingError: Error, LocalizedError { var errorDescription: String? { "Data is missing" } }
extension Optional: SomeOptional {
    func unwrap() throws -> Wrapped {
        switch self { case let .some(value): return value; case .none: throw ValueIsMissingError() }
    }
}
extension Loadable where T: SomeOptional { func unwrap() -> Loadable<T.Wrapped> { map { try $0.unwrap() } } }

extension Loadable: Equatable where T: Equatable {
    static func == (lhs: Loadable<T>, rhs: Loadable<T>) -> Bool {
        switch (lhs, rhs) {
        case (.notRequested, .notRequested): return true
        case let (.isLoading(lhsV, lhsC), .isLoading(rhsV, rhsC)): return lhsV == rhsV && lhsC.isEqual(to: rhsC)
        case let (.loaded(lhsV), .loaded(rhsV)): return lhsV == rhsV
        case let (.failed(lhsE), .failed(rhsE)): return lhsE.localizedDescription == rhsE.localizedDescription
        default: return false
        }
    }
}

func content(_ countries: Loadable<[String]>) -> String {
    switch countries {
    case .notRequested: return "(not requested)"
    case let .isLoading(last, _): return "ProgressView" + (last.map { " over \($0.count) rows" } ?? "")
    case let .loaded(list): return list.isEmpty ? "No matches found" : list.joined(separator: ", ")
    case let .failed(error): return "ErrorView: \(error.localizedDescription)"
    }
}

var countries: Loadable<[String]> = .notRequested
print(content(countries))
let bag = CancelBag()
bag.store("refreshCountriesList")
countries.setIsLoading(cancelBag: bag)
print(content(countries), bag.subscriptions)
countries.cancelLoading()
print(content(countries), bag.subscriptions.count)
countries = .loaded(["Canada", "Georgia", "United States"])
countries.setIsLoading(cancelBag: CancelBag())
print(content(countries))
countries.cancelLoading()
print(content(countries), "| counts:", content(countries.map { $0.map { "\($0.count)" } }))
let details: Loadable<String?> = .loaded(nil)
print("unwrap nil:", details.unwrap().error?.localizedDescription ?? "-", "| unwrap value:", Loadable<String?>.loaded("Ottawa").unwrap().value ?? "-")
print(Loadable<Int>.loaded(1) == .loaded(1), Loadable<Int>.loaded(1) == .notRequested)
print(Loadable<Int>.isLoading(last: nil, cancelBag: CancelBag()) == .isLoading(last: nil, cancelBag: CancelBag(equalToAny: true)),
      Loadable<Int>.isLoading(last: nil, cancelBag: CancelBag()) == .isLoading(last: nil, cancelBag: CancelBag()))
print(Loadable<Int>.failed(ValueIsMissingError()) == .failed(ValueIsMissingError()))
