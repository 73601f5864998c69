import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldHTTP
import UnfoldCodecs
import UnfoldGoldens
import UnfoldModel

/// `show-report`: a report folder served on 127.0.0.1 with Accept buttons that record golden folders exactly as
/// `unfold test SCENE --variant V --goldens G --record all` does.
package final class ReportServer: Sendable {
    let folder: URL
    let token: String
    /// Set once the server listens; cleared when it stops.
    private let server = Mutex<HTTPServer?>(nil)
    /// One acceptance at a time: two Accepts of one scene leave one complete golden folder.
    private let accepting = Mutex(())
    private let report: SuiteReport
    /// The one goldens folder Accept writes under: the one given, else the one the report's results name.
    let goldens: String?
    /// What a stop asked while an Accept records removes (the golden folder being written).
    let cancellation: Cancellation

    /// `timeout`: seconds a connection may make no progress (a slow client) before it is closed.
    package init(
        folder: URL, port: Int, tries: Int, timeout: UInt32 = 10, goldens: String? = nil,
        cancellation: Cancellation = Cancellation()
    ) throws {
        self.folder = folder
        self.cancellation = cancellation
        token = LocalRequests.token()
        report = try SuiteReport.read(folder: folder.path).0
        self.goldens = goldens ?? report.results.lazy.compactMap(\.goldens).first
        let listening = try HTTPServer.listening(port: port, tries: tries, timeout: timeout) { [unowned self] in
            self.answer($0)
        }
        server.withLock { $0 = listening }
    }

    var port: Int { server.withLock { $0?.port ?? 0 } }
    package var address: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    func stop() {
        // Stopped outside the lock: requests still being answered ask for the port.
        server.withLock { $0 }?.stop()
        server.withLock { $0 = nil }
    }

    func answer(_ r: HTTPRequest) -> HTTPResponse {
        if let refusal = LocalRequests.refusal(r, port: port) { return refusal }
        let pages: Set<String> = ["/", "/index.html", "/results.json", "/junit.xml"]
        let posts: Set<String> = ["/accept", "/accept-all"]
        let isImage = r.path.hasPrefix("/images/") && r.path.hasSuffix(".png")
        guard pages.contains(r.path) || posts.contains(r.path) || isImage else { return .text(404, "no such page") }
        if posts.contains(r.path) {
            guard r.method == "POST" else { return .text(405, "\(r.path) takes POST") }
            guard r.query["token"] == token else { return .text(403, "a POST needs the token the server printed") }
            return r.path == "/accept" ? accept(r.body) : acceptAll()
        }
        guard r.method == "GET" || r.method == "HEAD" else { return .text(405, "\(r.path) takes GET or HEAD") }
        return file(r.path == "/" ? "index.html" : String(r.path.dropFirst()))
    }

    /// A file of the report: its own regular files only, never a link out of it.
    func file(_ relative: String) -> HTTPResponse {
        if relative.hasPrefix("images/") {
            guard let bytes = try? ReportImages.read(relative, in: folder) else { return .text(404, "no such image") }
            return HTTPResponse(status: 200, contentType: "image/png", body: bytes)
        }
        guard case .success(let bytes) = FolderFile.read([relative], in: folder) else {
            return .text(404, "no such file")
        }
        return HTTPResponse(status: 200, contentType: LocalRequests.contentType(relative), body: bytes)
    }

    struct Choice: Decodable {
        var scene: String
        var variant: String
    }

    func accept(_ body: [UInt8]) -> HTTPResponse {
        guard let choice = try? JSONDecoder().decode(Choice.self, from: Data(body)) else {
            return .text(400, "the body is not {\"scene\": PATH, \"variant\": NAME}")
        }
        return accepting.withLock { _ in accept(choice) }
    }

    func accept(_ choice: Choice) -> HTTPResponse {
        guard let index = report.results.firstIndex(where: { $0.scene == choice.scene && $0.variant == choice.variant })
        else {
            return .text(404, "the report holds no \(choice.scene) (\(choice.variant))")
        }
        switch record(report.results[index]) {
        case .success(let entry): return LocalRequests.json(200, ["accepted": [entry]])
        case .failure(let refusal): return refusal
        }
    }

    func acceptAll() -> HTTPResponse {
        accepting.withLock { _ in acceptEveryFailure() }
    }

    func acceptEveryFailure() -> HTTPResponse {
        var accepted: [[String: String]] = []
        var refused: [String] = []
        for result in report.results where result.status == .failed || result.status == .missing {
            switch record(result) {
            case .success(let entry): accepted.append(entry)
            case .failure: refused.append("\(result.scene) (\(result.variant))")
            }
        }
        if accepted.isEmpty && !refused.isEmpty {
            return LocalRequests.json(409, ["accepted": accepted, "refused": refused])
        }
        return LocalRequests.json(200, ["accepted": accepted, "refused": refused])
    }

    /// Records one result's golden folder as `--record all` would, unless its scene changed since the report.
    func record(_ result: SceneResult) -> Result<[String: String], HTTPResponse> {
        guard let goldens = result.goldens, let hash = result.sceneHash else {
            return .failure(
                .text(409, "the report does not say where \(result.scene)'s goldens are; run unfold test again"))
        }
        if let refusal = refusal(goldens: goldens, for: result) { return .failure(refusal) }
        // A preview (`FILE.swift/NAME`) is no file: its scene is what its Swift file makes now, whose hash the
        // report holds; the runner reads the file again to record it with its warnings and sources.
        let preview = SwiftPreviews.parts(result.scene)?.preview != nil
        let bytes =
            preview
            ? (try? SceneDocument.read(path: result.scene))?.bytes
            : FileManager.default.contents(atPath: result.scene).map { [UInt8]($0) }
        guard let bytes, GoldenManifest.hash(bytes) == hash else {
            return .failure(.text(409, "\(result.scene) changed since the report; run unfold test again"))
        }
        var options = SuiteOptions(
            goldens: URL(fileURLWithPath: goldens), goldensArgument: goldens, record: .all,
            comparison: .exact, masks: [],
            geometryOnly: false, scale: nil, jobs: Jobs.available)
        options.work = Work(progress: nil, cancellation: cancellation)
        // The bytes just hashed are the ones recorded: the scene file is read once per Accept.
        let recorded = SuiteRunner(options).run(
            scene: result.scene, variant: result.variant, bytes: preview ? nil : bytes)
        // A folder Unfold will not write (the user's own files) is refused in words, as the request's fault.
        guard recorded.status == .recorded else {
            return .failure(.text(409, "recording \(result.scene) failed: \(recorded.reason ?? "")"))
        }
        return .success(["scene": result.scene, "variant": result.variant, "golden": recorded.goldenFolder ?? ""])
    }
}

extension ReportServer {
    /// Why Accept may not write `result`'s golden folder, if it may not. A report is a file anyone can edit: it
    /// is believed only for the goldens folder the server was started for, for the folder `test` gives that
    /// scene there, and only where that folder already holds Unfold's goldens (or nothing).
    func refusal(goldens named: String, for result: SceneResult) -> HTTPResponse? {
        guard let goldens, Self.sameFolder(named, goldens) else {
            return .text(
                403,
                "\(result.scene)'s goldens are in \(named), not in \(goldens ?? "a goldens folder"),"
                    + " the one this server accepts into")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: goldens, isDirectory: &isFolder), isFolder.boolValue,
            OutputGuard.isMarked(URL(fileURLWithPath: goldens))
        else {
            return .text(403, "\(goldens) is not a folder of Unfold's golden folders, so Accept does not write there")
        }
        let name = SceneDocument.name(fromPath: result.scene)
        let base = URL(fileURLWithPath: goldens).appendingPathComponent(name)
        let expected = [base.relativePath, base.appendingPathComponent(result.variant).relativePath]
        if let folder = result.goldenFolder, !expected.contains(where: { Self.sameFolder($0, folder) }) {
            return .text(403, "the report names \(folder) for \(result.scene), which is not its golden folder")
        }
        return nil
    }

    /// Whether two spellings name one folder.
    static func sameFolder(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath().path
            == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath().path
    }
}

/// A refusal travels as the answer it is.
extension HTTPResponse: Error {}
