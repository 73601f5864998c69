// swift-tools-version:6.0
import Foundation
import PackageDescription

// The toolchain's own Swift parser (SwiftSyntax), as libraries beside the `swift` on the PATH: Unfold reads cells
// built in Swift code with it. Found, it is linked by the command line alone (with flags that name its folder, so
// no package that depends on Unfold's library meets them); absent, Unfold builds without reading Swift files.
let swiftSyntaxHost: String? = {
    // UNFOLD_NO_SWIFT_SOURCE builds without it, as a machine without the parser does.
    if ProcessInfo.processInfo.environment["UNFOLD_NO_SWIFT_SOURCE"] != nil { return nil }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        let parser = host + "/libSwiftParser.so"
        let module = host + "/SwiftParser.swiftmodule"
        if FileManager.default.fileExists(atPath: parser) && FileManager.default.fileExists(atPath: module) {
            return host
        }
        return nil
    }
    return nil
}()

// The adapter target, and what depends on it, where the parser was found.
let swiftSourceTargets: [Target] =
    swiftSyntaxHost.map { host in
        [
            .target(
                name: "UnfoldSwiftSource", dependencies: ["UnfoldCore", "UnfoldModel"],
                swiftSettings: [.unsafeFlags(["-I", host])],
                linkerSettings: [
                    .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
                    .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftOperators")
                ])
        ]
    } ?? []
let swiftSource: [Target.Dependency] = swiftSyntaxHost == nil ? [] : ["UnfoldSwiftSource"]
// What imports the adapter finds the parser's modules too (a module's imports are loaded with it).
// `UNFOLD_SWIFT_SOURCE` says the adapter is there (`canImport` would also find a module left from another build).
let swiftSourceSettings: [SwiftSetting] =
    swiftSyntaxHost.map { [.unsafeFlags(["-I", $0]), .define("UNFOLD_SWIFT_SOURCE")] } ?? []

let package = Package(
    name: "Unfold",
    products: [
        .executable(name: "unfold", targets: ["unfold"]),
        .executable(name: "unfold-bench", targets: ["UnfoldBench"]),
        // The Swift API: scenes, frames, pixels and golden checks (see docs/swift-api.md).
        .library(name: "Unfold", targets: ["Unfold"]),
        // Assertions for Swift Testing and XCTest against the golden folders `unfold test` uses.
        .library(name: "UnfoldTesting", targets: ["UnfoldTesting"])
    ],
    targets: [
        // pangocairo's flags from the package's own .pc file (see there): pangocairo.pc would add -pthread.
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: Context.packageDirectory + "/Sources/CCairoPango/unfold-pangocairo.pc",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["pango", "cairo"])]
        ),
        // Cairo's pixel rows as PNG rows, with the one shuffle instruction Swift cannot ask for (see there).
        .target(name: "CPixelRows"),
        .systemLibrary(
            name: "CSpng",
            pkgConfig: "spng",
            providers: [.apt(["libspng-dev"]), .brew(["libspng"])]
        ),
        // JPEG files of asset catalogs' image sets: libjpeg-turbo's TurboJPEG interface.
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CGif",
            pkgConfig: "libgif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]
        ),
        .systemLibrary(
            name: "CImageQuant",
            pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"]), .brew(["libimagequant"])]
        ),
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        // A JPEG's EXIF orientation (camera photos in image sets are stored sideways and turned when shown).
        .systemLibrary(
            name: "CExif",
            pkgConfig: "libexif",
            providers: [.apt(["libexif-dev"]), .brew(["libexif"])]
        ),
        // SHA-256 of the pinned font files, checked each run: OpenSSL's, which uses the CPU's SHA instructions.
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
        ),
        // Golden frames: each kept frame's pixels, compressed against the folder's first frame (rows that moved
        // are long matches), so a golden folder is a fraction of its PNGs.
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"]), .brew(["zstd"])]
        ),
        // PNG frames: ISA-L's igzip, the fastest deflate Debian packages.
        .systemLibrary(
            name: "CIsal",
            pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]
        ),
        // Plural rules: ICU's (CLDR's data), through wrappers that hide ICU's versioned names.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // Vector images of asset catalogs: poppler draws a PDF's first page, librsvg an SVG (and a custom
        // symbol's template), both through Cairo at the size they are shown.
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: Context.packageDirectory + "/Sources/CPoppler/unfold-poppler-headers.pc",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]
        ),
        // XML: an SVG's references are checked before librsvg draws it (no external file, no `<use>` loop).
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: Context.packageDirectory + "/Sources/CRsvg/unfold-rsvg.pc",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]
        ),
        // Auto Layout: a cell from Interface Builder is a linear program, solved one priority at a time.
        .systemLibrary(
            name: "CGLPK",
            pkgConfig: Context.packageDirectory + "/Sources/CGLPK/unfold-glpk.pc",
            providers: [.apt(["libglpk-dev"]), .brew(["glpk"])]
        ),
        // String Catalogs: yajl's event parser indexes a catalog in one fast pass.
        .systemLibrary(
            name: "CYajl",
            pkgConfig: "yajl",
            providers: [.apt(["libyajl-dev"]), .brew(["yajl"])]
        ),
        // The preview and report servers: libmicrohttpd parses HTTP.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
        ),
        // Video: libavformat muxes, libavcodec encodes (libx264, libvpx), libswscale converts RGB to YUV. Headers
        // only: the libraries are opened by the commands that need them (see Sources/CFFmpeg/shim.h).
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: Context.packageDirectory + "/Sources/CFFmpeg/unfold-ffmpeg-headers.pc",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev"]), .brew(["ffmpeg"])]
        ),
        // Scene text as written: its lines as tokens with their places, grouped into blocks, an app's XML file as a tree,
        // and the diagnostics every stage reports with. It reads no file and knows no scene's meaning, and nothing
        // below it exists.
        .target(name: "UnfoldSyntax"),
        // The model: a resolved scene's values (templates, rows, settings, actions), geometry and the protocol text is
        // measured through, Auto Layout's cells and linear systems, the element kinds with what they draw with, and
        // the helpers every stage shares. It reads nothing and cannot see resolution or the stages above it.
        .target(name: "UnfoldModel", dependencies: ["UnfoldSyntax"]),
        // Resolution: the syntax read into a scene, with its variant, its strings, its asset catalogs and the cells
        // the importers give; the importers' shared models (an Auto Layout cell as files and code describe it).
        .target(name: "UnfoldCore", dependencies: ["UnfoldSyntax", "UnfoldModel"]),
        // The Interface Builder importer: a storyboard's or xib's XML (from the caller's native parser) read into the
        // cells, tables and findings every importer gives (`CellImporter`). The core and the stages build without it.
        .target(name: "UnfoldInterfaceBuilder", dependencies: ["UnfoldSyntax", "UnfoldModel", "UnfoldCore"]),
        // The pure stages above the model, each a target, so a reference back down the chain does not build: a cell's
        // layout (stacks, Auto Layout's solution, SwiftUI's), the timeline (animation), what VoiceOver reads of a
        // frame, and a frame's display list.
        .target(name: "UnfoldLayout", dependencies: ["UnfoldModel"]),
        .target(name: "UnfoldAnimation", dependencies: ["UnfoldModel", "UnfoldLayout"]),
        .target(name: "UnfoldAccessibility", dependencies: ["UnfoldModel", "UnfoldAnimation"]),
        .target(name: "UnfoldDisplay", dependencies: ["UnfoldModel", "UnfoldAnimation", "UnfoldAccessibility"]),
        // The pure stages above the model, each its own target so nothing below can reach it: comparing two
        // images' pixels; which pixels of an animated file change between frames; the records `timeline.json` and
        // `golden.json` hold, and comparing them; the audit's rules.
        .target(name: "UnfoldCompare"),
        .target(name: "UnfoldExportPlan", dependencies: ["UnfoldModel"]),
        .target(
            name: "UnfoldGoldens",
            dependencies: ["UnfoldModel", "UnfoldAnimation", "UnfoldAccessibility", "UnfoldDisplay", "UnfoldAudit"]),
        .target(
            name: "UnfoldAudit",
            dependencies: ["UnfoldSyntax", "UnfoldModel", "UnfoldAnimation", "UnfoldAccessibility"]),
        // The native adapters, each named for its concern; the core reaches them through its protocols.
        // Codecs: PNG (libspng, libdeflate, ISA-L), JPEG (TurboJPEG, libexif), GIF (giflib, libimagequant), WebP,
        // APNG, zstd for golden frames, and video (FFmpeg's libavformat, libavcodec and libswscale).
        .target(
            name: "UnfoldCodecs",
            dependencies: [
                "UnfoldModel", "UnfoldCompare", "UnfoldExportPlan", "CSpng", "CTurboJPEG", "CGif", "CImageQuant",
                "CWebP", "CDeflate", "CIsal", "CZstd", "CExif", "CFFmpeg"
            ]),
        // Drawing and text: Cairo, Pango and fontconfig, vector images (poppler, librsvg, libxml2), the pinned fonts'
        // SHA-256 (OpenSSL).
        .target(
            name: "UnfoldRender",
            dependencies: [
                "UnfoldSyntax", "UnfoldModel", "UnfoldAnimation", "UnfoldDisplay", "UnfoldCompare", "UnfoldGoldens",
                "UnfoldCodecs", "CCairoPango", "CDeflate", "CCrypto", "CPixelRows", "CPoppler", "CRsvg", "CLibXML2"
            ]),
        // Auto Layout's linear programs, solved by GLPK (`ConstraintSolving`).
        .target(name: "UnfoldSolver", dependencies: ["UnfoldModel", "CGLPK"]),
        // Strings: ICU's plural rules (`PluralRules`) and the String Catalog index over yajl's event parser.
        .target(name: "UnfoldStrings", dependencies: ["UnfoldCore", "UnfoldModel", "CICU", "CYajl"]),
        // The preview and report servers' HTTP: libmicrohttpd.
        .target(name: "UnfoldHTTP", dependencies: ["CMicroHTTPD"]),
        // The library: loading scenes and their variants, compiling, frame and animated export, the suite, the
        // audit, the preview and report servers, and the Swift API. It names no command.
        .target(
            name: "Unfold",
            dependencies: [
                "UnfoldSyntax", "UnfoldCore", "UnfoldModel", "UnfoldInterfaceBuilder", "UnfoldLayout",
                "UnfoldAnimation", "UnfoldAccessibility", "UnfoldDisplay", "UnfoldCompare", "UnfoldExportPlan",
                "UnfoldGoldens", "UnfoldAudit", "UnfoldCodecs", "UnfoldRender", "UnfoldSolver", "UnfoldStrings",
                "UnfoldHTTP"
            ],
            resources: [
                .embedInCode("Resources/demo.scene"), .embedInCode("Resources/report-head.html"),
                .embedInCode("Resources/report-script.html"), .embedInCode("Resources/preview-head.html"),
                .embedInCode("Resources/preview-tail.html")
            ]),
        // The command line, a client of the library: arguments, usage and help, console output, exit codes.
        // The command line is a client of the library: it reaches drawing, codecs and servers through `Unfold` only.
        .target(name: "UnfoldCLI", dependencies: ["Unfold"]),
        .executableTarget(
            name: "unfold", dependencies: ["UnfoldCLI", "Unfold"] + swiftSource, swiftSettings: swiftSourceSettings),
        .target(name: "UnfoldTesting", dependencies: ["Unfold"]),
        // `make bench`: not part of `make test`.
        .executableTarget(
            name: "UnfoldBench",
            dependencies: [
                "UnfoldCore", "UnfoldModel", "UnfoldInterfaceBuilder", "UnfoldAccessibility", "UnfoldCompare",
                "UnfoldCodecs", "UnfoldRender", "UnfoldSolver", "UnfoldStrings", "Unfold"
            ] + swiftSource,
            swiftSettings: swiftSourceSettings),
        // The core's fakes: a text measurer with a fixed advance, so layout tests need no fonts. No product has it.
        .target(name: "UnfoldCoreTestSupport", dependencies: ["UnfoldModel"]),
        .testTarget(
            name: "UnfoldCoreTests",
            dependencies: [
                "UnfoldSyntax", "UnfoldCore", "UnfoldModel", "UnfoldInterfaceBuilder", "UnfoldLayout",
                "UnfoldAnimation", "UnfoldAccessibility", "UnfoldDisplay", "UnfoldCompare", "UnfoldExportPlan",
                "UnfoldGoldens", "UnfoldAudit", "UnfoldCoreTestSupport"
            ]),
        // What the tests share: giflib's, libwebp's and Pillow's decoders, which check the animated files independently
        // of the writers, and fresh temporary folders. No product includes it.
        .target(name: "UnfoldTestSupport", dependencies: ["CGif", "CWebP"]),
        .testTarget(
            name: "UnfoldRenderTests",
            dependencies: [
                "UnfoldRender", "UnfoldCodecs", "UnfoldStrings", "UnfoldSyntax", "UnfoldCore", "UnfoldModel",
                "UnfoldAnimation", "UnfoldCompare", "UnfoldExportPlan", "CCairoPango", "UnfoldTestSupport"
            ]),
        .testTarget(
            name: "UnfoldCLITests",
            dependencies: [
                "UnfoldCLI", "Unfold", "UnfoldRender", "UnfoldCodecs", "UnfoldSyntax", "UnfoldCore", "UnfoldModel",
                "UnfoldInterfaceBuilder", "UnfoldAnimation", "UnfoldAccessibility", "UnfoldDisplay", "UnfoldCompare",
                "UnfoldGoldens", "UnfoldAudit", "UnfoldTestSupport", "UnfoldCoreTestSupport"
            ] + swiftSource,
            swiftSettings: swiftSourceSettings),
        .testTarget(
            name: "UnfoldTestingTests", dependencies: ["UnfoldTesting", "Unfold"] + swiftSource,
            swiftSettings: swiftSourceSettings)
    ] + swiftSourceTargets
)
