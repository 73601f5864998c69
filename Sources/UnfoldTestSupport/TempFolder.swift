import Foundation

/// A fresh temporary folder.
package func tempDir(_ tag: String = "t") -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("unfold-\(tag)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
