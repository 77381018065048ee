import SwiftParser
import Testing

@testable import TouchCode

/// Which properties are `@IBOutlet`s that nib loading can set (issue 40): stored or observed
/// instance properties of a class with a written type, outlet collections (an array, set once)
/// among them; computed and static ones, and properties outside classes, are not.
@Suite("OutletScanner")
struct OutletScannerTests {
  @Test("finds weak, private and optional outlets with their types, and skips what KVC could not set by name")
  func outlets() {
    let source = """
      import UIKit
      final class Card: UIView {
        @IBOutlet weak var title: UILabel!
        @IBOutlet private weak var close: UIButton?
        @IBOutlet var badge: UIView! { didSet { print("set") } }
        @IBOutlet var buttons: [UIButton]!
        @IBOutlet var computed: UILabel! { get { nil } set {} }
        @IBOutlet static var shared: UILabel!
        var plain: UILabel!
        final class Inner: UIView { @IBOutlet weak var icon: UIImageView! }
      }
      struct NotAClass { @IBOutlet var label: UILabel! }
      """
    let found = OutletScanner.outlets(in: Parser.parse(source: source), file: "Card.swift")
    #expect(
      found.map { "\($0.typeName).\($0.property): \($0.valueType)" } == [
        "Card.title: UILabel", "Card.close: UIButton", "Card.badge: UIView", "Card.buttons: [UIButton]",
        "Card.Inner.icon: UIImageView",
      ])
  }

  @Test(
    "a class whose designated initializers are all init?(coder:) is coder-only; an unavailable one is marked")
  func coderInitializers() {
    let source = """
      class OnlyNib: UIView { required init?(coder: NSCoder) { super.init(coder: coder) } }
      class Both: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      class CodeOnly: UIView {
        override init(frame: CGRect) { super.init(frame: frame) }
        @available(*, unavailable) required init?(coder: NSCoder) { fatalError() }
      }
      class Inherits: UIView {}
      """
    let classes = ClassScanner.classes(in: source, file: "Views.swift")
    #expect(classes.filter(\.isCoderOnly).map(\.name) == ["OnlyNib"])
    #expect(classes.filter(\.isCoderUnavailable).map(\.name) == ["CodeOnly"])
  }
}
