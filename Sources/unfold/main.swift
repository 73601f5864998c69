import UnfoldCLI
import Foundation
exit(CommandLine_main(CommandLine.arguments))
