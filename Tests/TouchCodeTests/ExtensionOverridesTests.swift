import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import TouchCode

/// Overrides written in an extension of the person's own class, moved into the class (issue
/// 36, item 1). On iOS, UIKit's methods are `@objc dynamic`, so an extension may override them
/// (Objective-C categories; "Declarations in extensions can override … only if they are
/// `@objc`", The Swift Programming Language, "Extensions", and the Swift compiler's
/// "cannot be overridden from extension" without Objective-C). Every moved line keeps its
/// file, line and column.
@Suite("Overrides in extensions")
struct ExtensionOverridesTests {
  private let card = """
    import UIKit

    class CardView: UIView {
        var tapped = false
    }
    """

  private let cardExtension = """
    import UIKit

    extension CardView {
        override func layoutSubviews() {
            super.layoutSubviews()
        }

        func plain() {}
    }
    """

  private func prepared(_ files: [(String, String)]) throws -> [PreparedFile] {
    let code = CodeFiles(files: files.map { CodeFiles.File(path: $0.0, text: $0.1) })
    return try SourcePreparation.prepare(
      code, classes: [], configuration: IOSBuildConfiguration { _ in false }
    )
    .get()
  }

  /// Where `text`'s first occurrence in the prepared file is, as the compiler reports it
  /// (`#sourceLocation` applied).
  private func location(of text: String, in file: PreparedFile) throws -> (
    file: String, line: Int, column: Int
  ) {
    let tree = Parser.parse(source: file.text)
    let converter = SourceLocationConverter(fileName: file.name, tree: tree)
    let range = try #require(file.text.range(of: text))
    let offset = file.text.utf8.distance(from: file.text.startIndex, to: range.lowerBound)
    let found = converter.location(for: AbsolutePosition(utf8Offset: offset))
    return (found.presumedFile, found.presumedLine, found.column)
  }

  @Test("An override in an extension in another file moves into the class, at its own file:line:column")
  func movedAcrossFiles() throws {
    let files = try prepared([("/code/CardView.swift", card), ("/code/CardView+Layout.swift", cardExtension)])
    let classFile = try #require(files.first { $0.name.hasSuffix("-CardView.swift") })
    let extensionFile = try #require(files.first { $0.name.hasSuffix("-CardView_Layout.swift") })
    #expect(classFile.text.contains("override func layoutSubviews()"))
    #expect(!extensionFile.text.contains("layoutSubviews"))
    // What is not an override stays where it was.
    #expect(extensionFile.text.contains("    func plain() {}"))
    let moved = try location(of: "override func layoutSubviews", in: classFile)
    #expect(moved.file == "/code/CardView+Layout.swift")
    #expect(moved.line == 4)
    #expect(moved.column == 5)
    let body = try location(of: "super.layoutSubviews()", in: classFile)
    #expect(body.line == 5)
    #expect(body.column == 9)
    // The class's own closing brace, and what follows it, keep their lines.
    let closing = try location(of: "}\n#sourceLocation()", in: classFile)
    #expect(closing.file == "/code/CardView.swift")
    #expect(closing.line == 5)
    #expect(closing.column == 1)
  }

  @Test("A member of an extension that a subclass overrides moves too (iOS allows it for @objc members)")
  func overriddenExtensionMember() throws {
    let source = """
      import UIKit

      class BaseCell: UIView {}

      extension BaseCell {
          @objc func configure() {}
      }

      class PhotoCell: BaseCell {
          override func configure() {}
      }
      """
    let file = try #require(try prepared([("/code/Cells.swift", source)]).first)
    let moved = try location(of: "func configure() {}", in: file)
    #expect(moved.file == "/code/Cells.swift")
    #expect(moved.line == 6)
    // `func` after the `@objc ` the rewrite blanked: column 11, as written.
    #expect(moved.column == 11)
    // Moved into BaseCell's body: before the extension's (now empty) text.
    let body = try #require(file.text.range(of: "class BaseCell: UIView {"))
    let extensionStart = try #require(file.text.range(of: "extension BaseCell {"))
    let configure = try #require(file.text.range(of: "func configure() {}"))
    #expect(body.upperBound < configure.lowerBound && configure.lowerBound < extensionStart.lowerBound)
  }

  @Test("An extension of a type that is not the person's class (UIView itself) is left as written")
  func otherTypesStay() throws {
    let source = """
      import UIKit

      extension UIView {
          func roundCorners() {}
      }
      """
    let file = try #require(try prepared([("/code/Helpers.swift", source)]).first)
    #expect(file.text.contains("extension UIView {\n    func roundCorners() {}\n}"))
  }

  @Test("Compiled: errors in a moved override and after an #if keep their file, line and column")
  func diagnosticsKeepTheirPlace() throws {
    let folder = try CodeFolder()
    let card = try folder.write(
      "Card.swift",
      """
      import UIKit

      #if os(iOS)
      class Card: UIView {
          var count = 0
      }
      #else
      class Card: NSView {}
      #endif

      let late: Int = "late"

      """)
    let touches = try folder.write(
      "Card+Touches.swift",
      """
      import UIKit

      extension Card {
          override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
              undefinedThing()
          }
      }

      """)
    let files = try folder.files("Card.swift", "Card+Touches.swift")
    guard
      case .failure(let failure) = CodeLoader.load(files, into: .standard, environment: folder.environment)
    else {
      Issue.record("expected compile errors")
      return
    }
    let places = failure.diagnostics.map {
      "\($0.diagnostic.file):\($0.diagnostic.line):\($0.diagnostic.column)"
    }
    #expect(places.contains("\(touches):5:9"), "\(failure)")
    #expect(places.contains("\(card):11:17"), "\(failure)")
    // Nothing is blamed on TouchLab's own text, nor on the override's move.
    #expect(!failure.diagnostics.contains { $0.diagnostic.message.contains("cannot be overridden") })
  }

  @Test("A class without its closing brace gets nothing moved into it, and nothing crashes")
  func unclosedClass() throws {
    let source = """
      import UIKit

      class Broken: UIView {
          var x = 0

      extension Broken {
          override func layoutSubviews() {}
      }
      """
    let file = try #require(try prepared([("/code/Broken.swift", source)]).first)
    #expect(file.text.contains("override func layoutSubviews() {}"))
    #expect(!file.text.contains("#sourceLocation(file: \"/code/Broken.swift\", line: 7)"))
  }
}
