import Foundation
import Testing

@testable import HigDoc

/// `DescriptorWriter` writes whole, whatever the descriptor makes it wait for.
@Suite struct DescriptorWriterTests {
    @Test("A full non-blocking pipe is waited on, not an error: every byte arrives")
    func nonBlockingPipe() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        defer { close(reading) }
        try #require(fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK) == 0)
        // Far more than a pipe holds (64 KiB), read only after the writer has filled it.
        let data = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let reader = FileHandle(fileDescriptor: reading, closeOnDealloc: false)
        let received = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var read = Data()
        Thread {
            Thread.sleep(forTimeInterval: 0.1)
            read = reader.readDataToEndOfFile()
            received.signal()
        }.start()
        let written = Result { try DescriptorWriter.write(data, to: writing) }
        close(writing)
        #expect(received.wait(timeout: .now() + 30) == .success)
        #expect(throws: Never.self) { try written.get() }
        // Compared as one value: a failing comparison of two megabytes would be diffed byte by byte.
        #expect(read.count == data.count)
        let same = read == data
        #expect(same)
    }
}
