import Foundation
import Synchronization
import UnfoldCore
import UnfoldRender
import UnfoldHTTP
import UnfoldCodecs
import UnfoldGoldens
import UnfoldModel

/// `unfold preview`: one page on 127.0.0.1 showing the scene at the scrubber's time, rebuilt when the scene or
/// a file it names changes, with the news sent over Server-Sent Events.
package final class PreviewServer: Sendable {
    static let cacheBudget = 256 << 20
    let path: String?
    let goldens: String?
    let startVariant: String
    let cache = FrameCache(budget: PreviewServer.cacheBudget)
    private let renders = DispatchSemaphore(value: max(2, ProcessInfo.processInfo.activeProcessorCount))
    /// What the builds, the watcher and the page's requests share.
    private let state = Mutex(State())
    /// Told after every change of `state` that a stream waits for (a build, the stop). It only signals: the
    /// state itself is read under `state`'s lock.
    private let changed = NSCondition()
    /// Event streams open now: each holds a connection and its thread, so they are bounded, and a client that
    /// goes is found by the next keep-alive comment (every few seconds) and its slot freed.
    let eventStreams = Mutex(0)
    static let maxEventStreams = 32
    static let keepAliveSeconds = 3.0

    struct State {
        var build: PreviewBuild?
        var diagnostics: PreviewDiagnostics?
        var builds = 0
        var stopped = false
        var server: HTTPServer?
        var watcher: FileWatcher?
    }

    package init(path: String?, variant: String, goldens: String?, port: Int, tries: Int, timeout: UInt32 = 10) throws {
        self.path = path
        self.goldens = goldens
        startVariant = variant
        rebuild()
        if path != nil {
            let watcher = FileWatcher { [weak self] in self?.rebuild() }
            state.withLock { $0.watcher = watcher }
            watchInputs()
        }
        let server = try HTTPServer.listening(port: port, tries: tries, timeout: timeout) { [unowned self] in
            self.answer($0)
        }
        state.withLock { $0.server = server }
    }

    var server: HTTPServer? { state.withLock { $0.server } }

    var port: Int { server?.port ?? 0 }
    package var address: String { "http://127.0.0.1:\(port)/" }

    package func stop() {
        let (watcher, server) = state.withLock { state in
            defer { (state.stopped, state.watcher, state.server) = (true, nil, nil) }
            return (state.watcher, state.server)
        }
        tell()
        watcher?.stop()
        server?.stop()
    }

    /// Wakes the streams waiting for a change.
    private func tell() {
        changed.lock()
        changed.broadcast()
        changed.unlock()
    }

    /// Builds the scene again; a scene with errors keeps the last good build and shows its diagnostics.
    func rebuild() {
        let id = state.withLock { state in
            state.builds += 1
            return state.builds
        }
        let made = PreviewBuild.make(id: id, path: path)
        state.withLock { state in
            switch made {
            case .success(let b):
                state.build = b
                state.diagnostics = nil
            case .failure(let d): state.diagnostics = d
            }
        }
        tell()
        watchInputs()
    }

    func watchInputs() {
        guard let path else { return }
        let (inputs, watcher) = state.withLock { ($0.build?.inputs ?? [], $0.watcher) }
        // A preview of a Swift file (`FILE.swift/NAME`) is watched as its file, even when it did not build.
        let file = SwiftPreviews.parts(path)?.file ?? path
        watcher?.watch([URL(fileURLWithPath: file).path] + inputs)
    }

    package var current: (PreviewBuild?, PreviewDiagnostics?, Int) {
        state.withLock { ($0.build, $0.diagnostics, $0.builds) }
    }

    func answer(_ r: HTTPRequest) -> HTTPResponse {
        if let refusal = LocalRequests.refusal(r, port: port) { return refusal }
        let parts = r.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let known =
            ["/", "/events", "/diagnostics.json"].contains(r.path)
            || (parts.count == 4 && ["frame", "golden"].contains(parts[1]) && parts[3].hasSuffix(".png"))
            || (parts.count == 3 && parts[1] == "timeline" && parts[2].hasSuffix(".json"))
        guard known else { return .text(404, "no such page") }
        guard r.method == "GET" || r.method == "HEAD" else { return .text(405, "only GET and HEAD") }
        switch parts[1] {
        case "": return page()
        case "events": return events()
        case "diagnostics.json": return diagnosticsJSON()
        case "timeline": return timeline(String(parts[2].dropLast(5)), frames: r.query["frames"])
        case "frame": return frame(parts[2], parts[3])
        default: return golden(parts[2], parts[3])
        }
    }

    func page() -> HTTPResponse {
        let (b, _, id) = current
        var info = b?.info ?? ["build": id, "variants": ["default"], "frames": 0, "fps": 30, "actions": [Int]()]
        info["build"] = id
        info["start"] = startVariant
        info["goldens"] = goldens != nil
        let data = (try? JSONSerialization.data(withJSONObject: info, options: [.sortedKeys])) ?? Data("{}".utf8)
        // `<` never appears raw inside the data script, so no scene text can close it.
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        return HTTPResponse(
            status: 200, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html(info: json).utf8))
    }

    func diagnosticsJSON() -> HTTPResponse {
        let (_, d, id) = current
        return LocalRequests.json(200, ["build": id, "diagnostics": d?.json ?? []])
    }

    func renderer(_ variant: String) -> (PreviewBuild, SceneRenderer)? {
        guard let b = current.0, let r = b.renderers[variant] else { return nil }
        return (b, r)
    }

    /// The most frames one `?frames=A:B` piece holds.
    static let maxPieceFrames = 600

    /// `render`'s `timeline.json`, handed over a few frames at a time as it is made, so a long scene costs
    /// the server a few frames of memory, not the whole file; or, with `?frames=A:B`, the piece `render --frames
    /// A:B` writes (at most 600 frames), which is what the page asks for.
    func timeline(_ variant: String, frames: String?) -> HTTPResponse {
        guard let (_, r) = renderer(variant) else { return .text(404, "no variant \(variant)") }
        let timeline = r.timeline
        let count = timeline.frameCount
        if let frames {
            let ends = frames.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard ends.count == 2, let a = ends[0], let b = ends[1], a >= 0, a < b, b <= count,
                b - a <= Self.maxPieceFrames
            else {
                return .text(400, "frames=A:B with 0 ≤ A < B ≤ \(count), at most \(Self.maxPieceFrames) frames")
            }
            let json = TimelineJSON.encode(timeline, frames: a..<b)
            return HTTPResponse(status: 200, contentType: "application/json", body: Array(json.utf8))
        }
        // The whole file of a long scene can be a gigabyte: the page asks for pieces, and so must anyone else.
        guard count <= Self.maxPieceFrames else {
            return .text(
                413,
                "the timeline has \(count) frames, too many to send at once; ask for ?frames=A:B, at most"
                    + " \(Self.maxPieceFrames) frames a piece")
        }
        var response = HTTPResponse(status: 200, contentType: "application/json", body: [])
        let pieces = TimelinePieces(timeline)
        response.stream = { pieces.next() }
        return response
    }

    /// Frame N as `render` writes it, rendered on demand and cached.
    func frame(_ variant: String, _ file: String) -> HTTPResponse {
        guard let (b, r) = renderer(variant) else { return .text(404, "no variant \(variant)") }
        guard let n = Int(file.dropLast(4)), (0..<r.timeline.frameCount).contains(n), String(n) + ".png" == file else {
            return .text(404, "no frame \(file)")
        }
        let key = "\(b.id)/\(variant)/\(n)"
        if let png = cache.get(key) { return HTTPResponse(status: 200, contentType: "image/png", body: png) }
        // At most a few frames are drawn at once, whatever the number of connections asking (each canvas is
        // megabytes); the others wait their turn.
        renders.wait()
        defer { renders.signal() }
        if let png = cache.get(key) { return HTTPResponse(status: 200, contentType: "image/png", body: png) }
        do {
            let canvas = try r.makeCanvas()
            try r.draw(frame: n, on: canvas)
            let png = try canvas.png(.fast)
            cache.put(key, png)
            return HTTPResponse(status: 200, contentType: "image/png", body: png)
        } catch {
            return .text(500, "frame \(n) could not be drawn: \(error)")
        }
    }

    /// A kept frame of the golden folder, for the golden, wipe and diff views.
    func golden(_ variant: String, _ file: String) -> HTTPResponse {
        guard let goldens, let n = Int(file.dropLast(4)), String(n) + ".png" == file else {
            return .text(404, "no golden \(file)")
        }
        let (b, _, _) = current
        // As `test` keeps them: GOLDENS/NAME/, or GOLDENS/NAME/VARIANT/ for a scene with variants.
        var parts = [sceneName]
        if (b?.variants.count ?? 1) > 1 { parts.append(variant) }
        guard b?.variants.contains(variant) == true else { return .text(404, "no golden frame \(n)") }
        let root = URL(fileURLWithPath: goldens)
        // Every part below the goldens folder is a real folder, and each file a regular file: no link is followed.
        let fetch: @Sendable (String, Int) throws -> [UInt8] = { [parts] name, limit in
            guard case .success(let bytes) = FolderFile.read(parts + [name], in: root), bytes.count <= limit else {
                throw GoldenFolder.DamagedGolden(message: "no \(name)")
            }
            return bytes
        }
        if let json = try? fetch("golden.json", 256 << 20),
            let manifest = try? GoldenManifest.decode(
                Data(json),
                records: {
                    try GoldenPictures.records(try fetch($0, GoldenPictures.maxRecordBytes), $0)
                }),
            let pictures = manifest.pictures
        {
            // Format 2: the kept frame decompressed, sent as PNG.
            let folder = parts.reduce(root) { $0.appendingPathComponent($1) }
            guard let k = manifest.keptFrames.firstIndex(of: n),
                let image = try? GoldenPictures.Reader(dir: folder, pictures: pictures, fetch: fetch).frame(at: k),
                let png = try? PNGCodec.encodeRGBA(image)
            else { return .text(404, "no golden frame \(n)") }
            return HTTPResponse(status: 200, contentType: "image/png", body: png)
        }
        guard let bytes = try? fetch(FrameExporter.fileName(n), 1 << 30) else {
            return .text(404, "no golden frame \(n)")
        }
        return HTTPResponse(status: 200, contentType: "image/png", body: bytes)
    }

    var sceneName: String {
        var name = URL(fileURLWithPath: path ?? "demo.scene").lastPathComponent
        if name.hasSuffix(".scene") { name = String(name.dropLast(6)) }
        return name
    }

    /// Server-Sent Events: a `build` event whenever the scene was read again (built or not), a comment every
    /// 15 s so proxies and the browser keep the stream.
    func events() -> HTTPResponse {
        let opened = eventStreams.withLock { open in
            guard open < Self.maxEventStreams else { return false }
            open += 1
            return true
        }
        guard opened else {
            return .text(
                503, "\(Self.maxEventStreams) event streams are open already; close other preview pages and reload")
        }
        let slot = StreamSlot { [weak self] in self?.eventStreams.withLock { $0 -= 1 } }
        let cursor = EventCursor(seen: current.2)
        var response = HTTPResponse(status: 200, contentType: "text/event-stream", body: [])
        response.stream = { [weak self] in
            // The slot lives as long as the stream: the library frees both when the connection ends.
            _ = slot
            guard let self else { return nil }
            if cursor.takeFirst() {
                return Array("retry: 500\n\n".utf8)
            }
            // The state is read holding `changed`'s lock, and every change takes that lock before it tells, so
            // a change between the read and the wait is not missed.
            self.changed.lock()
            defer { self.changed.unlock() }
            let deadline = Date().addingTimeInterval(Self.keepAliveSeconds)
            var now = self.state.withLock { (builds: $0.builds, stopped: $0.stopped, ok: $0.diagnostics == nil) }
            while now.builds == cursor.seen && !now.stopped {
                if !self.changed.wait(until: deadline) { return Array(": still here\n\n".utf8) }
                now = self.state.withLock { (builds: $0.builds, stopped: $0.stopped, ok: $0.diagnostics == nil) }
            }
            if now.stopped { return nil }
            cursor.seen = now.builds
            let ok = now.ok
            return Array("event: build\ndata: {\"build\": \(cursor.seen), \"ok\": \(ok)}\n\n".utf8)
        }
        return response
    }
}

/// Frees an event stream's place when the stream is released.
final class StreamSlot: Sendable {
    let release: @Sendable () -> Void
    init(_ release: @escaping @Sendable () -> Void) { self.release = release }
    deinit { release() }
}
