/// The font files Unfold draws with, pinned by SHA-256 to the versions its goldens were recorded with: Debian 12's
/// packages, kept in Debian's archive (`pool/`) whatever release the machine runs. A pixel must not move because a
/// machine installed a newer Inter, so a file whose hash differs is refused, never drawn with.
///
/// `Fonts/fetch` reads the two lists below, entry by entry, to download and verify the same files: keep each
/// field a labelled string argument (`path: "…"`), as written here.
package enum PinnedFonts {
    /// A Debian package that carries pinned files: where it is in Debian's archive, and the hash of its `.deb`.
    package struct Source: Sendable, Equatable {
        package var package: String
        package var version: String
        package var pool: String
        package var sha256: String
    }

    /// One pinned file: its path below a font folder (as under `/usr/share/fonts`), its hash and its package.
    package struct Pin: Sendable, Equatable {
        package var path: String
        package var sha256: String
        package var package: String
    }

    // sources-begin
    package static let sources: [Source] = [
        Source(
            package: "fonts-inter", version: "4.0~beta7+ds-1",
            pool: "pool/main/f/fonts-inter/fonts-inter_4.0~beta7+ds-1_all.deb",
            sha256: "6afd9014550e04b58bccf64b94f92ae1dbfd8018489b92de835408970234c24c"),
        Source(
            package: "fonts-dejavu-core", version: "2.37-6",
            pool: "pool/main/f/fonts-dejavu/fonts-dejavu-core_2.37-6_all.deb",
            sha256: "8892669e51aab4dc56682c8e39d8ddb7d70fad83c369344e1e240bf3ca22bb76"),
        Source(
            package: "fonts-noto-cjk", version: "1:20220127+repack1-1",
            pool: "pool/main/f/fonts-noto-cjk/fonts-noto-cjk_20220127+repack1-1_all.deb",
            sha256: "4a2515eb6db3978b897fef9709ed0d2b1f4c6c4df4d83d6c4ef65f71f1b1f502"),
        Source(
            package: "fonts-noto-color-emoji", version: "2.042-0+deb12u1",
            pool: "pool/main/f/fonts-noto-color-emoji/fonts-noto-color-emoji_2.042-0+deb12u1_all.deb",
            sha256: "a5ab0f69c7938423862320d9aca5dd187b3fd879d6a9a57dd52e17c3fa8d2751"),
        Source(
            package: "fonts-materialdesignicons-webfont", version: "1.6.50-3",
            pool: "pool/main/f/fonts-materialdesignicons-webfont/fonts-materialdesignicons-webfont_1.6.50-3_all.deb",
            sha256: "baa6eec7cca3dcf3363c2c7efec065fdc47c7eadadc7bbf5103ebfb322ae8f77")
    ]
    // sources-end

    // pins-begin
    package static let pins: [Pin] = [
        Pin(
            path: "opentype/inter/Inter-Regular.otf",
            sha256: "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/InterDisplay-Regular.otf",
            sha256: "82132edfc052b9f30a4bec53c9089cc5f1e6a0d4aa3b3aa3dfdd1eca89123780", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/Inter-Medium.otf",
            sha256: "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/InterDisplay-Medium.otf",
            sha256: "c6c1495a1d948689718b853983b699a86488c2a044fbc1317b64545eb78176bd", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/Inter-SemiBold.otf",
            sha256: "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/InterDisplay-SemiBold.otf",
            sha256: "1db59eb44058d96bd1eb258317ecc33e9766e96726939eb6850987dcda47ef5e", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/Inter-Bold.otf",
            sha256: "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/InterDisplay-Bold.otf",
            sha256: "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/Inter-ExtraBold.otf",
            sha256: "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/InterDisplay-ExtraBold.otf",
            sha256: "8d28ae39fa9c092d2898aeb8916022882600829e0a9f2d34390dccd245c0bee0", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/Inter-Black.otf",
            sha256: "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/InterDisplay-Black.otf",
            sha256: "6827cddb859145f5bad353666e92b35bce2a6807051e4a2bf7e93ae4832a30fa", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/Inter-Italic.otf",
            sha256: "45ecfe6cbadfd4803de6214e02c336a95163a7703973bc8a5ce7ac2d174ecaf7", package: "fonts-inter"),
        Pin(
            path: "opentype/inter/InterDisplay-Italic.otf",
            sha256: "416db016f05e828c3831069bd6b231a1e86f51ef1fe356a992e535a225404235", package: "fonts-inter"),
        Pin(
            path: "truetype/dejavu/DejaVuSans.ttf",
            sha256: "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322", package: "fonts-dejavu-core"),
        Pin(
            path: "truetype/dejavu/DejaVuSans-Bold.ttf",
            sha256: "0d977336a6d5fba34eab8e3199eb218327161b5143749f802982c2bc34df0c96", package: "fonts-dejavu-core"),
        Pin(
            path: "truetype/dejavu/DejaVuSansMono.ttf",
            sha256: "0f5db4f1749979d961019838b160bec74abdf7f9eca69553fe1aa856bbff49a4", package: "fonts-dejavu-core"),
        Pin(
            path: "truetype/dejavu/DejaVuSansMono-Bold.ttf",
            sha256: "2964f6dac8e6e9d71613928340f17bf868e9ea51692cca333c79e74962f02233", package: "fonts-dejavu-core"),
        Pin(
            path: "truetype/dejavu/DejaVuSerif.ttf",
            sha256: "13e61509f5c81d7c3132810f4f903e3523df89c802bf6e0674621e8f659cdfe1", package: "fonts-dejavu-core"),
        Pin(
            path: "truetype/dejavu/DejaVuSerif-Bold.ttf",
            sha256: "e2fd85eba2de65ac270d1cdb1685e252eb827f600850cf62af2d20c41b22e945", package: "fonts-dejavu-core"),
        Pin(
            path: "opentype/noto/NotoSansCJK-Regular.ttc",
            sha256: "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a", package: "fonts-noto-cjk"),
        Pin(
            path: "opentype/noto/NotoSansCJK-Bold.ttc",
            sha256: "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb", package: "fonts-noto-cjk"),
        Pin(
            path: "truetype/noto/NotoColorEmoji.ttf",
            sha256: "e5899ed38b8ed83e08bd3ac5de09791e9d19d288333a796de1d35ad17396f1ec",
            package: "fonts-noto-color-emoji"),
        Pin(
            path: "truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
            sha256: "fa357e31fe02cb093a16cb022c619ba4cc663e5b1d4520f90e4005f2d8f9678e",
            package: "fonts-materialdesignicons-webfont")
    ]
    // pins-end

    /// SHA-256 of each pinned file's first 64 KiB followed by its last 64 KiB: checked on every run, in
    /// microseconds, before a stamp kept between processes is believed. A stamp is a cache written to the
    /// user's folder, not a proof: a file swapped under an unchanged stat identity (Inter-Regular holding
    /// Inter-Bold's bytes) no longer matches here, and is hashed whole and refused.
    package static let ends: [String: String] = [
        "opentype/inter/Inter-Regular.otf": "1279915b69bddf73f91f7f17a6962ab6051a30c28644c9a70c0ca70f91c6e5c3",
        "opentype/inter/InterDisplay-Regular.otf": "10768b333ad81522361bc071ecae0af0223a024b61c8b72837eb10f2410b795f",
        "opentype/inter/Inter-Medium.otf": "52557c6db023872fbb220d1a27f325dad6e973dac77303e1a47b75c70bedf92d",
        "opentype/inter/InterDisplay-Medium.otf": "c8bad0c50a556c45b0a66f4e75d906690055eb216a8af931e1a3804de9466626",
        "opentype/inter/Inter-SemiBold.otf": "fc0178f2b278dd1a12556bc0610355244f500b34f2063c36833f9f6f4f373b12",
        "opentype/inter/InterDisplay-SemiBold.otf": "363720fb14d3a8998d18c1abbacd85e87fcb299b197d60607108eabe0d50a13a",
        "opentype/inter/Inter-Bold.otf": "42c65b2f9710ccc1bbfea4dc688c2ec74f3c2b589a20218eacfd64eb8ad78204",
        "opentype/inter/InterDisplay-Bold.otf": "7e6de33175fa54d17001eb01c027c1b2028ff1e47d6bc171b28acaf224d630c5",
        "opentype/inter/Inter-ExtraBold.otf": "d3d1be36cb843e417c337fdf14feb7d9c5a1320c3093a0df228d44328779e71e",
        "opentype/inter/InterDisplay-ExtraBold.otf": "674d0af2344551e106507c3bd88109d35d6d280699ffd6e0d3f322d24e4f76f0",
        "opentype/inter/Inter-Black.otf": "f3e79c849a8b0a79fa1f5a24edc338ba1287084903f14a04fcd6cd156c7df4c4",
        "opentype/inter/InterDisplay-Black.otf": "bdfd6b605753d020330e8b1d0b67987a4e54bc388bcfa7d1e66c33b688942ab5",
        "opentype/inter/Inter-Italic.otf": "4b3964f1229cec6442ee221a8f67d34122e7f17fdafdcbcaac00b97f95ce9c4e",
        "opentype/inter/InterDisplay-Italic.otf": "5a8bed28c6d7e82fe36001a07bf874cf951533625309633dd14af8b7e246ba46",
        "truetype/dejavu/DejaVuSans.ttf": "5d0021e8b6ad770cdd13bd0718434e9eb1cad9454acdd64898e9954d5dd28ef0",
        "truetype/dejavu/DejaVuSans-Bold.ttf": "607f89b32cd5a9029981158050f06845e77229899f6ad91cbd5b26bd18e14e37",
        "truetype/dejavu/DejaVuSansMono.ttf": "f0ab6332b7f7d732617370d0acf025d607b710d8cf52e08bb8738f70e58a91ef",
        "truetype/dejavu/DejaVuSansMono-Bold.ttf": "7143e34710a80e630a2a1171e7d8b9690e768763ba8d06090c6a954b2e7624d6",
        "truetype/dejavu/DejaVuSerif.ttf": "8c4016b9d77a2d96114f9dc31634c44ee5ee6c6831c342234534061c2e02d03b",
        "truetype/dejavu/DejaVuSerif-Bold.ttf": "723a0af9004793f65cf866126d4dc6d7e988690a5779dc60d9886c08f55b3a47",
        "opentype/noto/NotoSansCJK-Regular.ttc": "18a242be38966ec95d229a0e88d308804ffca227a5a1776f20eb35cfbecc0290",
        "opentype/noto/NotoSansCJK-Bold.ttc": "5c5c5b4fd49aacef02c8774769f4179602dc853918fe4c6a7bc81003ae1d0a89",
        "truetype/noto/NotoColorEmoji.ttf": "e74783def8f15940d234f6adf06fdad88e1ba87cc3f0ebf93c4e99fea7b0d95c",
        "truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf":
            "4f732c6a8b4ea080f82e94ec206eb861cb45c3c4b4978b2969cdcf9ae46740c2"
    ]

    /// The pinned file `path` is (found below any font folder), if it is one.
    package static func pin(at path: String) -> Pin? {
        pins.first { path.hasSuffix("/" + $0.path) }
    }

    /// The source that carries `pin`.
    package static func source(of pin: Pin) -> Source? { sources.first { $0.package == pin.package } }
}
