/// One Swift file of the module a Swift file is read with: its path (as messages name it) and its bytes.
package struct SwiftModuleSource: Sendable, Equatable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
