import Foundation
import Testing

@testable import TouchKit

/// Issue 37: UIKit's Auto Layout semantics on the solver. Constraints decide the frames of views
/// whose `translatesAutoresizingMaskIntoConstraints` is false, in the layout pass, as UIView's
/// own `layoutSubviews()` applies them. Sources: Apple's Auto Layout Guide ("Anatomy of a
/// Constraint", "Changing Constraints"), the NSLayoutConstraint and UIView references.
@Suite("Auto Layout")
struct AutoLayoutTests {
  /// A view positioned by constraints, added to `parent`.
  func constrained<V: View>(_ view: V, id: String, in parent: View) -> V {
    view.id = id
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  @Test(
    "Auto Layout Guide, Anatomy of a Constraint: item1.attribute = multiplier × item2.attribute + constant decides the frame, relative to the superview"
  )
  func anchorsDecideFrames() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(10, 20, 300, 200)))
    let child = constrained(View(frame: .zero), id: "child", in: parent)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
      child.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5),
    ])
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(20, 10, 260, 100))
    #expect(parent.frame == rect(10, 20, 300, 200), "translatesAutoresizingMaskIntoConstraints true: kept")
  }

  @Test(
    "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) with centerX, centerY, width and height"
  )
  func itemInitializerCentres() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 200)))
    let child = constrained(View(frame: .zero), id: "child", in: parent)
    LayoutConstraint.activate([
      LayoutConstraint(
        item: child, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX,
        multiplier: 1,
        constant: 0),
      LayoutConstraint(
        item: child, attribute: .centerY, relatedBy: .equal, toItem: parent, attribute: .centerY,
        multiplier: 1,
        constant: 0),
      LayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1,
        constant: 100),
      LayoutConstraint(
        item: child, attribute: .height, relatedBy: .equal, toItem: child, attribute: .width, multiplier: 0.5,
        constant: 0),
    ])
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(100, 75, 100, 50))
  }

  @Test(
    "UIView translatesAutoresizingMaskIntoConstraints: true holds the frame as NSAutoresizingMaskLayoutConstraints a sibling can be placed against"
  )
  func autoresizingFrameIsAConstraint() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 200)))
    let fixed = stage.add(View(id: "fixed", frame: rect(30, 40, 50, 50)), to: parent)
    let follower = constrained(View(frame: .zero), id: "follower", in: parent)
    LayoutConstraint.activate([
      follower.leftAnchor.constraint(equalTo: fixed.rightAnchor, constant: 10),
      follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      follower.widthAnchor.constraint(equalToConstant: 20),
      follower.heightAnchor.constraint(equalTo: fixed.heightAnchor, multiplier: 0.5, constant: -5),
    ])
    stage.application.layoutIfNeeded()
    #expect(follower.frame == rect(90, 90, 20, 20))
    fixed.frame = rect(0, 0, 40, 40)
    stage.application.layoutIfNeeded()
    #expect(follower.frame == rect(50, 40, 20, 15), "the moved frame's constraints are edited, and re-solved")
  }

  @Test(
    "Auto Layout Guide, Changing Constraints: constant, isActive, activate and deactivate re-solve at the next layout pass"
  )
  func changingConstraints() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 200)))
    let child = constrained(View(frame: .zero), id: "child", in: parent)
    let height = child.heightAnchor.constraint(equalToConstant: 40)
    let wide = child.widthAnchor.constraint(equalTo: parent.widthAnchor)
    let narrow = child.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor), height, wide,
    ])
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(0, 0, 300, 40))
    #expect(height.isActive && parent.constraints.count == 3, "installed on the nearest common ancestor")
    #expect(child.constraints.count == 1, "a constant-only constraint: on its view")
    height.constant = 70
    #expect(child.frame.height == 40, "not at once: at the next update cycle")
    stage.application.layoutIfNeeded()
    #expect(child.frame.height == 70)
    LayoutConstraint.deactivate([wide])
    narrow.isActive = true
    parent.layoutIfNeeded()
    #expect(child.frame == rect(0, 0, 10, 70))
    #expect(!wide.isActive && parent.constraints.count == 2 && child.constraints.count == 2)
  }

  @Test(
    "Auto Layout Guide, Anatomy of a Constraint: an optional constraint comes as close as the required ones let it; a higher priority wins"
  )
  func priorities() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 200)))
    let child = constrained(View(frame: .zero), id: "child", in: parent)
    let wish = child.widthAnchor.constraint(equalToConstant: 100)
    wish.priority = .defaultHigh
    let lower = child.widthAnchor.constraint(equalToConstant: 50)
    lower.priority = .defaultLow
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10), wish, lower,
      child.widthAnchor.constraint(lessThanOrEqualToConstant: 80),
    ])
    stage.application.layoutIfNeeded()
    #expect(child.frame.width == 80)
    lower.priority = LayoutPriority(900)
    stage.application.layoutIfNeeded()
    #expect(child.frame.width == 50, "a changed priority re-adds the constraint")
  }

  @Test(
    "UIView layoutMarginsGuide (8 pt by default) and safeAreaLayoutGuide (TouchLab's screens: zero insets) are the bounds, inset"
  )
  func guides() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 200)))
    let child = constrained(View(frame: .zero), id: "child", in: parent)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor, constant: 80),
      child.bottomAnchor.constraint(equalTo: parent.layoutMarginsGuide.bottomAnchor),
    ])
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(8, 80, 284, 112))
    #expect(parent.safeAreaLayoutGuide === parent.safeAreaLayoutGuide, "one guide per view, as UIKit's")
    parent.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(20, 80, 260, 120))
  }

  @Test("UILayoutGuide: a guide code adds is a rectangle its constraints place, as a spacer between views")
  func addedGuide() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 100)))
    let left = constrained(View(frame: .zero), id: "left", in: parent)
    let right = constrained(View(frame: .zero), id: "right", in: parent)
    let spacer = LayoutGuide()
    parent.addLayoutGuide(spacer)
    LayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      left.widthAnchor.constraint(equalToConstant: 50),
      spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 30),
      right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      left.topAnchor.constraint(equalTo: parent.topAnchor), left.heightAnchor.constraint(equalToConstant: 10),
      right.topAnchor.constraint(equalTo: parent.topAnchor),
      right.heightAnchor.constraint(equalToConstant: 10),
      spacer.topAnchor.constraint(equalTo: parent.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
    ])
    stage.application.layoutIfNeeded()
    #expect(right.frame == rect(80, 0, 220, 10))
    #expect(spacer.layoutFrame == rect(50, 0, 30, 1))
  }

  @Test(
    "UIView updateConstraints(): setNeedsUpdateConstraints() runs it before the next solve, and what it activates is solved"
  )
  func updateConstraintsRunsBeforeTheSolve() {
    final class SelfSizing: View {
      var updates = 0
      override func updateConstraints() {
        updates += 1
        if constraints.isEmpty, let superview {
          LayoutConstraint.activate([
            leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 5),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: 5),
            widthAnchor.constraint(equalToConstant: 30), heightAnchor.constraint(equalToConstant: 30),
          ])
        }
        super.updateConstraints()
      }
    }
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 100)))
    let view = constrained(SelfSizing(frame: .zero), id: "view", in: parent)
    stage.application.layoutIfNeeded()
    #expect(view.updates == 0)
    view.setNeedsUpdateConstraints()
    #expect(view.needsUpdateConstraints())
    stage.application.layoutIfNeeded()
    #expect(view.updates == 1 && !view.needsUpdateConstraints())
    #expect(view.frame == rect(5, 5, 30, 30))
  }

  @Test("§1 hit testing reads the solved frame: a tap where constraints put a view hits it")
  func tapHitsTheSolvedFrame() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 400, 300)))
    let target = constrained(View(frame: .zero), id: "target", in: parent)
    LayoutConstraint.activate([
      target.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
      target.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -10),
      target.widthAnchor.constraint(equalToConstant: 60), target.heightAnchor.constraint(equalToConstant: 40),
    ])
    stage.application.layoutIfNeeded()
    stage.tap(200, 270)
    #expect(stage.hitView() == "target")
  }

  @Test(
    "UIView autoresizingMask: a superview's size change is shared among the flexible parts in proportion (UIView.AutoresizingMask)"
  )
  func autoresizingMask() {
    let parent = View(id: "parent", frame: rect(0, 0, 200, 100))
    let pinnedRight = View(id: "pinnedRight", frame: rect(150, 10, 40, 20))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    let stretching = View(id: "stretching", frame: rect(10, 40, 180, 20))
    stretching.autoresizingMask = [.flexibleWidth]
    let shared = View(id: "shared", frame: rect(50, 70, 100, 20))
    shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    let still = View(id: "still", frame: rect(10, 70, 10, 10))
    for view in [pinnedRight, stretching, shared, still] { parent.addSubview(view) }
    parent.frame.size.width = 400
    #expect(pinnedRight.frame == rect(350, 10, 40, 20))
    #expect(stretching.frame == rect(10, 40, 380, 20))
    #expect(shared.frame == rect(100, 70, 200, 20), "50:100:50 of the 200 points")
    #expect(still.frame == rect(10, 70, 10, 10))
    #expect(View.AutoresizingMask([]).constraintCode == "h=--& v=--&")
    #expect(View.AutoresizingMask([.flexibleWidth, .flexibleHeight]).constraintCode == "h=-&- v=-&-")
  }

  @Test(
    "Auto Layout Guide, Ambiguous Layouts: hasAmbiguousLayout is true while nothing fixes the height, false once something does"
  )
  func ambiguity() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 200)))
    let child = constrained(View(frame: .zero), id: "child", in: parent)
    let label = constrained(Label(frame: .zero), id: "label", in: parent)
    label.text = "Hi"
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      label.leftAnchor.constraint(equalTo: parent.leftAnchor),
      label.topAnchor.constraint(equalTo: child.bottomAnchor),
    ])
    stage.application.layoutIfNeeded()
    #expect(child.hasAmbiguousLayout)
    #expect(!parent.hasAmbiguousLayout, "held by its frame")
    let height = child.heightAnchor.constraint(equalToConstant: 20)
    height.isActive = true
    stage.application.layoutIfNeeded()
    #expect(!child.hasAmbiguousLayout)
    #expect(!label.hasAmbiguousLayout, "its intrinsic size decides its size")
  }

  @Test(
    "Incremental (Cassowary §3.4, Auto Layout Guide, Changing Constraints): a constant change edits the held constraint; a pass with no change solves nothing"
  )
  func incremental() throws {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 200)))
    let child = constrained(View(frame: .zero), id: "child", in: parent)
    let height = child.heightAnchor.constraint(equalToConstant: 40)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 30), height,
    ])
    stage.application.layoutIfNeeded()
    let engine = try #require(stage.window.extras?.autoLayout?.engine)
    let ids = engine.solver.constraintIDs
    let pivots = engine.solver.pivotCount
    parent.setNeedsLayout()
    stage.application.layoutIfNeeded()
    #expect(engine.solver.pivotCount == pivots, "nothing changed: no pivot")
    height.constant = 90
    stage.application.layoutIfNeeded()
    #expect(child.frame.height == 90)
    #expect(engine.solver.constraintIDs == ids, "the same constraints, edited in place (setConstant)")
  }

  @Test("The solver kept in a hierarchy's top does not keep the hierarchy alive")
  func engineDoesNotRetainItsHierarchy() {
    weak var weakWindow: Window?
    weak var weakLabel: Label?
    do {
      let window = Window(id: "window", frame: rect(0, 0, 200, 100))
      let label = constrained(Label(frame: .zero), id: "label", in: window)
      label.text = "Hi"
      LayoutConstraint.activate([
        label.leftAnchor.constraint(equalTo: window.leftAnchor),
        label.topAnchor.constraint(equalTo: window.topAnchor),
      ])
      window.layoutIfNeeded()
      #expect(label.frame.minY == 0 && label.frame.height == 20)
      #expect(window.extras?.autoLayout?.engine != nil)
      weakWindow = window
      weakLabel = label
    }
    #expect(weakWindow == nil)
    #expect(weakLabel == nil)
  }
}
