import Foundation

/// The first stage of ``LoadPipeline``: reads a person's file (a layout, a script, a recording)
/// into text, with a diagnostic (line 0: about the whole file) for each way that can fail:
/// missing, a directory, unreadable, too large, not UTF-8.
enum SourceFileReader {
  static func read(_ path: String) throws(LayoutLoadError) -> String {
    func failure(_ message: String, line: Int = 0, column: Int = 0) -> LayoutLoadError {
      LayoutLoadError([Diagnostic(file: path, line: line, column: column, message: message)])
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw failure("no such file")
    }
    guard !isDirectory.boolValue else { throw failure("is a directory, not a layout file") }
    // Checked before reading, so a huge file is never loaded into memory.
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let size = (attributes?[.size] as? NSNumber)?.intValue, size > LayoutLimits.maximumFileBytes {
      throw failure("the file is \(size) bytes, over the limit of \(LayoutLimits.maximumFileBytes) bytes")
    }
    let data: Data
    do {
      guard let handle = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadNoPermission) }
      defer { try? handle.close() }
      // nil means end of file at once: an empty file, which the parser reports as empty.
      data = try handle.read(upToCount: LayoutLimits.maximumFileBytes + 1) ?? Data()
    } catch {
      throw failure("cannot read the file (check its permissions)")
    }
    guard data.count <= LayoutLimits.maximumFileBytes else {
      throw failure("the file is over the limit of \(LayoutLimits.maximumFileBytes) bytes")
    }
    return try decodeUTF8(data, failure: failure)
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
