/// The C library's 48-bit linear congruential generator (`srand48`,
/// `drand48`, `lrand48`, `mrand48`), which POSIX fixes: each draw steps
/// X = (0x5DEECE66D·X + 0xB) mod 2⁴⁸, and `srand48(seed)` sets X to the
/// seed's low 32 bits followed by 0x330E. Before any `srand48` the state
/// is the platform's (Darwin's and glibc's differ): runtime data.
extension Library {
    static func rand48(_ name: String, _ values: [Value], _ call: LibraryCall) -> Value? {
        let interpreter = call.interpreter
        if name == "srand48" {
            guard case .int(let seed)? = values.first else { return values.first?.unknownAtTop.map(Value.unknown) }
            interpreter.rand48 = (UInt64(UInt32(truncatingIfNeeded: seed)) << 16) | 0x330E
            return .void
        }
        guard let state = interpreter.rand48 else {
            return call.unknown(.runtimeData, "\(name)() before srand48 seeds it: the platform's first state")
        }
        let next = (state &* 0x5_DEEC_E66D &+ 0xB) & 0xFFFF_FFFF_FFFF
        interpreter.rand48 = next
        switch name {
        case "drand48": return .double(Double(next) / 281_474_976_710_656)
        case "lrand48": return .int(Int(next >> 17))
        default: return .int(Int(Int32(truncatingIfNeeded: next >> 16)))
        }
    }
}
