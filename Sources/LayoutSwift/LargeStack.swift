#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack, and waits for it: swift-syntax's
/// parser and visitors recurse once per level of nesting (a debug build's frames are large),
/// and a linting worker thread's stack is smaller than the main thread's.
enum LargeStack {
    static let bytes = 256 << 20

    private final class Job: @unchecked Sendable {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    static func run(_ work: @escaping () -> Void) {
        let job = Unmanaged.passRetained(Job(work)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, bytes)
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { pointer in
            let job = Unmanaged<Job>.fromOpaque(pointer!).takeRetainedValue()
            job.work()
            return nil
        }, job)
        guard status == 0 else {
            // No thread could be made: run here, as before.
            Unmanaged<Job>.fromOpaque(job).takeRetainedValue().work()
            return
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
    }
}
