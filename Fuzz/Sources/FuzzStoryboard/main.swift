#if canImport(Glibc)
import Glibc
#endif

// SwiftPM gives every executable its own entry point, so libFuzzer's
// `main` is not used: this one hands the arguments to libFuzzer's driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

var argumentCount = CommandLine.argc
var arguments = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argumentCount, &arguments, fuzzStoryboard))
