import Foundation
import Testing

@testable import TouchKit

/// Issue 37: alignment rectangles and the readable content guide. UIKit: constraints place a
/// view's alignment rectangle, its frame less `alignmentRectInsets` ("This allows the
/// constraint-based layout system to align views based on their content, rather than just
/// their frame", UIView reference, `alignmentRectInsets`); `alignmentRect(forFrame:)` and
/// `frame(forAlignmentRect:)` convert between the two.
@Suite("Auto Layout: alignment rectangles")
struct AlignmentRectTests {
  /// A view that draws a shadow around its content: 2 pt above, 4 left, 6 below, 8 right.
  final class Shadowed: View {
    override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
  }

  private func home(width: CGFloat = 390) -> (Stage, View) {
    let stage = Stage()
    _ = stage.synthesizer
    return (stage, stage.add(View(id: "home", frame: rect(0, 0, width, 844))))
  }

  @Test("constraints place the alignment rectangle; the frame is it plus the insets")
  func constraintsPlaceTheAlignmentRect() {
    let (stage, home) = home()
    let card = Shadowed(id: "card", frame: .zero)
    let title = View(id: "title", frame: .zero)
    for view in [card, title] {
      view.translatesAutoresizingMaskIntoConstraints = false
      home.addSubview(view)
    }
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: home.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: home.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 100),
      card.heightAnchor.constraint(equalToConstant: 40),
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      title.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 8),
      title.widthAnchor.constraint(equalToConstant: 50),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    stage.application.layoutIfNeeded()
    #expect(card.frame == rect(16, 98, 112, 48))
    #expect(card.alignmentRect(forFrame: card.frame) == rect(20, 100, 100, 40))
    #expect(card.frame(forAlignmentRect: rect(20, 100, 100, 40)) == card.frame)
    #expect(title.frame == rect(20, 148, 50, 20), "aligned with the card's content, not its shadow")
  }

  @Test("a superview with insets: its subviews' constraints speak of its alignment rectangle")
  func superviewWithInsets() {
    let (stage, home) = home()
    let card = Shadowed(id: "card", frame: rect(10, 10, 200, 100))
    let badge = View(id: "badge", frame: .zero)
    home.addSubview(card)
    card.addSubview(badge)
    badge.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      badge.topAnchor.constraint(equalTo: card.topAnchor),
      badge.widthAnchor.constraint(equalToConstant: 10),
      badge.heightAnchor.constraint(equalToConstant: 10),
    ])
    stage.application.layoutIfNeeded()
    #expect(card.frame == rect(10, 10, 200, 100), "its frame holds")
    #expect(badge.frame == rect(4, 2, 10, 10), "at the card's content corner, in card's coordinates")
  }

  @Test(
    "a slider's frame is 2 pt outside its constraints at each end and 1 below, a switch's 2 pt past its trailing one, a segmented control's 1 below (UNSOURCED, measured from Xcode's stored frames: Apple publishes none)",
    arguments: ["switch", "slider", "segmentedControl"])
  func controlsHaveAlignmentInsets(kind: String) {
    let (control, insets): (Control, EdgeInsets) =
      switch kind {
      case "switch": (Switch(frame: .zero), Switch.standardAlignmentRectInsets)
      case "slider": (Slider(frame: .zero), Slider.standardAlignmentRectInsets)
      default: (SegmentedControl(frame: .zero), SegmentedControl.standardAlignmentRectInsets)
      }
    #expect(control.alignmentRectInsets == insets)
    let measured: [String: EdgeInsets] = [
      "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
      "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
      "segmentedControl": EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
    ]
    #expect(insets == measured[kind], "the named constant holds the measured value")
    let (stage, home) = home()
    control.translatesAutoresizingMaskIntoConstraints = false
    home.addSubview(control)
    LayoutConstraint.activate([
      control.leadingAnchor.constraint(equalTo: home.leadingAnchor, constant: 20),
      control.topAnchor.constraint(equalTo: home.topAnchor, constant: 100),
      control.widthAnchor.constraint(equalToConstant: 60),
      control.heightAnchor.constraint(equalToConstant: 30),
    ])
    stage.application.layoutIfNeeded()
    #expect(
      control.frame
        == rect(
          20 - insets.left, 100 - insets.top, 60 + insets.left + insets.right, 30 + insets.top + insets.bottom
        ),
      "the constraints place the alignment rectangle; the frame is it plus the control's insets")
  }

  @Test("readableContentGuide: the margins, at most 672 pt wide and centred (UNSOURCED width)")
  func readableContentGuide() {
    let (stage, wide) = home(width: 1024)
    let text = View(id: "text", frame: .zero)
    text.translatesAutoresizingMaskIntoConstraints = false
    wide.addSubview(text)
    let guide = wide.readableContentGuide
    #expect(guide === wide.readableContentGuide, "the same guide every time")
    LayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: guide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 20),
    ])
    stage.application.layoutIfNeeded()
    #expect(text.frame == rect(176, 8, 672, 20), "(1024 − 672) / 2 from each side")
    #expect(guide.layoutFrame == rect(176, 8, 672, 828))
    let (_, narrow) = home()
    #expect(narrow.readableContentGuide.layoutFrame == rect(8, 8, 374, 828), "an iPhone: the margins")
  }
}
