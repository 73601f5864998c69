import Foundation
import UnfoldCore
import UnfoldRender

/// Interface Builder files as a scene names them (relative to the scene), read once per scene document, and
/// GLPK to check their cells' constraints when the scene is read.
extension FileAssets: InterfaceBuilderLoading {
    func interfaceBuilderFile(_ path: String) -> Result<XMLTree, XMLFileProblem> {
        Self.kept(path, in: interfaceBuilderFiles) { Self.readInterfaceBuilder(url(path)) }
    }

    var constraintSolver: (any ConstraintSolving)? { GLPKConstraintSolver() }

    static func readInterfaceBuilder(_ file: URL) -> Result<XMLTree, XMLFileProblem> {
        let ext = file.pathExtension
        guard ext == "xib" || ext == "storyboard" else {
            return .failure(XMLFileProblem("not a .xib or .storyboard file"))
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard let attributes else { return .failure(XMLFileProblem("no such file")) }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            return .failure(XMLFileProblem("not a regular file"))
        }
        let size = attributes[.size] as? Int ?? 0
        guard size <= XMLTreeReader.maxBytes else {
            return .failure(XMLFileProblem("\(size) bytes is more than the limit of 16 MB"))
        }
        switch RegularFile.read(file.path, limit: XMLTreeReader.maxBytes) {
        case .success(let bytes): return XMLTreeReader.read(bytes)
        case .failure(let problem): return .failure(XMLFileProblem("cannot be read: \(problem.reason)"))
        }
    }
}
