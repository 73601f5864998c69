/// What the caller gives a long piece of work: where its progress goes, and the cancellation it honours.
package struct Work: Sendable {
    package var progress: (any ProgressSink)?
    package var cancellation: Cancellation

    package init(progress: (any ProgressSink)? = nil, cancellation: Cancellation = Cancellation()) {
        self.progress = progress
        self.cancellation = cancellation
    }

    /// No progress reported, and a cancellation nobody else holds.
    package static var silent: Work { Work() }

    /// The same cancellation, with no progress reported (work inside work: the frames a GIF's palette samples).
    package var quiet: Work { Work(progress: nil, cancellation: cancellation) }

    func counter(total: Int, label: String) -> Progress { Progress(total: total, label: label, sink: progress) }
}
