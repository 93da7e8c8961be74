#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing whole files and the standard streams through file descriptors.
/// Foundation's `FileHandle` and `Data.write` would do, but the shipped binary links only
/// FoundationEssentials (no CoreFoundation, no ICU: less to load and relocate at every
/// start), and their errors would have to be reworded anyway: these report the C library's
/// `errno`, which `message(errno:)` turns into the words users read.
public enum POSIXFile {
    /// A failed system call's `errno`.
    public struct Failure: Error, Equatable, Sendable {
        public var code: Int32

        public init(code: Int32) {
            self.code = code
        }

        /// The C library's description in lower case, as the rest of a message reads:
        /// "no such file or directory", "permission denied".
        public var message: String {
            guard let text = strerror(code).map({ String(cString: $0) }), let first = text.first else {
                return "error \(code)"
            }
            return first.lowercased() + text.dropFirst()
        }
    }

    public static let standardInput: Int32 = 0
    public static let standardOutput: Int32 = 1
    public static let standardError: Int32 = 2

    /// Writes all of `text`, retrying partial writes; errors (a closed pipe) are ignored,
    /// as `FileHandle.write` on a standard stream did not report them either.
    public static func write(_ text: String, to descriptor: Int32) {
        _ = try? writeAll(Array(text.utf8), to: descriptor)
    }

    /// Reads from `descriptor` until its end or until `limit` bytes are read.
    public static func readAll(from descriptor: Int32, limit: Int = Int.max, sizeHint: Int = 0) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        // One byte more than the expected size, so that a regular file ends on the first
        // short read instead of a doubling of the buffer.
        var capacity = min(limit, max(sizeHint, 4095) + 1)
        while bytes.count < limit {
            if bytes.count == capacity { capacity = min(limit, capacity * 2) }
            let room = capacity - bytes.count
            // Read straight into new storage: appending `room` zeros first went byte by byte
            // through generic code, which a debug build (the tests') runs slowly.
            var got = 0, code: Int32 = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
                got = readRetrying(descriptor, buffer.baseAddress!, room)
                code = errno
                initialized = max(got, 0)
            }
            if got < 0 { throw Failure(code: code) }
            if got == 0 { break }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
        }
        return bytes
    }

    /// The bytes of the file at `path`, at most `limit` of them.
    public static func read(path: String, limit: Int = Int.max) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        return try readAll(from: descriptor, limit: limit, sizeHint: size)
    }

    /// Creates or truncates the file at `path` and writes `text` to it. Atomically, readers
    /// see the old contents or the new, never a half-written file: the text goes to a new
    /// file in the same folder (with the old file's permissions, if there is one) that then
    /// replaces it.
    public static func write(_ text: String, toPath path: String, atomically: Bool) throws(Failure) {
        let bytes = Array(text.utf8)
        guard atomically else {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw Failure(code: errno) }
            do throws(Failure) {
                try writeAll(bytes, to: descriptor)
            } catch {
                close(descriptor)
                throw error
            }
            guard close(descriptor) == 0 else { throw Failure(code: errno) }
            return
        }
        let (temporary, descriptor) = try createTemporaryFile(besides: path)
        do throws(Failure) {
            var existing = stat()
            if stat(path, &existing) == 0, fchmod(descriptor, existing.st_mode & 0o7777) != 0 { throw Failure(code: errno) }
            try writeAll(bytes, to: descriptor)
            guard close(descriptor) == 0 else {
                unlink(temporary)
                throw Failure(code: errno)
            }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(code: code)
        }
    }

    /// Ends the process at once with `status` (the C library's `exit`: standard output's
    /// buffer is flushed).
    public static func terminate(status: Int32) -> Never {
        exitProcess(status)
    }

    /// What is at a path: nil when nothing is (or it cannot be looked at).
    public enum Kind: Sendable { case file, directory, other }

    /// What is at `path`; through a symbolic link to what it names unless `followingLinks`
    /// is false (then a link is `.other`).
    public static func kind(atPath path: String, followingLinks: Bool = true) -> Kind? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The names in the folder at `path`, without "." and "..", in the order the system
    /// lists them; nil when it cannot be listed (it is not a folder, or may not be read).
    public static func entries(ofDirectory path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    private static func createTemporaryFile(besides path: String) throws(Failure) -> (String, Int32) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        while true {
            let candidate = folder + "." + name + ".layoutlint-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (candidate, descriptor) }
            if errno != EEXIST { throw Failure(code: errno) }
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Failure) {
        var failure: Int32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = writeOnce(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count >= 0 { offset += count } else if errno != EINTR { failure = errno; return }
            }
        }
        if failure != 0 { throw Failure(code: failure) }
    }
}

// The C library's calls, named apart from `POSIXFile`'s own `read` and `write`.

private func readRetrying(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    while true {
        let got = read(descriptor, buffer, count)
        if got >= 0 || errno != EINTR { return got }
    }
}

private func writeOnce(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
