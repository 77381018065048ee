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

  public static func isDump(_ text: String) -> Bool {
    let head = Array(text.utf8.prefix(window))
    for line in head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      switch DumpLine.classify(Array(line)) {
      case .skipped: continue
      case .view: return true
      case .unreadable: return false
      }
    }
    return false
  }
}
