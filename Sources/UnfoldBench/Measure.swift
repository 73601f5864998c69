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
