import UnfoldCore
import UnfoldModel

/// The version `unfold --version`, the manual page and `golden.json` name.
package enum ReleaseVersion {
    package static var string: String { UnfoldVersion.string }
}
