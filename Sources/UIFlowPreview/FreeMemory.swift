#if canImport(Glibc)
    import Glibc
#endif

/// Has the C allocator give the memory a render used back to the system.
///
/// glibc keeps what a program frees in its arenas (one per thread that allocated), and by
/// default raises its threshold for mapping large blocks on their own each time it frees one (up
/// to 32 MiB): after that, a render's large buffers (the request body, the texts, the SVG, the
/// JSON answer) come from the arenas, and the free space at the top of an arena other than the
/// main one is not given back, not even by `malloc_trim`. Measured on six renders of a 3 MiB flow:
/// the server kept 459 MB resident, from 52 MB; with the threshold fixed and the arenas trimmed
/// once the work is done, its anonymous memory goes back to within a few MB of where it was.
/// Neither function is in Swift's Glibc module, so both are looked up by name; elsewhere this
/// does nothing.
enum FreeMemory {
    /// Fixes glibc's threshold for mapping a block on its own at 1 MiB (`mallopt(M_MMAP_THRESHOLD)`),
    /// which also stops it from moving: every block of 1 MiB or more is unmapped as soon as it is
    /// freed; and keeps the arenas to two (`M_ARENA_MAX`), so that renders on many threads do not
    /// each leave the free space of an arena of their own, which trimming does not give back.
    /// Process-wide; called when a preview server starts.
    static func mapLargeBlocksOnTheirOwn() {
        #if canImport(Glibc)
            typealias Option = @convention(c) (Int32, Int32) -> Int32
            // RTLD_DEFAULT (a null handle): the symbol as the program's libraries define it.
            guard let symbol = dlsym(nil, "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: Option.self)
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in <malloc.h>
            let arenaMax: Int32 = -8  // M_ARENA_MAX in <malloc.h>
            _ = mallopt(mmapThreshold, 1 << 20)
            _ = mallopt(arenaMax, 2)
        #endif
    }

    /// Returns the free pages of every arena to the system (`malloc_trim(0)`).
    static func release() {
        #if canImport(Glibc)
            typealias Trim = @convention(c) (Int) -> Int32
            guard let symbol = dlsym(nil, "malloc_trim") else { return }
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
