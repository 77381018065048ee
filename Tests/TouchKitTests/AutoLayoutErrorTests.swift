import Foundation
import Testing

@testable import TouchKit

/// Issue 37: unsatisfiable layouts and bad constraints never crash or hang. UIKit breaks a
/// conflicting constraint and logs "Unable to simultaneously satisfy constraints" (Auto Layout
/// Guide, "Unsatisfiable Layouts"); it refuses a location equal to a constant when the
/// constraint is made, and constraints between views with no common ancestor when activated
/// (NSLayoutConstraint reference, `isActive`). TouchLab records each with UIKit's text.
@Suite("Auto Layout: errors")
struct AutoLayoutErrorTests {
  func records(_ stage: Stage) -> [TraceStep] {
    stage.steps.filter {
      switch $0 {
      case .unsatisfiableConstraints, .invalidConstraint: true
      default: false
      }
    }
  }

  /// A 300 × 200 view in a window, and a subview that constraints place.
  func parentAndChild() -> (Stage, View, View) {
    let stage = Stage()
    _ = stage.synthesizer
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 200)))
    let child = View(id: "child", frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    return (stage, parent, child)
  }

  @Test(
    "Auto Layout Guide, Unsatisfiable Layouts: the conflicting constraint added last is broken, the layout goes on, UIKit's text is recorded once"
  )
  func unsatisfiable() {
    let (stage, parent, child) = parentAndChild()
    let first = child.widthAnchor.constraint(equalToConstant: 100)
    let second = child.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10), first, second,
    ])
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(0, 0, 100, 10))
    #expect(second.isActive, "broken, not deactivated")
    let expected = TraceStep.unsatisfiableConstraints(
      constraints: [
        "<NSLayoutConstraint child.width == 100   (active)>",
        "<NSLayoutConstraint child.width == 200   (active)>",
      ],
      broken: "<NSLayoutConstraint child.width == 200   (active)>")
    #expect(records(stage) == [expected])
    stage.application.layoutIfNeeded()
    parent.setNeedsLayout()
    stage.application.layoutIfNeeded()
    #expect(records(stage).count == 1, "not recorded again while nothing changes")
    first.isActive = false
    stage.application.layoutIfNeeded()
    #expect(child.frame.width == 200, "a broken constraint is tried again when the conflict goes")
  }

  @Test(
    "NSLayoutConstraint: a location attribute equal to a constant is refused with UIKit's message at the person's line"
  )
  func locationEqualToConstant() {
    let stage = Stage()
    _ = stage.synthesizer
    let view = stage.add(View(id: "view", frame: rect(0, 0, 10, 10)))
    let line = #line + 1
    let bad = LayoutConstraint(
      item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
      constant: 10)
    bad.isActive = true
    #expect(!bad.isActive)
    guard case .invalidConstraint(let location, let message) = records(stage).first else {
      Issue.record("no invalidConstraint record")
      return
    }
    #expect(location.contains("AutoLayoutErrorTests.swift:\(line):"))
    #expect(message.hasPrefix("A multiplier of 0 or a nil second item together with a location"))
  }

  @Test("Bad numbers: NaN and infinite constants and multipliers are refused, never solved, never a crash")
  func nonFiniteNumbers() {
    let (stage, parent, child) = parentAndChild()
    let width = child.widthAnchor.constraint(equalToConstant: 50)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10), width,
      child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: .infinity),
    ])
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(0, 0, 50, 10))
    width.constant = .nan
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(0, 0, 50, 10), "the last good solution stays")
    #expect(records(stage).count == 2)
    width.constant = 60
    stage.application.layoutIfNeeded()
    #expect(child.frame.width == 60)
  }

  @Test(
    "NSLayoutConstraint isActive: items with no common ancestor are refused with UIKit's \"no common ancestor\" message"
  )
  func noCommonAncestor() {
    let stage = Stage()
    _ = stage.synthesizer
    let inWindow = stage.add(View(id: "inWindow", frame: rect(0, 0, 10, 10)))
    let elsewhere = View(id: "elsewhere", frame: rect(0, 0, 10, 10))
    let constraint = inWindow.topAnchor.constraint(equalTo: elsewhere.bottomAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    guard case .invalidConstraint(_, let message) = records(stage).first else {
      Issue.record("no invalidConstraint record")
      return
    }
    #expect(
      message
        == "Unable to activate constraint with anchors <NSLayoutYAxisAnchor \"inWindow.top\"> and "
        + "<NSLayoutYAxisAnchor \"elsewhere.bottom\"> because they have no common ancestor.  Does the constraint "
        + "or its anchors reference items in different view hierarchies?  That's illegal.")
  }

  @Test(
    "A constraint refused and a conflict broken while the layout is built (no trace yet) open the trace, as notices do"
  )
  func heldUntilATraceRecords() {
    let application = Application()
    let window = Window(id: "window", frame: rect(0, 0, 200, 100))
    application.addWindow(window)
    let child = View(id: "child", frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(child)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1,
        constant: 5),
      child.widthAnchor.constraint(equalToConstant: 10), child.widthAnchor.constraint(equalToConstant: 20),
    ])
    application.layoutIfNeeded()
    let recorder = TraceRecorder()
    _ = TouchSynthesizer(application: application, trace: recorder)
    let steps = recorder.trace.records.map(\.step)
    #expect(steps.count == 2)
    guard case .invalidConstraint = steps.first, case .unsatisfiableConstraints = steps.last else {
      Issue.record("expected invalidConstraint then unsatisfiableConstraints, got \(steps)")
      return
    }
  }
}
