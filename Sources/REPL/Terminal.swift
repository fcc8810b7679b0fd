internal import Foundation

#if canImport(Glibc)
internal import Glibc
#endif

/// The terminal the interactive REPL runs in: raw keys in, text out. Raw
/// mode is always undone: on quit, on errors (``restore()``), and on
/// SIGTERM, SIGHUP and SIGINT through a signal handler that restores the
/// saved settings before the process ends.
@MainActor
final class Terminal {
    /// Whether standard input and output are both terminals.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    private var isRaw = false

    /// Turns off line buffering, echo and signal keys (Ctrl-C arrives as a
    /// key), hides the cursor, and installs the restoring signal handlers.
    func enterRawMode() throws(ReplError) {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
            throw .cannotStart("The terminal's settings cannot be read (\(String(cString: strerror(errno)))).")
        }
        savedSettings = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutablePointer(to: &settings.c_cc) { pointer in
            pointer.withMemoryRebound(to: cc_t.self, capacity: Int(NCCS)) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0 else {
            throw .cannotStart("The terminal cannot be put in raw mode (\(String(cString: strerror(errno)))).")
        }
        isRaw = true
        for signalNumber in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { signal(signalNumber, restoreAndExit) }
        write(Terminal.hideCursor)
    }

    /// Puts the terminal back as it was: cooked mode, cursor shown, colours reset.
    func restore() {
        guard isRaw, var settings = savedSettings else { return }
        isRaw = false
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        write(Terminal.showCursor + "\u{1B}[0m")
    }

    /// Shows or hides the cursor (shown while typing a `:` command).
    func showCursor(_ shown: Bool) {
        write(shown ? Terminal.showCursor : Terminal.hideCursor)
    }

    /// The next bytes typed, waiting at most `timeout` milliseconds when
    /// given (then returns []), or nil at end of input.
    func read(timeout: Int32? = nil) -> [UInt8]? {
        if let timeout {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, timeout)
            if ready == 0 { return [] }
        }
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 { return Array(buffer[0..<count]) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Writes `text` at once.
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The terminal's width in columns (80 when unknown).
    var width: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
}

/// The settings before raw mode, for the signal handler. Written once on
/// the main thread before the handlers are installed.
nonisolated(unsafe) private var savedSettings: termios?

/// Restores the terminal and ends the process with the signal's default
/// action. Uses only async-signal-safe calls.
private func restoreAndExit(_ signalNumber: Int32) {
    if var settings = savedSettings {
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }
    let reset: StaticString = "\u{1B}[?25h\u{1B}[0m\r\n"
    _ = reset.withUTF8Buffer { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}
