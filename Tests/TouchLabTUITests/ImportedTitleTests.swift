import Foundation
import Testing
import TouchKit

@testable import TouchLabTUI

/// An imported view's box title keeps the dump's class when the box is narrow: the
/// "(imported as …)" goes first, then the id is shortened, then the recognizer count; only when
/// not even `i…: Class` fits does the title fall back to the id.
@Suite struct ImportedTitleTests {
  /// The title row of one imported view drawn `columns` wide.
  static func title(
    id: String = "label_Card_one_quoted", importedClass: String = "UILabel", recognizers: [String] = [],
    columns: Int
  ) -> String {
    var summary = ViewSummary(id: id, className: "Label")
    summary.importedClass = importedClass
    let node = SceneNode(
      summary: summary, frame: CGRect(x: 0, y: 0, width: CGFloat(columns), height: 10), subviewIndex: 0,
      recognizers: recognizers, control: nil, skipReason: nil, children: [])
    let scene = Scene(screenSize: CGSize(width: 200, height: 40), windows: [node])
    let scaling = Scaling(
      screenSize: scene.screenSize, area: CellRect(column: 0, row: 0, columns: 200, rows: 20))
    var canvas = Canvas(columns: 200, rows: 20)
    LayoutRenderer(scaling: scaling, hitView: nil, hitPath: [], hoverView: nil).draw(scene, into: &canvas)
    let row = canvas.plainText[0]
    return String(row.dropFirst().prefix(columns - 2)).trimmingCharacters(
      in: CharacterSet(charactersIn: "─ "))
  }

  @Test("Wide enough: id, the dump's class and what it was imported as")
  func full() {
    #expect(Self.title(columns: 60) == "label_Card_one_quoted: UILabel (imported as Label)")
  }

  @Test("Narrower: the dump's class stays, the id is shortened first")
  func classOutlivesTheID() {
    #expect(Self.title(columns: 32) == "label_Card_one_quoted: UILabel")
    #expect(Self.title(columns: 27) == "label_Card_one_…: UILabel")
    #expect(Self.title(columns: 14) == "la…: UILabel")
    #expect(Self.title(columns: 13) == "l…: UILabel")
  }

  @Test("The recognizer count goes before the class; the id alone when not even i…: Class fits")
  func marksThenID() {
    let marked = Self.title(recognizers: ["tap"], columns: 30)
    #expect(marked == "label_Card_one_…: UILabel ✦1")
    #expect(
      Self.title(recognizers: ["tap"], columns: 14) == "la…: UILabel", "the count goes, the class stays")
    #expect(Self.title(columns: 10) == "label_Ca")
  }
}
