import Foundation

#if canImport(CMimalloc)
    import CMimalloc
#endif

/// How the process's allocator (mimalloc, on Linux) is set up before a command runs.
///
/// mimalloc gives memory it no longer uses back to the system after a short delay (decommits it), and
/// asks for it again when it is needed next: a build frees and makes again the documents, pages and
/// buffers of every page, so at N = 10,000 that was about 100,000 page faults more and 4% more CPU
/// time (bench/HISTORY.md, the thirty-ninth session). The memory is kept instead; the peak grows by 30 to 50 MiB, to about 930 MiB.
/// `MIMALLOC_ALLOW_DECOMMIT` in the environment still decides, when it is set.
enum AllocatorTuning {
    static func apply() {
        #if canImport(CMimalloc)
            guard ProcessInfo.processInfo.environment["MIMALLOC_ALLOW_DECOMMIT"] == nil else { return }
            mi_option_set(mi_option_allow_decommit, 0)
        #endif
    }
}
