/// FNV-1a (64 bits) of some bytes, in hex: what tells two versions of a file apart where no attacker is (a
/// scene's text in a golden, a file parsed once). Goldens record it, the loaders key caches by it; it lives here so
/// that neither borrows it from the other.
package enum ContentDigest {
    package static func fnv1a(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01B3
        }
        return String(h, radix: 16)
    }
}
