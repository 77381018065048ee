import Foundation
import Testing

@testable import TouchKit

/// Issue 37: a multi-line label under Auto Layout wraps its text at the width it is given, and
/// its intrinsic height is the wrapped text's. Apple's `preferredMaxLayoutWidth`: "During
/// layout, if the text extends beyond the width specified by this property, the additional
/// text flows to one or more new lines, increasing the height of the label"; that 0 (the
/// default) means the width layout gives the label is community knowledge (Label+Text.swift).
/// The text model (TextMetrics.swift) wraps at spaces, a longer word between characters.
@Suite("Auto Layout: multi-line labels wrap at their width")
struct LabelWrappingTests {
  static let text = "The quick brown fox jumps over the lazy dog and keeps running far away"

  func label(lines: Int = 0) -> Label {
    let label = Label(frame: .zero)
    label.text = Self.text
    label.numberOfLines = lines
    return label
  }

  @Test("The text model wraps at spaces, and a word wider than the line between characters")
  func wrapping() {
    let font = Font.systemFont(ofSize: 17)
    let one = TextMetrics.size(of: Self.text, font: font, maximumLines: 0)
    let wrapped = TextMetrics.size(of: Self.text, font: font, maximumLines: 0, wrappingAt: one.width / 2.5)
    #expect(wrapped.height == 3 * font.lineHeight)
    #expect(wrapped.width <= one.width / 2.5)
    #expect(
      TextMetrics.size(of: Self.text, font: font, maximumLines: 2, wrappingAt: one.width / 2.5).height
        == 2 * font.lineHeight)
    let word = String(repeating: "W", count: 20)
    let broken = TextMetrics.size(
      of: word, font: font, maximumLines: 0, wrappingAt: TextMetrics.width(of: "WWWWW", font: font))
    #expect(broken.height == 4 * font.lineHeight)
    #expect(
      TextMetrics.size(of: "a\n\nb", font: font, maximumLines: 0, wrappingAt: 100).height == 3
        * font.lineHeight)
  }

  @Test(
    "A numberOfLines = 0 label pinned inside a 200-point view wraps after layout, and the view that hugs it grows"
  )
  func wrapsAfterLayout() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
    let card = View(id: "card", frame: .zero)
    card.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(card)
    let body = label()
    body.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(body)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: window.topAnchor),
      card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      body.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      card.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
    ])
    window.layoutIfNeeded()
    let expected = TextMetrics.size(of: Self.text, font: body.font, maximumLines: 0, wrappingAt: 184)
    #expect(expected.height > body.font.lineHeight)
    #expect(body.frame.width == 184)
    #expect(body.frame.height == expected.height)
    #expect(card.frame.height == expected.height + 16)
    #expect(body.intrinsicContentSize.height == expected.height)
  }

  @Test("One line does not wrap; a preferredMaxLayoutWidth is used as set")
  func oneLineAndPreferredWidth() {
    let single = label(lines: 1)
    single.frame = CGRect(x: 0, y: 0, width: 50, height: 20)
    #expect(single.intrinsicContentSize.height == single.font.lineHeight)
    let fixed = label()
    fixed.preferredMaxLayoutWidth = 120
    #expect(
      fixed.intrinsicContentSize
        == TextMetrics.size(of: Self.text, font: fixed.font, maximumLines: 0, wrappingAt: 120))
  }

  @Test(
    "systemLayoutSizeFitting at a required width gives a multi-line label's wrapped height, and leaves the label as it was"
  )
  func fittingWraps() {
    let body = label()
    let box = View(id: "box", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    body.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(body)
    LayoutConstraint.activate([
      body.topAnchor.constraint(equalTo: box.topAnchor, constant: 8),
      body.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
      box.trailingAnchor.constraint(equalTo: body.trailingAnchor, constant: 16),
      box.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
    ])
    let before = body.intrinsicContentSize
    for width: CGFloat in [200, 320] {
      let size = box.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
      let text = TextMetrics.size(of: Self.text, font: body.font, maximumLines: 0, wrappingAt: width - 32)
      #expect(size == CGSize(width: width, height: text.height + 16))
    }
    #expect(body.intrinsicContentSize == before)
  }
}
