import CCairoPango
import CPoppler
import CRsvg
import Foundation
import UnfoldCodecs
import UnfoldModel

/// A vector image file read into memory: a PDF (its first page, through poppler) or an SVG (through librsvg).
/// The bytes are shared read-only; each render thread opens its own `VectorDocument` from them, since neither
/// library promises that one document may be drawn from two threads at once.
package struct VectorImage: Sendable, Equatable {
    package enum Kind: String, Sendable { case pdf, svg }
    package var kind: Kind
    package var bytes: [UInt8]
    /// The image's own size in points: the PDF page's, or the SVG's width and height (else its viewBox's).
    package var width: Double
    package var height: Double

    /// The kind a file's name gives it, if it is a vector.
    package static func kind(ofFile path: String) -> Kind? {
        Kind(rawValue: (path as NSString).pathExtension.lowercased())
    }

    /// The largest vector file read: far above any icon's, far below what could exhaust memory.
    package static let maxBytes = 16 * 1_048_576
    /// The largest side, in points, a vector may say it has (a page of a kilometre is no image).
    package static let maxPoints = 1_000_000.0

    /// Reads and checks the file's bytes: opened, sized and drawn once, so that a document that cannot be
    /// drawn (a `<use>` loop, an element over librsvg's limits) is an error before any frame.
    package static func read(_ bytes: [UInt8], kind: Kind) throws -> VectorImage {
        guard bytes.count <= maxBytes else {
            throw RenderError.library(
                kind.library, step: "read", reason: "\(bytes.count) bytes is more than the limit of 16 MB")
        }
        if kind == .svg { try SVGReferences.check(bytes) }
        if kind == .pdf { try PDFStreams.check(bytes) }
        let document = try VectorDocument(bytes, kind: kind)
        let size = try document.size()
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw RenderError.library(kind.library, step: "size", reason: "it has no width and height")
        }
        guard size.width <= maxPoints, size.height <= maxPoints else {
            throw RenderError.library(
                kind.library, step: "size", reason: "it is more than \(Int(maxPoints)) points wide or tall")
        }
        try document.check()
        return VectorImage(kind: kind, bytes: bytes, width: size.width, height: size.height)
    }
}

extension VectorImage.Kind {
    var library: RenderLibrary { self == .pdf ? .poppler : .librsvg }
}

/// One thread's open vector document.
package final class VectorDocument {
    let kind: VectorImage.Kind
    /// A PDF's document and first page (poppler keeps what it needs of the bytes in its GBytes).
    var pdf: OpaquePointer?
    var page: OpaquePointer?
    var svg: UnsafeMutablePointer<RsvgHandle>?

    package init(_ bytes: [UInt8], kind: VectorImage.Kind) throws {
        self.kind = kind
        var error: UnsafeMutablePointer<GError>?
        switch kind {
        case .pdf:
            let poppler = try PopplerLibrary.functions()
            let gbytes = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(gbytes) }
            pdf = poppler.poppler_document_new_from_bytes(gbytes, nil, &error)
            guard let pdf else { throw Self.failure(.poppler, step: "open the PDF", error) }
            guard poppler.poppler_document_get_n_pages(pdf) > 0, let first = poppler.poppler_document_get_page(pdf, 0)
            else {
                throw RenderError.library(.poppler, step: "open the PDF", reason: "it has no page")
            }
            page = first
        case .svg:
            // From bytes, with no file name: librsvg then has no base to resolve a reference against, so an
            // SVG draws nothing from outside itself (`data:` URLs still work).
            svg = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
            guard let svg else { throw Self.failure(.librsvg, step: "read the SVG", error) }
            // 96 is CSS's: a `px` is a point, as iOS draws an SVG; only absolute units (`pt`, `mm`) depend on it.
            rsvg_handle_set_dpi(svg, 96)
        }
    }

    deinit {
        if let page { g_object_unref(UnsafeMutableRawPointer(page)) }
        if let pdf { g_object_unref(UnsafeMutableRawPointer(pdf)) }
        if let svg { g_object_unref(svg) }
    }

    static func failure(_ library: RenderLibrary, step: String, _ error: UnsafeMutablePointer<GError>?)
        -> RenderError
    {
        defer { if let error { g_error_free(error) } }
        let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
        return RenderError.library(library, step: step, reason: reason)
    }

    /// The size in points.
    func size() throws -> (width: Double, height: Double) {
        if let page {
            var w = 0.0
            var h = 0.0
            try PopplerLibrary.functions().poppler_page_get_size(page, &w, &h)
            return (w, h)
        }
        var w = 0.0
        var h = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(svg, &w, &h) != 0 { return (w, h) }
        // Only a viewBox: its size is the image's, as iOS takes it.
        var hasWidth: gboolean = 0
        var hasHeight: gboolean = 0
        var hasViewBox: gboolean = 0
        var width = RsvgLength()
        var height = RsvgLength()
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(
            svg, &hasWidth, &width, &hasHeight, &height, &hasViewBox, &viewBox)
        guard hasViewBox != 0 else {
            throw RenderError.library(.librsvg, step: "size", reason: "it has no width and height, and no viewBox")
        }
        return (viewBox.width, viewBox.height)
    }

    /// Draws the document once into a small surface: librsvg reports loops and its limits only when it draws.
    func check() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
        let cr = cairo_create(surface)
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        try draw(cr!, width: 8, height: 8)
    }

    /// Draws the whole image into (0, 0, width, height) of the context's user space.
    package func draw(_ cr: OpaquePointer, width: Double, height: Double) throws {
        if let page {
            let poppler = try PopplerLibrary.functions()
            var w = 0.0
            var h = 0.0
            poppler.poppler_page_get_size(page, &w, &h)
            cairo_save(cr)
            cairo_scale(cr, width / w, height / h)
            poppler.poppler_page_render(page, cr)
            cairo_restore(cr)
            return
        }
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        var error: UnsafeMutablePointer<GError>?
        if rsvg_handle_render_document(svg, cr, &viewport, &error) == 0 {
            throw Self.failure(.librsvg, step: "draw the SVG", error)
        }
    }

    /// Draws one element of an SVG (`#Regular-M`) where it sits in a document drawn at its own size.
    package func drawLayer(_ id: String, _ cr: OpaquePointer, documentSize: (width: Double, height: Double)) throws {
        var viewport = RsvgRectangle(x: 0, y: 0, width: documentSize.width, height: documentSize.height)
        var error: UnsafeMutablePointer<GError>?
        if rsvg_handle_render_layer(svg, cr, id, &viewport, &error) == 0 {
            throw Self.failure(.librsvg, step: "draw \(id)", error)
        }
    }

    /// An SVG element's boxes in the document's own units (ink: what it paints; logical: its geometry without
    /// strokes, which is where a guide line lies); nil when no element has that id.
    package func boxes(of id: String, documentSize: (width: Double, height: Double)) -> (ink: Rect, logical: Rect)? {
        guard let svg, rsvg_handle_has_sub(svg, id) != 0 else { return nil }
        var viewport = RsvgRectangle(x: 0, y: 0, width: documentSize.width, height: documentSize.height)
        var ink = RsvgRectangle()
        var logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_get_geometry_for_layer(svg, id, &viewport, &ink, &logical, &error) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        return (
            Rect(x: ink.x, y: ink.y, width: ink.width, height: ink.height),
            Rect(x: logical.x, y: logical.y, width: logical.width, height: logical.height)
        )
    }

    /// The image drawn at `scale` pixels per point, premultiplied: what Xcode makes of a vector that does not
    /// preserve its vector data (a bitmap per scale, at the image's own size).
    package func rasterized(_ image: VectorImage, scale: Int) throws -> ImageStore.PremultipliedImage {
        let w = max(1, Int((image.width * Double(scale)).rounded()))
        let h = max(1, Int((image.height * Double(scale)).rounded()))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.library(.cairo, step: "create a \(w)×\(h) surface", reason: "out of memory")
        }
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        do {
            try draw(cr, width: image.width, height: image.height)
        } catch {
            cairo_destroy(cr)
            throw error
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var out = [UInt8](repeating: 0, count: w * h * 4)
        out.withUnsafeMutableBytes { dst in
            for y in 0..<h { (dst.baseAddress! + y * w * 4).copyMemory(from: data + y * stride, byteCount: w * 4) }
        }
        return ImageStore.PremultipliedImage(width: w, height: h, bgra: out)
    }
}
