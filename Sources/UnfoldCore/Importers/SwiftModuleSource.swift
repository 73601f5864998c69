/// One Swift file of the module a Swift file is read with: its path (as messages name it) and its bytes.
package struct SwiftModuleSource: Sendable, Equatable {
    package var path: String
    package var bytes: [UInt8]
    /// The names it declares, when the caller has them (from its index cache); else they are scanned.
    package var names: Set<String>?

    package init(path: String, bytes: [UInt8], names: Set<String>? = nil) {
        self.path = path
        self.bytes = bytes
        self.names = names
    }
}
