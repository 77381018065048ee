import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The first stage of ``LoadPipeline``: reads a person's file (a layout, a script, a recording)
/// into text, with a diagnostic (line 0: about the whole file) for each way that can fail:
/// missing, a directory, not a regular file, unreadable, too large, not UTF-8.
///
/// Only a regular file is read, and at most ``LayoutLimits/maximumFileBytes`` of it. Why: a
/// FIFO given as a layout (`mkfifo x.yaml`) blocked the process forever in `open(2)`, waiting
/// for a writer, and the terminal UI with it, deaf to `q`; `/dev/zero` would never end. So the
/// file is opened without blocking and checked on the descriptor itself (`fstat(2)`), which
/// no rename between a check and the open can fool. Standard input, named `-`, is the one
/// stream read: with the same bound, for commands that read a layout or script from a pipe.
public enum SourceFileReader {
  /// What diagnostics call standard input.
  public static let standardInputName = "<stdin>"

  /// `limit`: the most bytes read; a view dump may be larger than a layout
  /// (``LayoutLimits/maximumDumpBytes``).
  public static func read(_ path: String, limit: Int = LayoutLimits.maximumFileBytes) throws(LayoutLoadError)
    -> String
  {
    func failure(_ message: String, line: Int = 0, column: Int = 0) -> LayoutLoadError {
      let file = path == "-" ? standardInputName : path
      return LayoutLoadError([Diagnostic(file: file, line: line, column: column, message: message)])
    }
    let data = path == "-" ? try readStandardInput(failure) : try readRegularFile(path, limit: limit, failure)
    guard data.count <= limit else {
      let what = path == "-" ? "standard input" : "the file"
      throw failure("\(what) is over the limit of \(limit) bytes")
    }
    return try decodeUTF8(data, failure: failure)
  }

  /// At most the first `count` bytes of the file at `path` when it is a regular file, opened
  /// and checked as ``read(_:limit:)`` does; nil when it is anything else or cannot be read.
  /// For a command that looks at a file before it knows what the file is (`touchlab run SCRIPT`).
  public static func prefix(ofRegularFile path: String, upTo count: Int) -> Data? {
    let data = try? readRegularFile(path, limit: count, truncating: true) { _, _, _ in LayoutLoadError([]) }
    return data.map { $0.prefix(count) }
  }

  /// The file's bytes, at most `limit` of them: a longer file is an error, or, `truncating`,
  /// just read to the limit.
  private static func readRegularFile(
    _ path: String, limit: Int, truncating: Bool = false, _ failure: (String, Int, Int) -> LayoutLoadError
  ) throws(LayoutLoadError) -> Data {
    // O_NONBLOCK: opening a FIFO waits for a writer otherwise. O_NOCTTY: a terminal device
    // named by mistake does not become the controlling terminal.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      switch code {
      case ENOENT, ENOTDIR: throw failure("no such file", 0, 0)
      case EACCES, EPERM: throw failure("cannot read the file (check its permissions)", 0, 0)
      default: throw failure("cannot open the file: \(String(cString: strerror(code)))", 0, 0)
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure("cannot read the file's status", 0, 0) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw failure("is a directory, not a layout file", 0, 0)
    default:
      throw failure(
        "is not a regular file (\(kind(of: status.st_mode))); only regular files are read, so a pipe "
          + "or a device cannot block or flood the loader", 0, 0)
    }
    // Checked before reading, so a huge file is never loaded into memory.
    if !truncating, status.st_size > limit {
      throw failure("the file is \(status.st_size) bytes, over the limit of \(limit) bytes", 0, 0)
    }
    guard let data = readBounded(descriptor, limit: limit) else {
      throw failure("cannot read the file (check its permissions)", 0, 0)
    }
    return data
  }

  /// Standard input, to its end or one byte past the limit, whichever comes first.
  private static func readStandardInput(
    _ failure: (String, Int, Int) -> LayoutLoadError
  ) throws(LayoutLoadError) -> Data {
    guard let data = standardInput else { throw failure("cannot read standard input", 0, 0) }
    return data
  }

  /// Standard input, read once, the first time it is asked for: a command loads its layout
  /// again for each claim and script (a fresh copy each time), and a stream has one reading.
  /// Read up to the larger limit, a dump's: each caller checks its own limit.
  private static let standardInput: Data? = readBounded(STDIN_FILENO, limit: LayoutLimits.maximumDumpBytes)

  /// Up to `limit` + 1 bytes from `descriptor` (the one byte more tells an over-long stream
  /// from one exactly at the limit); nil on a read error.
  private static func readBounded(_ descriptor: Int32, limit: Int) -> Data? {
    let limit = limit + 1
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while data.count < limit {
      let wanted = min(chunk.count, limit - data.count)
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      data.append(contentsOf: chunk[0..<count])
    }
    return data
  }

  /// `read(2)`, which this type's own `read(_:)` hides.
  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  /// `a FIFO`: what a file that is not regular is, for the message.
  private static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a plain file"
    }
  }

  /// The text, or where the first byte that is not UTF-8 is.
  private static func decodeUTF8(
    _ data: Data, failure: (String, Int, Int) -> LayoutLoadError
  ) throws(LayoutLoadError) -> String {
    if let text = String(validating: data, as: UTF8.self) { return text }
    var scalars = String.UnicodeScalarView()
    var iterator = data.makeIterator()
    var decoder = UTF8()
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput, .error: break decoding
      }
    }
    var end = TextPosition(line: 1, column: 1)
    TextPosition.walk(Array(scalars) + ["x"]) { _, position in end = position }
    throw failure("the file is not UTF-8 text (an invalid byte is here)", end.line, end.column)
  }
}
