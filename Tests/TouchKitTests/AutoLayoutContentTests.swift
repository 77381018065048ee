import Foundation
import Testing

@testable import TouchKit

/// Issue 37: intrinsic content size, hugging and compression resistance, and the text model
/// labels and buttons are measured by (TextMetrics.swift). Sources: Apple's UIView
/// reference (`intrinsicContentSize`, `setContentHuggingPriority(_:for:)`,
/// `setContentCompressionResistancePriority(_:for:)`) and the Auto Layout Guide, "Intrinsic
/// Content Size" (hugging 250 and compression resistance 750 by default).
@Suite("Auto Layout: content size")
struct AutoLayoutContentTests {
  /// DejaVu Sans's advance of each character, in 1/2048 em, read off the font for this test
  /// (`Scripts/font-advances.py`), independently of the table's layout in TextMetrics.
  static let advances: [Character: CGFloat] = [
    "H": 1540, "I": 604, "i": 569, "L": 1141, "o": 1253, "g": 1300, " ": 651, "n": 1298,
  ]

  static func width(_ text: String, size: CGFloat) -> CGFloat {
    text.reduce(0) { $0 + (advances[$1] ?? .nan) } / 2048 * size
  }

  func pinnedLabel(_ stage: Stage, text: String) -> (View, Label) {
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 200)))
    let label = Label(frame: .zero)
    label.id = "label"
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
      label.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
    ])
    return (parent, label)
  }

  @Test(
    "UIView intrinsicContentSize: a label placed but not sized takes its text's size (17 pt system font: 20 pt line)"
  )
  func labelTakesItsTextSize() {
    let stage = Stage()
    let (_, label) = pinnedLabel(stage, text: "Hi")
    stage.application.layoutIfNeeded()
    #expect(abs(label.frame.width - Self.width("Hi", size: 17)) <= 1.0 / 3)
    #expect(label.frame.height == 20)
    #expect(label.frame.origin == CGPoint(x: 10, y: 10))
    label.text = "Hi Hi"
    stage.application.layoutIfNeeded()
    #expect(abs(label.frame.width - Self.width("Hi Hi", size: 17)) <= 1.0 / 3, "a new text re-measures")
  }

  @Test(
    "Auto Layout Guide, Intrinsic Content Size: hugging (250) gives way to a stronger wish to grow; raised above it, it holds"
  )
  func hugging() {
    let stage = Stage()
    let (_, label) = pinnedLabel(stage, text: "Hi")
    let grow = label.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
    grow.priority = LayoutPriority(500)
    grow.isActive = true
    stage.application.layoutIfNeeded()
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.frame.width == 100)
    label.setContentHuggingPriority(LayoutPriority(600), for: .horizontal)
    stage.application.layoutIfNeeded()
    #expect(abs(label.frame.width - Self.width("Hi", size: 17)) <= 1.0 / 3)
  }

  @Test(
    "Auto Layout Guide, Intrinsic Content Size: compression resistance (750) gives way to a required constraint, not to a lower one"
  )
  func compressionResistance() {
    let stage = Stage()
    let (_, label) = pinnedLabel(stage, text: "Long Long Long")
    let squeeze = label.widthAnchor.constraint(lessThanOrEqualToConstant: 20)
    squeeze.priority = LayoutPriority(700)
    squeeze.isActive = true
    stage.application.layoutIfNeeded()
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(abs(label.frame.width - Self.width("Long Long Long", size: 17)) <= 1.0 / 3)
    squeeze.priority = .required
    stage.application.layoutIfNeeded()
    #expect(label.frame.width == 20)
  }

  @Test(
    "UIButton intrinsicContentSize: the title's width and line height with 6 pt above and below (a 15 pt title: 30 pt tall), plus contentEdgeInsets"
  )
  func buttonSize() {
    let button = Button(frame: .zero)
    button.setTitle("Log In", for: .normal)
    let size = button.intrinsicContentSize
    #expect(abs(size.width - Self.width("Log In", size: 15)) < 1e-9)
    #expect(size.height == 30)
    button.contentEdgeInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    #expect(button.intrinsicContentSize.height == 38)
    #expect(
      View(frame: .zero).intrinsicContentSize == CGSize(width: -1, height: -1), "UIView: no intrinsic metric")
    #expect(Label(frame: .zero).intrinsicContentSize == .zero, "a label with no text")
  }
}
