#if canImport(UnfoldSwiftSource)
    import UnfoldSwiftSource
#endif
@testable import Unfold

/// Tests that read every scene read the one from Swift code too: they register the adapter, as the command
/// line does where it was built.
func registerSwiftSources() {
    #if canImport(UnfoldSwiftSource)
        SwiftSources.register(SwiftSyntaxCellReader())
    #endif
}
