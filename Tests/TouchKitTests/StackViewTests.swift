import Foundation
import Testing

@testable import TouchKit

/// Issue 37: `UIStackView`'s API and the constraints it adds. Sources: Apple's `UIStackView`
/// reference (arrangedSubviews, addArrangedSubview, insertArrangedSubview(_:at:),
/// removeArrangedSubview, spacing, setCustomSpacing(_:after:), spacingUseDefault,
/// spacingUseSystem, isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement); the
/// constraint identifiers are UIKit's as its console logs show them (community-sourced).
@Suite("Stack view")
struct StackViewTests {
  @Test(
    "addArrangedSubview: \"the stack view … adds the view as a subview\" and sets translatesAutoresizingMaskIntoConstraints to false"
  )
  func addArrangedSubview() {
    let stack = StackView(frame: .zero)
    let a = View(id: "a", frame: rect(0, 0, 10, 10))
    stack.addArrangedSubview(a)
    #expect(stack.arrangedSubviews == [a])
    #expect(stack.subviews == [a])
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    let b = View(id: "b", frame: .zero)
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews.map(\.id) == ["b", "a"])
    stack.insertArrangedSubview(a, at: 0)
    #expect(stack.arrangedSubviews.map(\.id) == ["a", "b"], "an arranged view moves to its new index")
    stack.insertArrangedSubview(View(id: "c", frame: .zero), at: 99)
    #expect(
      stack.arrangedSubviews.map(\.id) == ["a", "b", "c"], "an index past the end is clamped, not a crash")
  }

  @Test(
    "removeArrangedSubview: \"the stack view doesn't remove it from its subviews array\"; removeFromSuperview removes it from arrangedSubviews"
  )
  func removal() {
    let stage = Stage()
    let a = SizedView("a", 50, 20)
    let b = SizedView("b", 50, 20)
    let stack = stage.stack([a, b], frame: rect(0, 0, 100, 20), distribution: .fillEqually)
    stack.removeArrangedSubview(a)
    #expect(stack.arrangedSubviews == [b])
    #expect(stack.subviews.contains(a))
    stage.application.layoutIfNeeded()
    #expect(b.frame == rect(0, 0, 100, 20), "b alone fills the stack")
    b.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
  }

  @Test("setCustomSpacing(_:after:) replaces spacing after one view; spacingUseDefault goes back to spacing")
  func customSpacing() {
    let stage = Stage()
    let views = [SizedView("a", 10, 10), SizedView("b", 10, 10), SizedView("c", 10, 10)]
    views[2].setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
    let stack = stage.stack(views, frame: rect(0, 0, 200, 10), spacing: 5)
    #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
    stack.setCustomSpacing(30, after: views[0])
    stage.application.layoutIfNeeded()
    #expect(stack.customSpacing(after: views[0]) == 30)
    #expect(views.map(\.frame.minX) == [0, 40, 55])
    stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
    stage.application.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 15, 30])
    stack.spacing = StackView.spacingUseSystem
    stage.application.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 18, 36], "spacingUseSystem: the system spacing, 8 pt")
  }

  @Test(
    "isLayoutMarginsRelativeArrangement: \"the stack view lays out its arranged views relative to its layout margins\""
  )
  func marginsRelative() {
    let stage = Stage()
    let a = SizedView("a", 10, 10)
    let stack = stage.stack([a], frame: rect(0, 0, 100, 50))
    stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    stack.isLayoutMarginsRelativeArrangement = true
    stage.application.layoutIfNeeded()
    #expect(a.frame == rect(10, 5, 70, 30))
  }

  @Test(
    "isBaselineRelativeArrangement: \"the vertical space between views is measured from the last baseline of a text-based view, to the first baseline of the view below it\""
  )
  func baselineRelative() {
    let stage = Stage()
    let top = Label(frame: .zero)
    top.text = "Hi"
    let bottom = Label(frame: .zero)
    bottom.text = "Hi"
    bottom.setContentHuggingPriority(LayoutPriority(200), for: .vertical)
    let stack = stage.stack([top, bottom], frame: rect(0, 0, 100, 100), axis: .vertical, spacing: 30)
    stack.isBaselineRelativeArrangement = true
    stage.application.layoutIfNeeded()
    let descender = 0.24 * top.font.pointSize
    #expect(abs((bottom.frame.maxY - descender) - (top.frame.maxY - descender) - 30) <= 1.0 / 64)
  }

  @Test("axis, distribution and alignment re-arrange when set")
  func axisChange() {
    let stage = Stage()
    let views = [SizedView("a", 10, 10), SizedView("b", 10, 10)]
    let stack = stage.stack(views, frame: rect(0, 0, 100, 100), distribution: .fillEqually)
    #expect(views[1].frame == rect(50, 0, 50, 100))
    stack.axis = .vertical
    stage.application.layoutIfNeeded()
    #expect(views[1].frame == rect(0, 50, 100, 50))
  }

  @Test(
    "The arrangement is UIKit's constraints, named as UIKit names them (UISV-canvas-connection, UISV-spacing, UISV-alignment, UISV-fill-equally, UISV-hiding)"
  )
  func constraintNames() {
    let stage = Stage()
    let views = [SizedView("a", 10, 10), SizedView("b", 10, 10), SizedView("c", 10, 10)]
    let stack = stage.stack(views, frame: rect(0, 0, 100, 100), distribution: .fillEqually, spacing: 4)
    views[2].isHidden = true
    stage.application.layoutIfNeeded()
    let descriptions = stack.constraints.map(\.description) + views[2].constraints.map(\.description)
    for expected in [
      "<NSLayoutConstraint 'UISV-canvas-connection' stack.leading == a.leading   (active)>",
      "<NSLayoutConstraint 'UISV-canvas-connection' stack.trailing == b.trailing   (active)>",
      "<NSLayoutConstraint 'UISV-spacing' b.leading == a.trailing + 4   (active)>",
      "<NSLayoutConstraint 'UISV-fill-equally' b.width == a.width   (active)>",
      "<NSLayoutConstraint 'UISV-alignment' b.top == a.top   (active)>",
      "<NSLayoutConstraint 'UISV-hiding' c.width == 0   (active)>",
      "<NSLayoutConstraint 'UISV-hiding' c.leading == b.trailing   (active)>",
    ] {
      #expect(descriptions.contains(expected), "\(expected)")
    }
    #expect(
      !descriptions.contains { $0.contains("'UISV-spacing' c.") }, "the hidden view's spacing collapses")
  }

  @Test("A constant-only change (spacing) edits the stack's constraints in place, not new ones")
  func spacingEditsInPlace() {
    let stage = Stage()
    let views = [SizedView("a", 10, 10), SizedView("b", 10, 10)]
    let stack = stage.stack(views, frame: rect(0, 0, 100, 10), distribution: .fillEqually, spacing: 4)
    let before = stack.constraints.map(ObjectIdentifier.init)
    stack.spacing = 10
    stage.application.layoutIfNeeded()
    #expect(stack.constraints.map(ObjectIdentifier.init) == before)
    #expect(views[1].frame == rect(55, 0, 45, 10))
  }

  @Test(
    "A stack view is a plain view to hit testing: a tap in the spacing hits the stack view, one on an arranged view hits it"
  )
  func hitTesting() {
    let stage = Stage()
    let views = [SizedView("a", 10, 10), SizedView("b", 10, 10)]
    _ = stage.stack(views, frame: rect(0, 0, 100, 40), distribution: .fillEqually, spacing: 20)
    stage.tap(50, 20)
    #expect(stage.hitView() == "stack")
    stage.tap(90, 20, after: 1)
    #expect(stage.hitView(ofTouch: 2) == "b")
  }

  @Test("The built-in class table has UIStackView as its own class, Interface Builder's word stackView")
  func classTable() {
    let entry = BuiltInClass.named("StackView")
    #expect(entry?.uikitName == "UIStackView")
    #expect(entry?.interfaceBuilderName == "stackView")
    #expect(BuiltInClass.all.allSatisfy { !$0.standsFor.contains("UIStackView") })
    #expect(BuiltInClass.of(StackView(frame: .zero))?.name == "StackView")
  }

  @Test(
    "UIView constraintsAffectingLayout(for:): an arranged view's constraints on each axis are the stack view's that name it"
  )
  func constraintsAffectingLayout() {
    let stage = Stage()
    let views = [SizedView("a", 10, 10), SizedView("b", 10, 10)]
    _ = stage.stack(views, frame: rect(0, 0, 100, 10), distribution: .fillEqually, spacing: 4)
    #expect(
      views[1].constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier) == [
        "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally",
      ])
    #expect(
      views[1].constraintsAffectingLayout(for: .vertical).compactMap(\.identifier) == [
        "UISV-alignment", "UISV-alignment",
      ])
    #expect(View(frame: .zero).constraintsAffectingLayout(for: .horizontal).isEmpty)
  }
}
