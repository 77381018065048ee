import Foundation

/// Tells a view dump from a layout by its content, not its name: every command that takes a
/// layout takes a dump too, whatever the file is called.
///
/// A dump's first line that is not blank, a prompt (`(lldb) po …`, `Printing description of …`)
/// or a logging prefix (an NSLog timestamp, LLDB's `$3 = `) starts with a view's
/// `<ClassName: 0xADDRESS`. No layout does: YAML starts with a key, a `-`, a `#` or `---`.
public enum DumpDetector {
  /// How much of the text is looked at: a dump shows itself on its first lines.
  static let window = 64 * 1024

  /// A debugger transcript (a first line that is LLDB's or gdb's prompt) is a dump too, even
  /// when what follows is no view (`_printHierarchy`, `_autolayoutTrace`): the dump reader's
  /// message says what it is, where YAML's would say nothing useful.
  public static func isDump(_ text: String) -> Bool {
    // Line by line, stopping at the first that decides: a layout's first line usually does,
    // so splitting the whole window first would be most of the work (every load asks).
    var rest = text.utf8.prefix(window)[...]
    while !rest.isEmpty {
      let end = rest.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
      let line = rest[..<end]
      rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
      guard !line.isEmpty else { continue }
      let bytes = Array(line)
      switch DumpLine.classify(bytes) {
      case .skipped:
        if DumpLine.isPrompt(bytes) { return true }
      case .view: return true
      case .unreadable: return DebuggerTranscript.kind(of: bytes) != nil
      }
    }
    return false
  }
}
