import Foundation
import Testing

@testable import TouchKit

/// Issue 37, "explained beyond UIKit": the constraints that name a view in UIKit's description
/// format with the broken ones marked, the parts of a frame no constraint decides, and why a
/// bound that closed hit testing is Auto Layout's doing. UIKit logs a broken constraint once
/// ("Unsatisfiable Layouts") and says nothing of ambiguity unasked ("Ambiguous Layouts", Auto
/// Layout Guide); `hasAmbiguousLayout` is its only answer, per view, not per part.
@Suite("Auto Layout: constraints explained")
struct ConstraintReportTests {
  @Test(
    "Auto Layout Guide, Ambiguous Layouts: a container whose height nothing sets is 0 tall, and why-not's explanation says so"
  )
  func zeroHeightContainer() {
    let stage = Stage()
    _ = stage.synthesizer
    let home = stage.add(View(id: "home", frame: rect(0, 0, 390, 844)))
    let footer = View(id: "footer", frame: .zero)
    let pay = View(id: "pay", frame: .zero)
    footer.translatesAutoresizingMaskIntoConstraints = false
    pay.translatesAutoresizingMaskIntoConstraints = false
    home.addSubview(footer)
    footer.addSubview(pay)
    LayoutConstraint.activate([
      footer.leadingAnchor.constraint(equalTo: home.leadingAnchor, constant: 20),
      footer.trailingAnchor.constraint(equalTo: home.trailingAnchor, constant: -20),
      footer.topAnchor.constraint(equalTo: home.topAnchor, constant: 200),
      pay.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
      pay.trailingAnchor.constraint(equalTo: footer.trailingAnchor),
      pay.topAnchor.constraint(equalTo: footer.topAnchor),
      pay.heightAnchor.constraint(equalToConstant: 44),
    ])
    stage.application.layoutIfNeeded()
    #expect(footer.frame == rect(20, 200, 350, 0))
    #expect(footer.hasAmbiguousLayout)
    #expect(footer.ambiguousLayoutParts == ["height"])
    #expect(pay.ambiguousLayoutParts.isEmpty)
    #expect(
      footer.constraintReport == [
        "<NSLayoutConstraint footer.leading == home.leading + 20   (active)>",
        "<NSLayoutConstraint footer.trailing == home.trailing - 20   (active)>",
        "<NSLayoutConstraint footer.top == home.top + 200   (active)>",
        "<NSLayoutConstraint pay.leading == footer.leading   (active)>",
        "<NSLayoutConstraint pay.trailing == footer.trailing   (active)>",
        "<NSLayoutConstraint pay.top == footer.top   (active)>",
      ])
    #expect(
      footer.layoutExplanation(toward: pay)
        == "its height is 0 because no constraint sets it (hasAmbiguousLayout)")
    #expect(home.layoutExplanation(toward: footer) == nil, "home is placed by its frame")
  }

  @Test(
    "Auto Layout Guide, Unsatisfiable Layouts: the broken constraint is marked, and the view it would have kept inside its superview is explained"
  )
  func brokenConstraintMovesView() {
    let stage = Stage()
    _ = stage.synthesizer
    let home = stage.add(View(id: "home", frame: rect(0, 0, 390, 844)))
    let card = View(id: "card", frame: rect(20, 100, 350, 200))
    let buy = View(id: "buy", frame: .zero)
    buy.translatesAutoresizingMaskIntoConstraints = false
    home.addSubview(card)
    card.addSubview(buy)
    // home's constraint (a stale one) is added before card's, which conflicts with it: card's
    // is broken (TouchLab's rule: the conflicting constraint added last, walking from the top).
    LayoutConstraint.activate([
      buy.leadingAnchor.constraint(equalTo: home.trailingAnchor),
      buy.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      card.bottomAnchor.constraint(equalTo: buy.bottomAnchor, constant: 16),
      buy.widthAnchor.constraint(equalToConstant: 120),
      buy.heightAnchor.constraint(equalToConstant: 44),
    ])
    stage.application.layoutIfNeeded()
    #expect(buy.frame == rect(370, 140, 120, 44))
    let broken = buy.constraintReport.filter { $0.hasSuffix(" BROKEN") }
    #expect(broken == ["<NSLayoutConstraint buy.leading == card.leading + 16   (active)> BROKEN"])
    #expect(
      buy.layoutExplanation(toward: nil)
        == "buy is at (370, 140, 120, 44) in card, outside its bounds, where its constraints put it: Auto Layout "
        + "broke <NSLayoutConstraint buy.leading == card.leading + 16   (active)> (a conflict)")
    #expect(
      card.layoutExplanation(toward: buy) == buy.layoutExplanation(toward: nil), "asked from card, the same")
    #expect(card.constraintReport.count == 2, "the width and height name buy alone")
  }

  @Test("describe's hierarchy carries each view's constraints; a hierarchy without any costs nothing")
  func hierarchyDescription() {
    let stage = Stage()
    let plain = stage.add(View(id: "plain", frame: rect(0, 0, 10, 10)))
    var description = HierarchyDescription(application: stage.application)
    #expect(description.views.allSatisfy { $0.constraints.isEmpty })
    let child = View(id: "child", frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    plain.addSubview(child)
    LayoutConstraint.activate([child.widthAnchor.constraint(equalToConstant: 5)])
    stage.application.layoutIfNeeded()
    description = HierarchyDescription(application: stage.application)
    let described = description.views.first { $0.id == "child" }
    #expect(described?.constraints == ["<NSLayoutConstraint child.width == 5   (active)>"])
    #expect(described?.ambiguousLayout == ["x", "y", "height"])
  }
}
