import Foundation

/// How the C allocator hands memory back to the kernel.
public enum HeapReuse {
    /// glibc's `mallopt` parameters, from <malloc.h>, which Swift's Glibc module does not import.
    static let trimThreshold: Int32 = -1
    static let mmapThreshold: Int32 = -3

    /// Keeps freed blocks of up to 64 MB in the process instead of returning them to the kernel at once.
    /// libwebp's animation encoder allocates and frees several whole-canvas buffers for every frame; with glibc's
    /// defaults each of them came back from the kernel as fresh zeroed pages, which cost 14% of an animated WebP's
    /// time on the demo (0.44 s of system time, 0.15 s with this). It stays within the memory target: 158 MB
    /// peak on the demo instead of 145 MB.
    public static func keepLargeBlocks() {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "mallopt") else { return }
        typealias SetOption = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: SetOption.self)
        _ = mallopt(mmapThreshold, 64 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
    }
}
