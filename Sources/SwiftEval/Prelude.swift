/// Library types the interpreter runs as Swift source of its own, with
/// the same rules as the program's: `Result`, `CancellationError`.
enum Prelude {
    static let source = """
        enum Result<Success, Failure> {
            case success(Success)
            case failure(Failure)
            init(catching body: () throws -> Success) {
                do {
                    self = .success(try body())
                } catch {
                    self = .failure(error)
                }
            }
            func get() throws -> Success {
                switch self {
                case .success(let value): return value
                case .failure(let error): throw error
                }
            }
            func map<T>(_ transform: (Success) -> T) -> Result<T, Failure> {
                switch self {
                case .success(let value): return .success(transform(value))
                case .failure(let error): return .failure(error)
                }
            }
            func mapError<E>(_ transform: (Failure) -> E) -> Result<Success, E> {
                switch self {
                case .success(let value): return .success(value)
                case .failure(let error): return .failure(transform(error))
                }
            }
            func flatMapError<E>(_ transform: (Failure) -> Result<Success, E>) -> Result<Success, E> {
                switch self {
                case .success(let value): return .success(value)
                case .failure(let error): return transform(error)
                }
            }
            func flatMap<T>(_ transform: (Success) -> Result<T, Failure>) -> Result<T, Failure> {
                switch self {
                case .success(let value): return transform(value)
                case .failure(let error): return .failure(error)
                }
            }
        }
        struct CancellationError: Error {}
        """
}
