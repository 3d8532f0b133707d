import Foundation
import HigDoc

#if canImport(CMimalloc)
    import CMimalloc
#endif

/// How the process's allocator (mimalloc, on Linux) is set up before a command runs.
///
/// mimalloc gives memory it no longer uses back to the system after a short delay (decommits it), and
/// asks for it again when it is needed next. While the pairs are checked, a build frees and makes again
/// the documents, graphs and buffers of every page: giving that memory back was about 100,000 page faults
/// more at N = 10,000 and 4% more CPU time (bench/HISTORY.md, the thirty-ninth session), so it is kept.
/// Once the pairs are checked (`AllocatorPhases.pairsChecked`), what is freed is mostly not made again,
/// and kept it only raised the build's peak: from there on it is given back (the fifty-first session:
/// the build's peak at N = 10,000 892–916 MiB against 941–946 MiB, same hour, no time measurably lost).
/// `MIMALLOC_ALLOW_DECOMMIT` in the environment still decides for the whole run, when it is set.
enum AllocatorTuning {
    static func apply() {
        #if canImport(CMimalloc)
            guard ProcessInfo.processInfo.environment["MIMALLOC_ALLOW_DECOMMIT"] == nil else { return }
            mi_option_set(mi_option_allow_decommit, 0)
            let report = StageTimer.isRequested
            AllocatorPhases.pairsChecked = {
                mi_option_set(mi_option_allow_decommit, 1)
                if report && mi_option_is_enabled(mi_option_allow_decommit) {
                    printError("[allocator] freed memory is given back from here")
                }
            }
        #endif
    }
}
