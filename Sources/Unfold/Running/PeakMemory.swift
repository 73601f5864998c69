import Foundation

/// For the benchmark: with UNFOLD_PEAK_MEMORY_FILE set, the process writes its peak resident memory (bytes) there.
/// It reads VmHWM, which counts this program alone; a spawned child's rusage also counts its parent's pages from before
/// exec.
package enum PeakMemory {
    package static func reportIfAsked() {
        guard let path = ProcessInfo.processInfo.environment["UNFOLD_PEAK_MEMORY_FILE"],
            let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kb = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return }
        try? String(kb * 1024).write(toFile: path, atomically: false, encoding: .utf8)
    }
}
