import Foundation
import Testing

@testable import TouchKit

/// When UIKit calls `layoutSubviews()` (issue 14): marked views are laid out, top-down, at the
/// next update cycle, which in TouchLab is after a layout is built and after each event.
/// Sources are in View+Layout.swift; not a rule of the event-delivery reference, whose §1 hit
/// testing reads the frames layout sets.
@Suite("Layout pass")
struct LayoutPassTests {
  /// Counts its layouts; `onLayout` is what its `layoutSubviews` does besides.
  final class CountingView: View {
    var layouts = 0
    var onLayout: ((CountingView) -> Void)?
    var log: LayoutLog?
    override func layoutSubviews() {
      layouts += 1
      log?.order.append(id)
      onLayout?(self)
    }
  }

  final class LayoutLog {
    var order: [String] = []
  }

  @Test(
    "Apple setNeedsLayout(): adding a view marks it and its superview; init does not; one pass runs each once"
  )
  func addedViewIsLaidOutAtTheNextUpdateCycle() {
    let stage = Stage()
    let parent = CountingView(id: "parent", frame: rect(0, 0, 200, 200))
    let child = CountingView(id: "child", frame: rect(0, 0, 50, 50))
    #expect(parent.layouts == 0)
    parent.addSubview(child)
    stage.add(parent)
    #expect(parent.layouts == 0, "not at once: at the next update cycle")
    stage.application.layoutIfNeeded()
    #expect(parent.layouts == 1)
    #expect(child.layouts == 1)
    stage.application.layoutIfNeeded()
    #expect(parent.layouts == 1, "nothing marked, nothing laid out")
    #expect(child.layouts == 1)
  }

  @Test("View Programming Guide: a size change lays out the view and its superview; a move alone does not")
  func sizeChangeMarksViewAndSuperview() {
    let stage = Stage()
    let parent = stage.add(CountingView(id: "parent", frame: rect(0, 0, 200, 200)))
    let child = stage.add(CountingView(id: "child", frame: rect(0, 0, 50, 50)), to: parent)
    stage.application.layoutIfNeeded()
    child.frame.origin = CGPoint(x: 20, y: 20)
    stage.application.layoutIfNeeded()
    #expect(parent.layouts == 1 && child.layouts == 1)
    child.frame.size.width = 60
    stage.application.layoutIfNeeded()
    #expect(parent.layouts == 2 && child.layouts == 2)
    child.bounds.origin = CGPoint(x: 5, y: 0)
    stage.application.layoutIfNeeded()
    #expect(child.layouts == 2, "a bounds origin (a scroll offset) is not a size")
  }

  @Test("Apple layoutIfNeeded(): lays out the receiver's marked subtree at once, and only it")
  func layoutIfNeededRunsAtOnceForTheSubtree() {
    let stage = Stage()
    let left = stage.add(CountingView(id: "left", frame: rect(0, 0, 100, 100)))
    let right = stage.add(CountingView(id: "right", frame: rect(100, 0, 100, 100)))
    stage.application.layoutIfNeeded()
    left.setNeedsLayout()
    right.setNeedsLayout()
    #expect(left.layouts == 1, "setNeedsLayout only marks")
    left.layoutIfNeeded()
    #expect(left.layouts == 2)
    #expect(right.layouts == 1, "another subtree waits for the update cycle")
    left.layoutIfNeeded()
    #expect(left.layouts == 2, "no pending update: nothing runs")
    stage.application.layoutIfNeeded()
    #expect(right.layouts == 2)
  }

  @Test("A superview lays out before its subviews; frames it sets lay the subviews out in the same pass")
  func topDown() {
    let stage = Stage()
    let log = LayoutLog()
    let parent = stage.add(CountingView(id: "parent", frame: rect(0, 0, 200, 200)))
    let child = stage.add(CountingView(id: "child", frame: rect(0, 0, 50, 50)), to: parent)
    parent.log = log
    child.log = log
    parent.onLayout = { view in child.frame = CGRect(x: 0, y: 0, width: view.bounds.width / 2, height: 40) }
    stage.application.layoutIfNeeded()
    #expect(log.order == ["parent", "child"])
    #expect(child.frame == rect(0, 0, 100, 40))
    #expect(parent.layouts == 1, "a size its own layout set does not lay the parent out again")
  }

  @Test(
    "A constraint changed inside a layoutSubviews is solved in the same layoutIfNeeded (Apple layoutIfNeeded(): \"the layout engine updates the position of views as needed to satisfy changes in constraints\")"
  )
  func constraintChangedDuringALayoutIsSolved() {
    final class Resizing: View {
      var width: LayoutConstraint?
      override func layoutSubviews() {
        super.layoutSubviews()
        width?.constant = 80
      }
    }
    let stage = Stage()
    let parent = stage.add(Resizing(id: "parent", frame: rect(0, 0, 200, 200)))
    let child = View(id: "child", frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    let width = child.widthAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      width, child.heightAnchor.constraint(equalToConstant: 10),
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
    ])
    parent.width = width
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(0, 0, 80, 10))
  }

  @Test("The update cycle after an event lays out what the event marked, traced for a person's class")
  func afterEachEvent() {
    final class Expanding: View {
      var layouts = 0
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { setNeedsLayout() }
      override func layoutSubviews() { layouts += 1 }
    }
    let stage = Stage()
    let view = stage.add(Expanding(id: "expanding", frame: rect(0, 0, 100, 100)))
    stage.application.layoutIfNeeded()
    stage.down(50, 50)
    #expect(view.layouts == 2)
    #expect(stage.recorder.records.map(\.step).contains(.layout(view: "expanding")))
    stage.up(50, 50)
    #expect(view.layouts == 2, "an event that marks nothing lays out nothing")
  }

  @Test(
    "A layoutSubviews that never settles stops after Tunables.maximumLayoutRounds, recorded as layoutLoop")
  func runawayLayoutIsBounded() {
    let stage = Stage()
    let parent = stage.add(CountingView(id: "parent", frame: rect(0, 0, 200, 200)))
    let child = stage.add(CountingView(id: "child", frame: rect(0, 0, 50, 50)), to: parent)
    // The parent sizes the child from its own width; the child widens the parent: no fixed point.
    parent.onLayout = { view in child.frame.size.width = view.bounds.width + 1 }
    child.onLayout = { view in parent.frame.size.width = view.bounds.width + 1 }
    stage.down(10, 10)
    #expect(parent.layouts == Tunables.maximumLayoutRounds)
    #expect(
      stage.recorder.records.map(\.step).contains(
        .layoutLoop(view: "child", limit: Tunables.maximumLayoutRounds)))
    let before = parent.layouts
    stage.up(10, 10)
    #expect(parent.layouts == before, "the bound clears the marks: the next cycle starts clean")
  }
}
