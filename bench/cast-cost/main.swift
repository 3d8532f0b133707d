// What a Swift dynamic cast costs on this machine, on one thread and on two at once: the numbers
// behind bench/HISTORY.md's account of swift-mustache's cost (it casts every object of its context
// stack to a protocol for every name it looks up).
//
//   swiftc -O -static-stdlib bench/cast-cost/main.swift -o /tmp/cast-cost && /tmp/cast-cost
//
// Prints nanoseconds per cast of an `Any` holding a struct: to a protocol it conforms to, to one it
// does not, and to the concrete struct type; first on one thread, then on two threads casting at the
// same time (each thread's time per cast). A protocol cast looks the conformance up in the runtime's
// cache, whose every read takes a lock-prefixed count on one shared cache line.
import Dispatch

protocol Conformed { func value() -> Int }
protocol NotConformed { func value() -> Int }
struct Probe: Conformed {
    var number: Int
    func value() -> Int { number }
}

@inline(never) func toConformed(_ value: Any) -> Int { (value as? any Conformed)?.value() ?? 0 }
@inline(never) func toNotConformed(_ value: Any) -> Int { (value as? any NotConformed)?.value() ?? 1 }
@inline(never) func toStruct(_ value: Any) -> Int { (value as? Probe)?.number ?? 1 }

let probe: Any = Probe(number: 3)
let iterations = 2_000_000

func nanosecondsPerCast(_ cast: (Any) -> Int) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    var sum = 0
    for _ in 0..<iterations { sum &+= cast(probe) }
    if sum == 42 { print(sum) }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
}

for (name, cast) in [
    ("to a conformed protocol", toConformed), ("to a protocol not conformed to", toNotConformed),
    ("to the struct type", toStruct),
] as [(String, (Any) -> Int)] {
    let one = nanosecondsPerCast(cast)
    let start = DispatchTime.now().uptimeNanoseconds
    DispatchQueue.concurrentPerform(iterations: 2) { _ in _ = nanosecondsPerCast(cast) }
    let two = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations)
    func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    print("\(name): one thread \(tenths(one)) ns, two threads at once \(tenths(two)) ns")
}
