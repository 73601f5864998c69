/// Unfold's version: the one place it is written. `unfold --version` prints it, and a test holds the docs'
/// and the example package's `from: "…"` to it.
package enum UnfoldVersion {
    package static let string = "6.0.0"
}
