import Foundation

/// Seconds on a monotonic clock.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Runs a command to completion; returns its wall time and peak resident memory in bytes.
/// `environment`: variables added to this process's own.
func runProcess(_ path: String, _ args: [String], environment: [String: String] = [:]) -> (
    wall: Double, peakRSS: Int, status: Int32
) {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var merged = ProcessInfo.processInfo.environment
    for (k, v) in environment { merged[k] = v }
    let envp: [UnsafeMutablePointer<CChar>?] = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return (0, 0, -1) }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    return (now() - start, usage.ru_maxrss * 1024, status)
}

/// Two scenes rendered in turn, `rounds` times, into `dir/a` and `dir/b`: each one's median wall time, the
/// median of the paired ratios a / b, and whether frame `frame` came out byte-identical. Nil if a render failed.
func pairedRenders(
    _ unfold: String, _ a: URL, _ b: URL, into dir: URL, rounds: Int, frame: Int
) -> (a: Double, b: Double, ratio: Double, same: Bool)? {
    var walls: (a: [Double], b: [Double]) = ([], [])
    var ratios: [Double] = []
    for _ in 0..<rounds {
        let x = runProcess(unfold, ["render", a.path, "-o", dir.path + "/a", "--quiet"])
        let y = runProcess(unfold, ["render", b.path, "-o", dir.path + "/b", "--quiet"])
        guard x.status == 0, y.status == 0 else { return nil }
        walls.a.append(x.wall)
        walls.b.append(y.wall)
        ratios.append(x.wall / y.wall)
    }
    let name = String(format: "frame-%05d.png", frame)
    let same = FileManager.default.contentsEqual(atPath: dir.path + "/a/" + name, andPath: dir.path + "/b/" + name)
    return (median(walls.a), median(walls.b), median(ratios), same)
}
