import Foundation
import Testing

@testable import TouchKit

/// Issue 37, "explained beyond UIKit": which constraint sets each edge of a view
/// (``View/edgeReport``: the tight ones, a documented choice; UIKit has no such answer), and
/// UIKit's `exerciseAmbiguityInLayout()` ("randomly changes the frame of a view with an
/// ambiguous layout between the different valid values", UIView reference), here
/// deterministic.
@Suite("Auto Layout: edges explained")
struct EdgeReportTests {
  /// A card pinned by leading and top, 200 wide and at least 50 tall, a label inside it whose
  /// width is at most the card's less 32 (slack) and whose top is 8 under the card's.
  private func card() -> (Stage, View, View) {
    let stage = Stage()
    _ = stage.synthesizer
    let home = stage.add(View(id: "home", frame: rect(0, 0, 390, 844)))
    let card = View(id: "card", frame: .zero)
    let label = View(id: "note", frame: .zero)
    card.translatesAutoresizingMaskIntoConstraints = false
    label.translatesAutoresizingMaskIntoConstraints = false
    home.addSubview(card)
    card.addSubview(label)
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: home.leadingAnchor, constant: 20),
      card.topAnchor.constraint(equalTo: home.topAnchor, constant: 100),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(greaterThanOrEqualToConstant: 50),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      label.widthAnchor.constraint(lessThanOrEqualTo: card.widthAnchor, constant: -32),
      label.widthAnchor.constraint(equalToConstant: 100),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      label.heightAnchor.constraint(equalToConstant: 20),
    ])
    stage.application.layoutIfNeeded()
    return (stage, card, label)
  }

  @Test(
    "each edge lists the constraints naming the view whose constants move it; a slack inequality or a child's constraint sets nothing"
  )
  func settingConstraints() {
    let (stage, card, label) = card()
    defer { withExtendedLifetime(stage) {} }
    #expect(card.frame == rect(20, 100, 200, 50))
    let leading = "<NSLayoutConstraint card.leading == home.leading + 20   (active)>"
    let top = "<NSLayoutConstraint card.top == home.top + 100   (active)>"
    let width = "<NSLayoutConstraint card.width == 200   (active)>"
    let height = "<NSLayoutConstraint card.height >= 50   (active)>"
    #expect(
      card.edgeReport == [
        "left ← \(leading)", "right ← \(leading)", "right ← \(width)", "top ← \(top)", "bottom ← \(top)",
        "bottom ← \(height)", "width ← \(width)", "height ← \(height)",
      ], "note's constraints to the card move note, not the card; its width <= card.width - 32 is slack")
    let noteLeading = "<NSLayoutConstraint note.leading == card.leading + 16   (active)>"
    let noteTop = "<NSLayoutConstraint note.top == card.top + 8   (active)>"
    let noteWidth = "<NSLayoutConstraint note.width == 100   (active)>"
    let noteHeight = "<NSLayoutConstraint note.height == 20   (active)>"
    #expect(
      label.edgeReport == [
        "left ← \(noteLeading)", "right ← \(noteLeading)", "right ← \(noteWidth)", "top ← \(noteTop)",
        "bottom ← \(noteTop)", "bottom ← \(noteHeight)", "width ← \(noteWidth)", "height ← \(noteHeight)",
      ])
  }

  @Test("describe carries the edges in every format")
  func described() {
    let (stage, _, _) = card()
    let description = HierarchyDescription(application: stage.application)
    let left = "left ← <NSLayoutConstraint card.leading == home.leading + 20   (active)>"
    #expect(description.text().contains { $0.hasSuffix("edge " + left) })
    #expect(description.json().contains("\"edges\""))
    #expect(description.xml().contains("<edge description=\"left ← &lt;NSLayoutConstraint card.leading"))
  }

  @Test("exerciseAmbiguityInLayout moves an ambiguous view to another valid frame, and back")
  func exercise() {
    let (stage, card, label) = card()
    defer { withExtendedLifetime(stage) {} }
    // The card's height is only bounded below: its range has no top, so it grows 100 pt.
    #expect(card.ambiguousLayoutParts == ["height"])
    card.exerciseAmbiguityInLayout()
    #expect(card.frame == rect(20, 100, 200, 150))
    card.exerciseAmbiguityInLayout()
    #expect(card.frame == rect(20, 100, 200, 50))
    label.exerciseAmbiguityInLayout()
    #expect(label.frame == rect(16, 8, 100, 20), "not ambiguous: left alone")
  }
}
