import Foundation
import UnfoldCLI

exit(Driver().run(Array(CommandLine.arguments.dropFirst())))
