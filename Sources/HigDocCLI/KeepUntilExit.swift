import Foundation

/// Leaves values to be reclaimed with the process instead of freed one allocation at a time when a
/// command's scope ends. A large corpus, its graph and what was built from them are millions of small
/// allocations: freeing them before exiting took about a tenth of a large check, and seconds of a
/// large build, for memory the operating system takes back at once anyway.
func keepUntilExit(_ values: Any...) {
    _ = Unmanaged.passRetained(NSArray(array: values))
}
