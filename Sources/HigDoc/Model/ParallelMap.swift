import Dispatch

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
}

/// Slots written once each from concurrent iterations; distinct indices never race.
private final class ResultBuffer<Output>: @unchecked Sendable {
    private var slots: [Output?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Output) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    func values() -> [Output] { slots.map { $0! } }
}
