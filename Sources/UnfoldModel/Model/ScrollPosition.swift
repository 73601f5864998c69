public enum ScrollPosition: String, Sendable, CaseIterable { case top, middle, bottom }
