import Foundation
import TestSupport
import Testing
import TouchKit

@testable import TouchFoundation
@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// Bad Interface Builder files never crash or hang the reader: each gets a message at its
/// `file:line:column` and a refusal, or opens with a warning where the rest can still open.
@Suite("Hostile Interface Builder files")
struct HostileInterfaceBuilderTests {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">

    """

  static func load(_ text: String) -> Result<Layout, LayoutLoadError> {
    Result { () throws(LayoutLoadError) in
      try LayoutLoader.load(text: text, path: "bad.xib", registry: .standard)
    }
  }

  static func failure(_ text: String) -> Diagnostic? {
    guard case .failure(let error) = load(text) else { return nil }
    return error.diagnostics.first
  }

  /// The layout `text` opens as, or nil with an issue recorded saying why it did not.
  static func opened(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Layout? {
    guard case .success(let layout) = load(text) else {
      Issue.record(
        "the file does not open: \(String(describing: failure(text)))", sourceLocation: sourceLocation)
      return nil
    }
    return layout
  }

  @Test("Malformed XML: the parser's line and column")
  func malformed() throws {
    let text =
      Self.header + "<objects>\n  <view id=\"a\">\n    <rect key=\"frame\" x=\"0\"\n</objects>\n</document>\n"
    let problem = try #require(Self.failure(text))
    #expect(problem.file == "bad.xib" && problem.line >= 5 && problem.column >= 1)
    #expect(problem.message.hasPrefix("malformed XML"))
  }

  @Test("An entity bomb is refused at its <!DOCTYPE, before any expansion")
  func entityBomb() throws {
    var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n <!ENTITY a \"aaaaaaaaaa\">\n"
    for level in 1...9 {
      text +=
        " <!ENTITY \(Character(UnicodeScalar(97 + level)!)) \""
        + String(repeating: "&\(Character(UnicodeScalar(96 + level)!));", count: 10) + "\">\n"
    }
    text +=
      "]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>&j;</objects></document>\n"
    let start = Date()
    let problem = try #require(Self.failure(text))
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(problem.line == 2 && problem.column == 1 && problem.message.contains("DTD"))
  }

  @Test("A <!DOCTYPE with an external entity is refused; the file it names is never read")
  func externalEntity() throws {
    let text =
      Self.header.replacingOccurrences(
        of: "<document", with: "<!DOCTYPE document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document")
      + "<objects><view id=\"a\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><userLabel>&x;</userLabel></view></objects></document>"
    let problem = try #require(Self.failure(text))
    #expect(problem.line == 2 && problem.message.contains("DTD"))
  }

  @Test("A dangling outlet: a warning naming its IB id and line; the rest opens")
  func danglingOutlet() throws {
    let text =
      Self.header + """
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
            <connections><outlet property="gone" destination="nowhere" id="ot1"/></connections>
          </placeholder>
          <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0" y="0" width="100" height="50"/></view>
        </objects>
        </document>
        """
    guard let layout = Self.opened(text) else { return }
    let warning = try #require(layout.warnings.first { $0.message.contains("'nowhere'") })
    #expect(warning.line == 5 && warning.message.contains("ot1") && warning.message.contains("outlet 'gone'"))
    #expect(layout.view("v1") != nil)
  }

  @Test("A file over 16 MiB is refused before parsing, quickly")
  func oversized() throws {
    let filler = String(
      repeating: "<!-- padding padding padding padding padding padding padding -->\n", count: 17 << 14)
    let text = Self.header + filler + "<objects/></document>"
    #expect(text.utf8.count > 16 << 20)
    let start = Date()
    let problem = try #require(Self.failure(text))
    #expect(Date().timeIntervalSince(start) < 5)
    #expect(problem.message.contains("16 MiB") && problem.line == 1)
  }

  @Test("Nesting past the bound is refused at the element that passes it")
  func deepNesting() throws {
    let depth = InterfaceBuilderXML.maximumDepth + 10
    let text =
      Self.header + String(repeating: "<subviews>", count: depth)
      + String(repeating: "</subviews>", count: depth)
      + "</document>"
    let problem = try #require(Self.failure(text))
    #expect(problem.message.contains("nested more than") && problem.line == 3)
  }

  @Test("Bad numbers are warnings at the element's line; a scene that does not exist is an error")
  func badValues() throws {
    let text =
      Self.header + """
        <objects>
          <view id="v1"><rect key="frame" x="0" y="0" width="100" height="50"/>
            <subviews><slider id="s1" value="nan" minValue="0" maxValue="1"><rect key="frame" x="0" y="0" width="50" height="20"/></slider></subviews>
          </view>
        </objects>
        </document>
        """
    guard let layout = Self.opened(text) else { return }
    #expect(layout.warnings.contains { $0.line == 5 && $0.message.contains("not a finite number") })
    #expect(
      throws: LayoutLoadError.self,
      performing: {
        _ = try InterfaceBuilderImporter.importDocument(text: text, source: "bad.xib", scene: "zz").get()
      })
  }

  @Test(
    "An object id too long for a layout's id opens as a shorter unique id, its constraints kept (found by FuzzInterfaceBuilder)"
  )
  func longObjectID() throws {
    let long = "Sh1-Vw-0" + String(repeating: ":", count: 100) + "01"
    let text =
      Self.header + """
        <objects>
          <view id="v1"><rect key="frame" x="0" y="0" width="100" height="50"/>
            <subviews>
              <view id="\(long)"><rect key="frame" x="10" y="10" width="20" height="20"/></view>
              <view id="\(long)2"><rect key="frame" x="40" y="10" width="20" height="20"/></view>
            </subviews>
            <constraints>
              <constraint firstItem="\(long)" firstAttribute="width" constant="20" id="c1"/>
            </constraints>
          </view>
        </objects>
        </document>
        """
    guard let layout = Self.opened(text) else { return }
    let ids = layout.application.windows.flatMap(\.subviews).flatMap(\.subviews).map(\.id)
    #expect(ids.count == 2)
    #expect(Set(ids).count == 2)
    #expect(ids.allSatisfy { $0.count <= LayoutLimits.maximumIDLength })
  }

  @Test(
    "A slider or stepper whose range is empty or reversed opens, warned, its range left out (found by the fuzz smoke: minValue=\"1\" and no maxValue)",
    arguments: [
      #"<slider id="s1" value="1" minValue="1"><rect key="frame" x="0" y="0" width="50" height="20"/></slider>"#,
      #"<slider id="s1" value="1" minValue="2" maxValue="1"><rect key="frame" x="0" y="0" width="50" height="20"/></slider>"#,
      #"<stepper id="s1" value="5" minimumValue="5" maximumValue="5" stepValue="0"><rect key="frame" x="0" y="0" width="94" height="32"/></stepper>"#,
      #"<stepper id="s1" value="9" minimumValue="5" maximumValue="1"><rect key="frame" x="0" y="0" width="94" height="32"/></stepper>"#,
    ])
  func emptyControlRange(control: String) throws {
    let text =
      Self.header + """
        <objects>
          <view id="v1"><rect key="frame" x="0" y="0" width="100" height="50"/>
            <subviews>\(control)</subviews>
          </view>
        </objects>
        </document>
        """
    guard let layout = Self.opened(text) else { return }
    #expect(layout.warnings.contains { $0.line == 5 && $0.message.contains("left out") })
  }

  @Test("300 seeded mutations of the shipped files: each opens or is refused with a message, and taps")
  func mutations() throws {
    var generator = SplitMix64(seed: 40)
    let pieces = [
      "<", ">", "\"", "=", "/>", "</view>", "<subviews>", "-1e400", "nan", "&amp;", "&x;", "<!--", "é", "\n",
    ]
    for name in ["Login.storyboard", "Shop.storyboard", "ItemCell.xib", "Legacy.xib"] {
      let original = Array(try InterfaceBuilderFixture.text(name).utf8)
      for _ in 0..<75 {
        var bytes = original
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
          let at = Int.random(in: 0..<bytes.count, using: &generator)
          let piece = Array(pieces[Int.random(in: 0..<pieces.count, using: &generator)].utf8)
          let cut = min(Int.random(in: 0...12, using: &generator), bytes.count - at)
          bytes.replaceSubrange(at..<(at + cut), with: piece)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        switch InterfaceBuilderImporter.importDocument(text: text, source: name) {
        case .failure(let error): #expect(!error.diagnostics.isEmpty)
        case .success(let imported):
          do {
            let layout = try LayoutLoader.load(importedYAMLOf: imported, source: name, registry: .standard)
            _ = layout.application.hitTest(CGPoint(x: 50, y: 50), with: nil)
          } catch {
            // What the import wrote must load, or be refused for a limit (as FuzzDump requires).
            #expect(
              error.diagnostics.allSatisfy { $0.message.contains("limit") },
              "\(error.diagnostics.map(\.description))")
          }
        }
      }
    }
  }
}
