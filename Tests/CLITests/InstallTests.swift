import Foundation
import TestSupport
import Testing

/// `make install`'s recipe into a scratch prefix: the binary, man page and
/// completions land where the README says, and the Debian packages the
/// README lists are exactly what the installed binary links against besides
/// the Swift toolchain's own libraries.
/// By default the suite installs the binary this test run was built with
/// (`make install-binary`, the second half of `make install`), so it costs no
/// second build of swift-syntax, which on two cores would take longer than
/// every other test together. With `A11YSIM_TEST_STATIC_INSTALL=1` it runs the
/// whole `make install INSTALL_CONFIG=debug` (the recipe's own build, the Swift
/// runtime linked in) and the binary may link nothing of the toolchain's.
@Suite(.serialized) struct InstallTests {
    static let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(
        "a11ysim-install-\(UUID().uuidString)")

    /// Whether the suite runs the whole static install (`A11YSIM_TEST_STATIC_INSTALL=1`).
    static let staticInstall = ProcessInfo.processInfo.environment["A11YSIM_TEST_STATIC_INSTALL"] == "1"

    /// Runs `make install-binary PREFIX=… INSTALL_BINARY=<this run's binary>`, or
    /// `make install PREFIX=… INSTALL_CONFIG=debug`, once for the suite.
    static let installed: Int32? = {
        let make = Spawn.which("make") ?? "/usr/bin/make"
        let target: [String]
        if staticInstall {
            target = ["install", "INSTALL_CONFIG=debug"]
        } else {
            guard let binary = A11ysimProcess.executable else { return nil }
            target = ["install-binary", "INSTALL_BINARY=\(binary.path)"]
        }
        return Spawn.run(
            [make, "-C", A11ysimProcess.packageRoot.path] + target + ["PREFIX=\(prefix.path)"],
            log: prefix.path + ".log")
    }()

    @Test func installPutsTheBinaryManPageAndCompletionsUnderThePrefix() throws {
        #expect(Self.installed == 0, "make install failed; see \(Self.prefix.path).log")
        let binary = Self.prefix.appendingPathComponent("bin/a11ysim").path
        #expect(FileManager.default.isExecutableFile(atPath: binary))
        let log = Self.prefix.path + ".help"
        #expect(Spawn.run([binary, "--help"], log: log) == 0)
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains("USAGE: a11ysim <subcommand>"))
        let man = try String(
            contentsOf: Self.prefix.appendingPathComponent("share/man/man1/a11ysim.1"), encoding: .utf8)
        #expect(man.contains(".Dt A11YSIM 1") || man.contains(".TH A11YSIM"), "a roff man page")
        #expect(man.contains("snapshot"))
        let bash = try String(
            contentsOf: Self.prefix.appendingPathComponent("share/bash-completion/completions/a11ysim"), encoding: .utf8
        )
        #expect(bash.contains("complete") && bash.contains("snapshot"))
        #expect(
            try String(
                contentsOf: Self.prefix.appendingPathComponent("share/zsh/site-functions/_a11ysim"), encoding: .utf8
            ).contains("#compdef a11ysim"))
        #expect(
            try String(
                contentsOf: Self.prefix.appendingPathComponent("share/fish/vendor_completions.d/a11ysim.fish"),
                encoding: .utf8
            ).contains("a11ysim"))
    }

    @Test func theManPageHasNoWarningsTheTrueExitStatusesAndItsExamplesSetApart() throws {
        #expect(Self.installed == 0)
        let page = Self.prefix.appendingPathComponent("share/man/man1/a11ysim.1").path
        let source = try String(contentsOfFile: page, encoding: .utf8)
        #expect(!source.contains("\n\n"), "a blank line is an mdoc warning")
        #expect(!source.contains(".Ex -std"), "mdoc's '>0 if an error occurs' is not a11ysim's 0/1/2")
        #expect(source.contains(".Sh FILES") && source.contains(".Sh SEE ALSO") && source.contains(".Xr espeak-ng 1"))
        #expect(source.contains(".Bd -literal -offset indent\na11ysim audit Scenarios\n"))
        let man = try #require(Spawn.which("man"))
        let warnings = Self.prefix.path + ".man-warnings"
        let rendered = Self.prefix.path + ".man"
        #expect(
            Spawn.run(
                ["/bin/sh", "-c", "MANWIDTH=100 '\(man)' --warnings -l '\(page)' >'\(rendered)' 2>'\(warnings)'"],
                log: Self.prefix.path + ".man-log") == 0)
        #expect(try String(contentsOfFile: warnings, encoding: .utf8) == "")
        let text = try String(contentsOfFile: rendered, encoding: .utf8)
        #expect(text.contains("EXIT STATUS\n     0       Every scenario passed"))
        #expect(text.contains("     2       Bad usage or input"))
        #expect(!text.contains(">0 if an error occurs"))
    }

    @Test func theReadmesRuntimePackagesAreWhatTheInstalledBinaryNeeds() throws {
        #expect(Self.installed == 0)
        let readme = try String(
            contentsOf: A11ysimProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("runtime packages: ") })
        // The Swift toolchain's own libraries: linked in by `make install`, shared by a plain build.
        let toolchain = Self.staticInstall ? "" : Self.toolchainLibraries()
        let listed = Set(line.dropFirst("runtime packages: ".count).split(separator: " ").map(String.init))
        let binary = Self.prefix.appendingPathComponent("bin/a11ysim").path
        // Direct needs (readelf), each library's package (dpkg -S), and every library ldd
        // resolves belonging to those packages or what they depend on.
        let script = """
            import re, subprocess, sys
            binary, listed, toolchain = sys.argv[1], set(sys.argv[2].split()), sys.argv[3]
            needed = re.findall(r'\\(NEEDED\\).*\\[(.+?)\\]', subprocess.run(['readelf', '-d', binary], capture_output=True, text=True).stdout)
            ldd = subprocess.run(['ldd', binary], capture_output=True, text=True).stdout
            if 'not found' in ldd: print('ldd: not found:', ldd); sys.exit(1)
            paths = {n: p for n, p in re.findall(r'^\\s*(\\S+) => (\\S+)', ldd, re.M) if not (toolchain and p.startswith(toolchain))}
            needed = [n for n in needed if n in paths or not n.startswith('lib') or n.startswith('ld-')]
            def package(path):
                real = subprocess.run(['readlink', '-f', path], capture_output=True, text=True).stdout.strip()
                out = subprocess.run(['dpkg', '-S', real], capture_output=True, text=True).stdout or subprocess.run(['dpkg', '-S', path], capture_output=True, text=True).stdout
                return out.split(':')[0].strip()
            direct = {package(paths.get(n, '/lib64/' + n if n.startswith('ld-') else n)) for n in needed}
            closure, todo = set(), list(listed)
            while todo:
                p = todo.pop()
                if p in closure: continue
                closure.add(p)
                depends = subprocess.run(['dpkg-query', '-W', '-f=${Depends},${Pre-Depends}', p], capture_output=True, text=True).stdout
                for part in re.split(r'[,|]', depends):
                    name = part.strip().split(' ')[0].split(':')[0]
                    if name: todo.append(name)
            missing = sorted({package(p) for p in paths.values()} - closure)
            print('direct', ' '.join(sorted(direct)))
            print('outside', ' '.join(missing))
            # A static install needs exactly the listed packages; a plain build needs some of them
            # through the toolchain's libraries, and every listed package still provides a library.
            resolved = {package(p) for p in paths.values()}
            enough = direct == listed if not toolchain else direct <= listed and listed <= resolved
            print('resolved', ' '.join(sorted(resolved)))
            sys.exit(0 if enough and not missing else 1)
            """
        let log = Self.prefix.path + ".deps"
        let status = Spawn.run(
            [
                try #require(Spawn.which("python3")), "-c", script, binary, listed.sorted().joined(separator: " "),
                toolchain,
            ],
            log: log)
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(status == 0, "README lists \(listed.sorted()); the binary: \(output)")
    }

    /// The directory of the Swift runtime's shared libraries (where the
    /// toolchain's `swift` lives, then `lib/swift/linux`), or "" when not found.
    static func toolchainLibraries() -> String {
        guard let swift = Spawn.which("swift") else { return "" }
        let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
        return real.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/linux")
            .path
    }
}
