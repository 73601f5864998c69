import UnfoldCore
import UnfoldRender
import UnfoldCodecs
import UnfoldCompare
import UnfoldModel

/// The PNG of one frame as `still` writes it and `render --poster` keeps it: drawn at the scene's size, or scaled
/// down to `width` pixels with the filter animated files use, then encoded.
package enum StillPNG {
    package static func png(
        _ renderer: SceneRenderer, frame i: Int, width: Int?, compression: FrameCompression, label: String
    ) throws -> [UInt8] {
        guard let px = width, px < renderer.pixelWidth else {
            return try FrameExporter.collect(
                renderer, frames: [i], jobs: 1, work: .silent, label: label, output: .png(compression.setting))[i]!
        }
        let rgba = try FrameExporter.collect(
            renderer, frames: [i], jobs: 1, work: .silent, label: label, output: .rgba(width: px))[i]!
        let height = FrameRenderer.scaledHeight(renderer.pixelHeight, renderer.pixelWidth, px)
        return try PNGCodec.encodeRGBA(
            RGBAImage(width: px, height: height, pixels: rgba), compression: compression.setting)
    }
}
