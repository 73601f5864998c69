import Foundation
import UnfoldCLI

let code = Driver().run(Array(CommandLine.arguments.dropFirst()))
PeakMemory.reportIfAsked()
exit(code)
