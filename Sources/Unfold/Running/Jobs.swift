import Foundation

/// How many frames are drawn at once when no `--jobs` says: one per processor this process may use.
package enum Jobs {
    package static var available: Int { ProcessInfo.processInfo.activeProcessorCount }
}
