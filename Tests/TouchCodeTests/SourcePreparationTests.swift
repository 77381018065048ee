import Foundation
import Testing

@testable import TouchCode

/// The rewrite that makes an iOS file compile without Objective-C (issue 14): what it changes,
/// that every line keeps its number, and what it refuses, at the line that has it.
@Suite("Source preparation")
struct SourcePreparationTests {
  /// The person's file as the compiler gets it, without TouchLab's `#sourceLocation` lines and
  /// the action table after it.
  private func rewritten(_ text: String, onLinux: Bool = true) throws -> String {
    let files = CodeFiles(files: [CodeFiles.File(path: "/code/Card.swift", text: text)])
    let prepared = try SourcePreparation.prepare(files, classes: [], onLinux: onLinux).get()
    let lines = prepared[0].text.split(separator: "\n", omittingEmptySubsequences: false)
    let end = try #require(lines.firstIndex(of: "#sourceLocation()"))
    return lines[1..<end].joined(separator: "\n")
  }

  private func problems(_ text: String) -> [CodeDiagnostic] {
    let files = CodeFiles(files: [CodeFiles.File(path: "/code/Card.swift", text: text)])
    guard case .failure(let failure) = SourcePreparation.prepare(files, classes: []) else { return [] }
    return failure.diagnostics
  }

  @Test("Objective-C-only attributes become spaces: every line and column stays where it was")
  func attributesAreBlanked() throws {
    let source = """
      @objcMembers class Card: UIView {
        @IBOutlet weak var title: UILabel!
        @IBInspectable var radius: CGFloat = 4
        @objc(dismissCard:) private func dismiss(_ sender: Any) {}
        @IBAction func save(_ sender: UIButton) {}
        @nonobjc func plain() {}
      }
      """
    let result = try rewritten(source)
    #expect(!result.contains("@"))
    let before = source.split(separator: "\n", omittingEmptySubsequences: false)
    let after = result.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(after.count == before.count)
    for (original, changed) in zip(before, after) {
      #expect(original.utf8.count == changed.utf8.count)
      // What follows an attribute starts in the same column.
      if let word = original.split(separator: " ").last {
        #expect(changed.hasSuffix(word))
      }
    }
  }

  @Test(
    "#selector becomes the name Objective-C gives the method",
    arguments: [
      ("#selector(closeTapped)", "closeTapped"),
      ("#selector(closeTapped(_:))", "closeTapped:"),
      ("#selector(self.closeTapped)", "closeTapped"),
      ("#selector(Card.handle(gesture:))", "handleWithGesture:"),
      ("#selector(handle)", "handleWithGesture:"),
      ("#selector(tapped(_:forEvent:))", "tapped:forEvent:"),
      ("#selector(dismiss)", "dismissCard:"),
      ("#selector(getter: Card.isOpen)", "isOpen"),
      ("#selector(setter: Card.isOpen)", "setIsOpen:"),
      ("#selector(UIView.layoutSubviews)", "layoutSubviews"),
    ])
  func selectors(reference: String, name: String) throws {
    let source = """
      class Card: UIView {
        @objc func closeTapped() {}
        @objc func handle(gesture: UIPanGestureRecognizer) {}
        @objc func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
        @objc(dismissCard:) func dismiss(_ sender: Any) {}
        var action = \(reference)
      }
      """
    #expect(try rewritten(source).contains("var action = Selector(\"\(name)\")"))
  }

  @Test("A bare name with two different methods is ambiguous, at the #selector's line")
  func ambiguousSelector() {
    let found = problems(
      """
      class Card: UIView {
        @objc func close() {}
        @objc func close(_ sender: UIButton) {}
        func wire(_ button: UIButton) {
          button.addTarget(self, action: #selector(close), for: .touchUpInside)
        }
      }
      """)
    #expect(found.count == 1)
    #expect(found.first?.diagnostic.line == 5)
    #expect(found.first?.diagnostic.column == 36)
    #expect(found.first?.diagnostic.message.contains("close(), close(_:)") == true)
  }

  @Test("An optional protocol requirement cannot be rewritten: the line says why")
  func optionalRequirement() {
    let found = problems(
      """
      @objc protocol CardDelegate: AnyObject {
        @objc optional func cardDidClose()
      }
      """)
    #expect(found.map(\.diagnostic.line) == [2])
    #expect(found.first?.diagnostic.message.contains("Objective-C runtime") == true)
  }

  @Test(
    "A cell's override init(style:reuseIdentifier:) becomes required, the same width (docs/table-view.md)")
  func cellInitializerBecomesRequired() throws {
    let source = """
      class LikeCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        override init(frame: CGRect) { super.init(frame: frame) }
      }
      """
    let result = try rewritten(source)
    #expect(result.contains("  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {"))
    #expect(result.contains("  override init(frame: CGRect)"))
    #expect(result.utf8.count == source.utf8.count)
  }

  @Test(
    "A header view's override init(reuseIdentifier:) becomes required too: UIKit's header subclasses write it so (found by size7: it did not compile)"
  )
  func headerInitializerBecomesRequired() throws {
    let source = """
      class BannerHeader: UITableViewHeaderFooterView {
        override init(reuseIdentifier: String?) {
          super.init(reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      """
    let result = try rewritten(source)
    #expect(result.contains("  required init(reuseIdentifier: String?) {"))
    #expect(result.utf8.count == source.utf8.count)
  }

  @Test("Imports of Clang submodules and Apple-only modules become UIKit, padded to length")
  func imports() throws {
    let source = """
      import UIKit.UIGestureRecognizerSubclass
      import QuartzCore
      import CoreGraphics
      import Foundation
      """
    let linux = try rewritten(source, onLinux: true).split(separator: "\n")
    #expect(
      linux.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "import UIKit", "import UIKit", "import UIKit", "import Foundation",
      ])
    #expect(linux[0].utf8.count == "import UIKit.UIGestureRecognizerSubclass".utf8.count)
    // On Apple systems CoreGraphics is real, and stays.
    #expect(try rewritten(source, onLinux: false).contains("import CoreGraphics"))
  }

  @Test("A file with action methods gets a table that registers them, private ones included")
  func actionTable() throws {
    let files = CodeFiles(files: [
      CodeFiles.File(
        path: "/code/Handler.swift",
        text: """
          import Foundation
          final class Handler: NSObject {
            @objc private func tapped(_ recognizer: UITapGestureRecognizer!) {}
            @objc static func ignored() {}
            func plain() {}
          }
          """)
    ])
    let prepared = try SourcePreparation.prepare(files, classes: []).get()
    let table = try #require(prepared[0].text.components(separatedBy: "#sourceLocation()\n").last)
    #expect(table.contains("import TouchKit"))
    #expect(
      table.contains(
        "TouchKit.ActionMethod(selector: \"tapped:\", of: Handler.self, sender: (UITapGestureRecognizer?).self) { _ = $0.tapped($1) }"
      ))
    #expect(!table.contains("ignored") && !table.contains("plain"))
    #expect(prepared.last?.text.contains("_touchLabRegisterActions0()") == true)
  }
}

/// Swift's rule for the Objective-C name of a method (what `#selector` evaluates to on iOS).
@Suite("Objective-C selector names")
struct ObjCSelectorNameTests {
  @Test(
    "Base name, With + the first label, a colon per parameter",
    arguments: [
      ("close", [String?](), "close"),
      ("close", [nil], "close:"),
      ("handle", ["gesture"], "handleWithGesture:"),
      ("tapped", [nil, "forEvent"], "tapped:forEvent:"),
      ("move", ["from", "to"], "moveWithFrom:to:"),
      ("pair", [nil, nil], "pair::"),
    ])
  func names(base: String, labels: [String?], name: String) {
    #expect(ObjCSelectorName.name(base: base, labels: labels) == name)
  }

  @Test(
    "A file naming URLSession gets FoundationNetworking's import on Linux, before its first line; others do not"
  )
  func networkingImport() throws {
    let files = CodeFiles(files: [
      CodeFiles.File(path: "/code/Avatar.swift", text: "import UIKit\nlet session = URLSession.shared\n"),
      CodeFiles.File(path: "/code/Card.swift", text: "import UIKit\n"),
    ])
    let linux = try SourcePreparation.prepare(files, classes: [], onLinux: true).get()
    #expect(
      linux[0].text.hasPrefix(
        "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n#sourceLocation("))
    #expect(linux[1].text.hasPrefix("#sourceLocation("))
    let apple = try SourcePreparation.prepare(files, classes: [], onLinux: false).get()
    #expect(apple[0].text.hasPrefix("#sourceLocation("))
  }
}
