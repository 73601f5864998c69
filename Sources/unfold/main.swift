import Foundation
import Unfold
import UnfoldCLI

#if UNFOLD_SWIFT_SOURCE
    import UnfoldSwiftSource
    // Cells built in Swift code: the toolchain's parser, where this build found it.
    SwiftSources.register(SwiftSyntaxCellReader())
#endif

// The arguments as bytes: a file name that is not UTF-8 is reported as such, not as a missing file.
let arguments = (1..<Int(CommandLine.argc)).map { k in
    CommandLine.unsafeArgv[k].map {
        Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map(UInt8.init(bitPattern:))
    } ?? []
}
let code = Driver().run(bytes: arguments)
PeakMemory.reportIfAsked()
// Everything is written and flushed: the process ends without running the libraries' exit-time destructors. Once in
// a 60-pair suite, `exit` aborted after the last line was printed (SIGABRT, libdispatch and HarfBuzz in the
// backtrace), turning a pass into a crash; nothing Unfold needs happens at exit, so that teardown is not run.
fflush(nil)
_exit(code)
