import Testing
import UnfoldCoreTestSupport

@testable import UnfoldCore
@testable import UnfoldAnimation
@testable import UnfoldLayout
@testable import UnfoldModel

/// Issue 56, point 4: a row's animated vector is its height, five values of geometry and opacity per element and a
/// sixth, its turn, for an element that turns, then the channels of the elements whose kind animates more: a
/// switch's on-ness, a progress bar's fill. An element of another kind carries none.
@Suite struct ElementChannelsTests {
    @Test func onlyTheElementsThatAnimateMoreCarryChannels() throws {
        let text = """
            animation 0.4 linear
            cell c
              vstack
                text t
                switch id s
                progress 0.2/0.8
            rows c
              a t "x"
            timeline
              at 0.1 tap a

            """
        let scene = try parseOK(text)
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        let elements = tl.state(at: 0).rows[0].layers[0].elements
        #expect(elements.map(\.channels) == [[], [], [0], [0.2]])
        #expect(scene.templates[0].links.map(\.valueCount) == [5, 5, 5, 5])
        let layout = CellLayout(height: 10, elements: [.hidden, .hidden])
        #expect(RowVector.encode(layout, height: 10, links: scene.templates[0].links).count == 1 + 2 * 5)
        var moving = layout
        moving.elements[1].channels = [0.5, 0.25]
        #expect(RowVector.encode(moving, height: 10, links: scene.templates[0].links).suffix(2) == [0.5, 0.25])
        // Half way through the update each channel is half way, the switch's on-ness read as `on`.
        let mid = tl.state(at: 0.3).rows[0].layers[0].elements
        #expect(mid[2].on == 0.5)
        #expect(abs(mid[3].channels[0] - 0.5) < 1e-12)
        #expect(tl.state(at: 0.5).rows[0].layers[0].elements.map(\.channels) == [[], [], [1], [0.8]])
    }

    /// Only an element that turns carries its turn: the chevron's vector place is its five values and a sixth,
    /// and half way through a linear update it has turned half way, from 0 to 90 degrees.
    @Test func onlyAnElementThatTurnsCarriesItsTurn() throws {
        let text = """
            animation 0.4 linear
            cell c
              hstack
                text t
                symbol chevron-down rotate 0/180
            rows c
              a t "x"
            timeline
              at 0.1 tap a

            """
        let scene = try parseOK(text)
        let links = scene.templates[0].links
        #expect(links.map(\.turns) == [false, false, true])
        #expect(links.map(\.vectorStart) == [0, 5, 10])
        #expect(RowVector.firstChannel(links: links, elements: 3) == 1 + 5 + 5 + 6)
        let tl = Timeline.compile(scene, measurer: FixedAdvanceMeasurer())
        #expect(tl.state(at: 0).rows[0].layers[0].elements.map(\.rotation) == [0, 0, 0])
        #expect(tl.state(at: 0.3).rows[0].layers[0].elements.map(\.rotation) == [0, 0, 90])
        #expect(tl.state(at: 0.5).rows[0].layers[0].elements.map(\.rotation) == [0, 0, 180])
    }
}
