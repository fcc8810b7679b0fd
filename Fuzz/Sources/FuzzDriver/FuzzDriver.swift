#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's driver; the fuzz targets link libFuzzer with
/// `-sanitize=fuzzer`, which provides it.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments over `callback` and exits
/// with its status. SwiftPM gives every executable its own entry point, so
/// libFuzzer's `main` is not used; each target's `main.swift` calls this.
public func runLibFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32) -> Never {
    var argumentCount = CommandLine.argc
    var arguments = CommandLine.unsafeArgv
    exit(runFuzzerDriver(&argumentCount, &arguments, callback))
}
