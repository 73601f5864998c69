import Testing
import UnfoldCoreTestSupport

@testable import UnfoldCore
@testable import UnfoldLayout
@testable import UnfoldModel

/// Issue 56, point 4: `vstack`, `hstack` and `zstack`, element kinds described in one file (`Elements/Stack.swift`)
/// whose options both layouts read through `stacking`. The messages are the ones the stacks gave when they were cases
/// of their own; the frames come from the stack rules the layout tests state (10 pt per character, 20-pt lines).
@Suite struct StackTests {
    @Test func eachStacksLineIsWrittenBackAsItWasRead() throws {
        let uiKit = [
            VStack.example, HStack.example, "vstack spacing 4.5 padding 1 2 3 4 align fill background red",
            "hstack padding 8 align bottom distribute equal-centering priority 1000"
        ]
        for line in uiKit {
            let scene = try parseOK("cell c\n  \(line)\nrows c\n  a\n")
            #expect(ElementText(scene.templates[0].root).line == line)
        }
        let swiftUI = [ZStack.example, "vstack width 120 height 40/80 max-width 300", "hstack max-width infinity"]
        for line in swiftUI {
            let scene = try parseOK("cell c layout swiftui\n  \(line)\nrows c\n  a\n")
            #expect(ElementText(scene.templates[0].root).line == line)
        }
        let root = try parseOK("cell c\n  hstack spacing 3 padding 2\n    text a\nrows c\n  a\n").templates[0].root
        var expected = Stacking(direction: .horizontal)
        expected.spacing = 3
        expected.spacingWritten = true
        expected.padding = EdgeInsets(all: 2)
        #expect(root.stacking == expected && root.padding == EdgeInsets(all: 2) && root.stackRole == .stack)
        // An importer's stack is the kind of its direction, with the options it read.
        #expect(expected.direction.kind(expected) == root.kind)
    }

    @Test func badLinesAreErrorsAtTheirColumn() {
        #expect(
            elementLineErrors("vstack align top")
                == "2:16 unknown alignment 'top' for vstack; expected leading, center, trailing, fill")
        #expect(
            elementLineErrors("hstack align leading")
                == "2:16 unknown alignment 'leading' for hstack; expected top, center, bottom, fill")
        #expect(elementLineErrors("zstack") == "2:3 a zstack is SwiftUI's: it needs 'layout swiftui' on the cell line")
        #expect(
            elementLineErrors("vstack width 10")
                == "2:3 a stack's width, height and max-width are SwiftUI frames: they need 'layout swiftui' on the"
                + " cell line")
        #expect(elementLineErrors("vstack spacing -1") == "2:18 spacing -1 is out of range (0.0…100000.0)")
        #expect(
            elementLineErrors("vstack distribute even")
                == "2:21 unknown distribution 'even'; expected fill, equal-spacing, equal-centering")
        #expect(
            elementLineErrors("vstack padding 1 2 3")
                == "2:20 unknown option '2' for vstack; the nearest known: 'id', 'tap', 'hint'")
        #expect(elementLineErrors("vstak") == "2:3 unknown element 'vstak'; did you mean 'vstack'?")
        #expect(elementLineErrors("hstack font 3") == "2:10 option 'font' does not apply to hstack")
        #expect(
            elementLineErrors("vstack max-width wide")
                == "2:20 expected max-width (a number or 'infinity') (a number), found 'wide'")
        let zstack = parseErrors("cell c layout swiftui\n  zstack align top\nrows c\n  a\n").map {
            "\($0.location.line):\($0.location.column) \($0.message)"
        }
        #expect(zstack == ["2:16 unknown alignment 'top' for zstack; expected leading, center, trailing"])
    }

    /// Both layouts read a stack's options through its kind: spacing and padding, a vstack's alignment, an hstack's
    /// distribution.
    @Test func theLayoutsReadItsOptions() throws {
        let v = try layout(
            "cell c\n  vstack spacing 5 padding 10 align trailing\n    text a\n    text b",
            slots: ["a": "Hello", "b": "Hi"], width: 200)
        #expect(v.elements[1].frame == Rect(x: 140, y: 10, width: 50, height: 20))
        #expect(v.elements[2].frame == Rect(x: 170, y: 35, width: 20, height: 20))
        #expect(v.height == 65)
        let h = try layout(
            "cell c\n  hstack distribute equal-spacing\n    symbol plus size 20\n    symbol minus size 20", width: 100)
        #expect(h.elements[1].frame.x == 0 && h.elements[2].frame.x == 80)
        let s = try parseOK("cell c layout swiftui\n  zstack align trailing\n    text a\n    text b\nrows c\n  a\n")
        let z = CellLayouter(measurer: FixedAdvanceMeasurer(), fontFamily: "DejaVu Sans", scale: 2)
            .layout(s.templates[0], state: RowState(expanded: false, slots: ["a": "Hello", "b": "Hi"]), width: 200)
        // Over each other, each at the trailing edge of the widest.
        #expect(z.elements[1].frame.maxX == z.elements[2].frame.maxX && z.elements[1].frame.y == z.elements[2].frame.y)
    }
}
