#if UNFOLD_SWIFT_SOURCE
    import UnfoldSwiftSource
#endif
@testable import Unfold

/// Tests that read every scene read the one from Swift code too: they register the adapter, as the command
/// line does where it was built.
func registerSwiftSources() {
    #if UNFOLD_SWIFT_SOURCE
        SwiftSources.register(SwiftSyntaxCellReader())
    #endif
}
