import Foundation
import Testing

/// `touchlab describe`, against golden files: run with `UPDATE_GOLDENS=1` to rewrite them after
/// a deliberate change, then read the diff.
@Suite("describe")
struct DescribeCommandTests {
  static let layouts = [
    ("describe", TouchlabProcess.fixture("describe.yaml")),
    ("default", "Layouts/default.yaml"),
  ]

  @Test(
    "describe prints the golden text, JSON and XML",
    arguments: ["text", "json", "xml"])
  func golden(format: String) throws {
    for (name, layout) in Self.layouts {
      let result = try TouchlabProcess.run(["describe", layout, "--format", format])
      #expect(result.status == 0, "\(name): \(result.stderr)")
      #expect(result.stderr.isEmpty)
      let golden = URL(
        fileURLWithPath: TouchlabProcess.fixture("describe/\(name).\(format == "text" ? "txt" : format)"))
      if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] != nil {
        try result.stdout.write(to: golden, atomically: true, encoding: .utf8)
      }
      let expected = try String(contentsOf: golden, encoding: .utf8)
      #expect(result.stdout == expected, "\(name).\(format) differs from its golden file")
    }
  }

  @Test("text is the default format, and sanitized: an id with ESC and BEL shows them as symbols")
  func textSanitized() throws {
    let result = try TouchlabProcess.run(["describe", TouchlabProcess.fixture("describe.yaml")])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(
      result.stdout.contains(
        "Window status␛]0;pwned␇ (0, 0, 400, 20) on screen · level 1000 · ✦ statusPan(pan)"))
  }

  @Test("JSON and XML escape control characters instead of printing them")
  func structuredEscaped() throws {
    for format in ["json", "xml"] {
      let result = try TouchlabProcess.run([
        "describe", TouchlabProcess.fixture("describe.yaml"), "--format", format,
      ])
      #expect(result.status == 0)
      #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
  }

  @Test("the JSON parses, and lists windows front to back")
  func jsonParses() throws {
    let result = try TouchlabProcess.run(["describe", "Layouts/default.yaml", "--format", "json"])
    let object = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let windows = try #require(object["windows"] as? [[String: Any]])
    #expect(windows.compactMap { $0["id"] as? String } == ["status", "main"])
    #expect(object["format"] as? String == "touchlab-description")
  }

  @Test("JSON and XML say what each geometry attribute is measured in (coordinates)")
  func coordinatesLabelled() throws {
    let json = try TouchlabProcess.run(["describe", "Layouts/default.yaml", "--format", "json"])
    let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let coordinates = try #require(object["coordinates"] as? String)
    #expect(coordinates.contains("frame and center in superview coordinates"))
    #expect(coordinates.contains("screenFrame in screen coordinates"))
    let xml = try TouchlabProcess.run(["describe", "Layouts/default.yaml", "--format", "xml"])
    #expect(xml.stdout.contains(#"coordinates="frame and center in superview coordinates"#))
  }

  @Test("a layout that does not load: exit 2 with its diagnostics")
  func badLayout() throws {
    let typo = TouchlabProcess.fixture("typo.yaml")
    let result = try TouchlabProcess.run(["describe", typo])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("\(typo):6:9: "))
  }

  @Test("a gallery scenario by number")
  func galleryName() throws {
    let result = try TouchlabProcess.run(["describe", "21"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Button close “x” (300, 70, 24, 24) in home · hitSlop 12"))
  }
}
