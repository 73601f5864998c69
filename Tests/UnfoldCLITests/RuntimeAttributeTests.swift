import Foundation
import Testing
import UnfoldCore
import UnfoldTestSupport

@testable import Unfold
@testable import UnfoldRender
import UnfoldModel

/// Issue 57: a view's runtime attributes drawn as Core Animation draws them, and a custom-class view drawn as the
/// UIKit view its element names. The card is 20 pt from every edge of the content view and 100 pt tall; its
/// purple subview sits in its top-leading corner, where the card's rounded clip cuts it.
@Suite struct RuntimeAttributeTests {
    static let card = """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" customClass="CardView" customModule="App" id="card">
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pur">
                                    <color key="backgroundColor" red="0.5" green="0.0" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </view>
                            </subviews>
                            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <constraints>
                                <constraint firstItem="pur" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="p1"/>
                                <constraint firstItem="pur" firstAttribute="top" secondItem="card" secondAttribute="top" id="p2"/>
                                <constraint firstItem="pur" firstAttribute="width" constant="60" id="p3"/>
                                <constraint firstItem="pur" firstAttribute="height" constant="60" id="p4"/>
                                <constraint firstAttribute="height" constant="100" id="p5"/>
                            </constraints>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                    <integer key="value" value="20"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                                    <real key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                                    <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
                                    <real key="value" value="0.5"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius">
                                    <real key="value" value="4"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                                    <size key="value" width="0.0" height="6"/>
                                </userDefinedRuntimeAttribute>
                                <userDefinedRuntimeAttribute type="string" keyPath="layer.fancyName" value="x"/>
                            </userDefinedRuntimeAttributes>
                        </view>
        """
    static let file = InterfaceBuilderTests.xib(
        subviews: card,
        constraints: """
            <constraint firstItem="card" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="card" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="20" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="card" secondAttribute="bottom" constant="30" id="c4"/>
            """,
        outlets: #"<outlet property="cardView" destination="card" id="o1"/>"#)
    static let scene = "canvas 200x200 @2x\ncell c from \"Cell.xib\"\nrows c\n  a\n"

    /// The card's frame on the canvas and the frame's pixels.
    static func render() throws -> (card: Rect, commands: [DrawCommand], pixel: (Double, Double) -> [Int]) {
        let dir = tempDir("runtime")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(file.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let compiled = try UnfoldScene(text: scene, name: "runtime", base: dir).compiled()
        let commands = compiled.renderer.drawnCommands(frame: 0)
        let canvas = try FrameRenderer(width: 200, height: 200, scale: 2)
        try canvas.draw(commands)
        let rgba = try canvas.rgba()
        let card = try #require(
            commands.lazy.compactMap { c -> Rect? in
                if case let .border(r, _, _, _) = c { return r }
                return nil
            }.first)
        return (
            card, commands,
            { x, y in
                let i = (Int(y * 2) * 400 + Int(x * 2)) * 4
                return Array(rgba[i..<(i + 3)]).map(Int.init)
            }
        )
    }

    @Test func aRoundedCardClipsItsSubviewAndDrawsItsBorderOverIt() throws {
        let (card, commands, pixel) = try Self.render()
        #expect(card.width == 160 && card.height == 100)
        // Shadow under the card, the card, the clip with its corners, the subview, and the border last.
        let drawn = commands.map(\.description).filter {
            $0.hasPrefix("shadow") || $0.hasPrefix("border") || $0.hasPrefix("clip") || $0.contains("#800080")
                || $0.contains("#ffffffff r20")
        }
        #expect(
            drawn.suffix(5) == [
                "shadow \(card) #00000080 offset 0,6 blur 4 r20", "fill \(card) #ffffffff r20", "clip \(card)",
                "fill \(Rect(x: card.x, y: card.y, width: 60, height: 60)) #800080ff",
                "border \(card) #ff0000ff w4 r20"
            ])
        // The corner outside the radius shows no purple: the card clips its subview.
        #expect(pixel(card.x + 1, card.y + 1) != [128, 0, 128])
        #expect(pixel(card.x + 10, card.y + 30) == [128, 0, 128])
        // The border lies inside the bounds, over the subview, and not outside them.
        #expect(pixel(card.x + 1, card.y + 40) == [255, 0, 0])
        #expect(pixel(card.x + 3.5, card.y + 40) == [255, 0, 0])
        #expect(pixel(card.x + 4.5, card.y + 40) == [128, 0, 128])
        #expect(pixel(card.x - 0.5, card.y + 40) != [255, 0, 0])
        // The white custom-class card is white, not a placeholder.
        #expect(pixel((card.x + card.width / 2), (card.y + card.height / 2)) == [255, 255, 255])
    }

    @Test func theShadowFallsOutsideTheCardMovedDownAndBlurred() throws {
        let (card, _, pixel) = try Self.render()
        // The pixel centred 1.75 pt inside the moved shape's edge: a Gaussian of 4 pt covers Φ(0.4375) = 0.669 of
        // it, at opacity 0.5, so the white table shows at 1 − 0.335: 170.
        let near = pixel((card.x + card.width / 2), card.maxY + 4)
        #expect(abs(near[0] - 170) <= 4 && near[0] == near[1] && near[1] == near[2])
        // 3 σ past the edge it is gone; above the card, moved away, it never shows.
        #expect(pixel((card.x + card.width / 2), card.maxY + 18) == [255, 255, 255])
        #expect(pixel((card.x + card.width / 2), card.y - 8) == [255, 255, 255])
        // Beside the card, level with its middle, half the blur reaches out.
        let side = pixel(card.maxX + 0.25, (card.y + card.height / 2))
        #expect(side[0] < 200 && side[0] > 120)
    }

    @Test func aCustomClassAndAnUnknownKeyAreWarningsAtTheirLines() {
        let text = InterfaceBuilderTests.diagnostics(Self.scene, files: ["Cell.xib": Self.file])
        let custom = InterfaceBuilderTests.place(of: "customClass=\"CardView\"", tag: "<view", in: Self.file)
        let key = InterfaceBuilderTests.place(of: "layer.fancyName", tag: "<userDefinedRuntimeAttribute", in: Self.file)
        #expect(
            text == """
                ib.scene:2:13: warning: Cell.xib:\(custom): 'CardView' is drawn as the <view> the file declares: its own drawing code is not run
                cell c from "Cell.xib"
                            ^
                ib.scene:2:13: warning: Cell.xib:\(key): runtime attribute 'layer.fancyName' is not drawn by Unfold: it is ignored
                cell c from "Cell.xib"
                            ^

                """)
    }

    /// A view with no background and a shadow of `radius`: Core Animation casts the shadow from its content,
    /// here its purple 60-pt square, moved 10 pt right and down, not from the view's 160 × 100 bounds.
    static func contentShadow(radius: Double) throws -> (square: Rect, pixel: (Double, Double) -> [Int]) {
        // The card without its background, border and corners: its purple square and a shadow alone.
        let white =
            #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let attributes = card.range(of: "<userDefinedRuntimeAttributes>")!.lowerBound
        let attributesEnd = card.range(of: "</userDefinedRuntimeAttributes>")!.upperBound
        let shadow = """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowOpacity">
                    <real key="value" value="1"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.shadowRadius">
                    <real key="value" value="\(radius)"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                    <size key="value" width="10" height="10"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
            """
        let view = card.replacingCharacters(in: attributes..<attributesEnd, with: shadow)
            .replacingOccurrences(of: white, with: "")
            .replacingOccurrences(of: #" customClass="CardView" customModule="App""#, with: "")
        let file = file.replacingOccurrences(of: card, with: view)
        let dir = tempDir("content-shadow")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(file.utf8).write(to: dir.appendingPathComponent("Cell.xib"))
        let compiled = try UnfoldScene(text: scene, name: "shadow", base: dir).compiled()
        let commands = compiled.renderer.drawnCommands(frame: 0)
        let square = try #require(
            commands.lazy.compactMap { c -> Rect? in
                if case let .fill(r, _, _) = c, c.description.hasSuffix("#800080ff") { return r }
                return nil
            }.first)
        #expect(
            commands.map(\.description).contains(
                "content-shadow \(square) #000000ff offset 10,10 blur \(radius == 0 ? "0" : "4")"))
        let canvas = try FrameRenderer(width: 200, height: 200, scale: 2)
        try canvas.draw(commands)
        let rgba = try canvas.rgba()
        return (
            square,
            { x, y in
                let i = (Int(y * 2) * 400 + Int(x * 2)) * 4
                return Array(rgba[i..<(i + 3)]).map(Int.init)
            }
        )
    }

    @Test func aViewWithNoBackgroundCastsItsContentsShadow() throws {
        let (square, pixel) = try Self.contentShadow(radius: 0)
        // Unblurred: the square's shadow is a black square moved by (10, 10), under the square itself.
        #expect(pixel(square.maxX + 5, square.maxY + 5) == [0, 0, 0])
        #expect(pixel(square.x + 5, square.y + 5) == [128, 0, 128])
        #expect(pixel(square.maxX + 5, square.y + 5) == [255, 255, 255])
        // The view's bounds beyond its content cast nothing: no rectangle of the view's size.
        #expect(pixel(square.maxX + 40, square.y + 80) == [255, 255, 255])
        #expect(pixel(square.maxX + 15, square.maxY + 5) == [255, 255, 255])
    }

    @Test func aContentShadowIsBlurredByItsRadius() throws {
        let (square, pixel) = try Self.contentShadow(radius: 4)
        // At the moved square's right edge, level with its middle, a Gaussian covers half: the white table shows
        // at 1 − 0.5, about 128; 3 σ beyond it nothing shows.
        let edge = pixel(square.maxX + 10 + 0.25, square.y + 10 + 30)
        #expect(abs(edge[0] - 128) <= 12 && edge[0] == edge[1] && edge[1] == edge[2])
        #expect(pixel(square.maxX + 10 + 13, square.y + 40) == [255, 255, 255])
        #expect(pixel(square.maxX + 40, square.y + 80) == [255, 255, 255])
    }
}
