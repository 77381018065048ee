import Foundation
import Testing

/// A downloaded layout's ids and texts reach the terminal only through the one sanitizer: the
/// text, Markdown and Mermaid traces carry no escape sequence, bell, C1 control or bidi
/// override (an OSC title or clipboard write, a line that reads backwards), whatever the id.
@Suite struct TraceSanitizingTests {
  static let hostile = """
    windows:
      - id: main
        views:
          - id: "a\\e]0;PWNED\\a\\u009b31m\\u202ex"
            frame: [0, 0, 390, 844]
    """

  @Test(
    "text, markdown and mermaid traces hold no raw control or bidi characters",
    arguments: ["text", "markdown", "mermaid"])
  func sanitized(format: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hostile-\(UUID().uuidString).yaml")
    try Data(Self.hostile.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try TouchlabProcess.run(["trace", file.path, "--tap", "10,10", "--format", format])
    #expect(result.status == 0, "\(result.stderr)")
    let unsafe = result.stdout.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
    }
    #expect(unsafe.isEmpty, "\(unsafe.map { String($0.value, radix: 16) })")
    #expect(result.stdout.contains("PWNED"), "the id is still there, made harmless")
  }
}
