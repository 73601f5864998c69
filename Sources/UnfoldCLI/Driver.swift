public func CommandLine_main(_ args: [String]) -> Int32 { 0 }
