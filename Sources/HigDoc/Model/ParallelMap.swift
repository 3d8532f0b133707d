import Dispatch
import Foundation

/// Maps over an array on all cores, keeping the order of the input.
public enum ParallelMap {
    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        if inputs.count < 2 { return inputs.map(transform) }
        let buffer = ResultBuffer<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            buffer.set(index, transform(inputs[index]))
        }
        return buffer.values()
    }

    /// `first()` and `second()` side by side, one on each of two cores. Called from inside another
    /// `ParallelMap` call (a libdispatch worker), the two run one after the other on that worker.
    public static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let firsts = ResultBuffer<First>(count: 1)
        let seconds = ResultBuffer<Second>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { firsts.set(0, first()) } else { seconds.set(0, second()) }
        }
        return (firsts.values()[0], seconds.values()[0])
    }

    /// `transform` of each chunk of `size` elements, made on all cores a few chunks at a time and handed
    /// to `body` in order, so that no more than those few results are held at once (a large report is
    /// written this way without ever being whole). Stops at the first error `body` throws, and rethrows it.
    public static func forEachChunk<Element: Sendable, Output: Sendable>(
        of elements: [Element], size: Int, transform: @Sendable (ArraySlice<Element>) -> Output,
        then body: (Output) throws -> Void
    ) rethrows {
        precondition(size >= 1, "chunk size \(size)")
        let chunks = stride(from: 0, to: elements.count, by: size).map {
            elements[$0..<min($0 + size, elements.count)]
        }
        let chunksAtATime = 4 * ProcessInfo.processInfo.activeProcessorCount
        for first in stride(from: 0, to: chunks.count, by: chunksAtATime) {
            for output in map(Array(chunks[first..<min(first + chunksAtATime, chunks.count)]), transform) {
                try body(output)
            }
        }
    }
}

/// Slots written once each from concurrent iterations; distinct indices never race.
///
/// The slots are raw memory allocated once, each written through its own address: an array written
/// from several threads (`withUnsafeMutableBufferPointer` on a shared property) goes through the
/// array's mutation bookkeeping on every write, a data race ThreadSanitizer reported.
private final class ResultBuffer<Output>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Output?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func set(_ index: Int, _ value: Output) {
        precondition(index >= 0 && index < count, "slot \(index) of \(count)")
        slots[index] = value
    }

    func values() -> [Output] { (0..<count).map { slots[$0]! } }
}
