/// The preview's one page: no outside file, every control reachable from the keyboard. Its HTML, style and
/// script are files of the package (`Resources/preview-head.html`, `Resources/preview-tail.html`); the scene's
/// information goes between them.
enum PreviewPage {
    static func html(info: String) -> String { head + info + tail }

    static let head = String(decoding: PackageResources.preview_head_html, as: UTF8.self)
    static let tail = String(decoding: PackageResources.preview_tail_html, as: UTF8.self)
}
