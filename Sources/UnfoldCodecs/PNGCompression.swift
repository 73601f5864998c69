/// How a PNG's image data is deflated: which library, at which level, with which row filter.
package struct PNGCompression: Sendable, Hashable {
    /// The deflate libraries a PNG can go through.
    package enum Engine: String, Sendable, CaseIterable {
        /// libspng and zlib: what `make bench` compares with.
        case zlib
        /// libdeflate: a whole buffer at once, small files.
        case libdeflate
        /// ISA-L's igzip: the fastest deflate Debian packages, at a larger size.
        case isal
    }

    package var engine: Engine
    package var level: Int32
    package var filter: PNGFilter

    package init(_ engine: Engine, level: Int32, filter: PNGFilter = .none) {
        self.engine = engine
        self.level = level
        self.filter = filter
    }

    /// Frames (CLI v5): ISA-L level 1 on unfiltered rows. `make bench`'s PNG table (frames of the scenes in
    /// scenes/, one thread, median of 5 rounds) measured it the fastest setting whose average size is at most 1.5×
    /// zlib level 6's: 1.13 ms and 78,632 bytes a frame against zlib 6's 19.36 ms and 56,489 (see docs/cli.md).
    package static let fast = PNGCompression(.isal, level: 1)

    /// Version 4's frames (`--compression small`): libdeflate level 6, unfiltered, on average no larger than zlib
    /// level 6's frames.
    package static let small = PNGCompression(.libdeflate, level: PNGCodec.defaultLevel)

    /// Files kept for storage (sheets, APNG frames, report pictures): libdeflate level 10.
    package static let compact = PNGCompression(.libdeflate, level: PNGCodec.compactLevel)

    package var label: String { "\(engine.rawValue) level \(level), \(filter.rawValue) filter" }
}
