import Foundation
import Testing

@testable import TouchKit

/// Issue 37: UIView's Auto Layout members that the other suites use but do not state on their
/// own. Sources: the UIView reference ("directionalLayoutMargins",
/// "updateConstraintsIfNeeded()", "invalidateIntrinsicContentSize()").
@Suite("Auto Layout: UIView's own members")
struct AutoLayoutViewAPITests {
  /// A view that records its `updateConstraints()` calls and has an intrinsic size set by the
  /// test, as a person's subclass computes one.
  final class Recording: View {
    var log: [String] = []
    var content = CGSize(width: 40, height: 20)
    var onUpdate: (String) -> Void = { _ in }
    override var intrinsicContentSize: CGSize { content }
    override func updateConstraints() {
      onUpdate(id)
      super.updateConstraints()
    }
  }

  @Test(
    "UIView directionalLayoutMargins: leading and trailing are left and right (TouchLab lays out left to right), the same margins as layoutMargins"
  )
  func directionalMargins() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 100)))
    let child = View(id: "child", frame: .zero)
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    stage.application.layoutIfNeeded()
    #expect(
      parent.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    #expect(child.frame == rect(8, 8, 284, 10))
    parent.directionalLayoutMargins = DirectionalEdgeInsets(top: 2, leading: 30, bottom: 0, trailing: 10)
    #expect(parent.layoutMargins == EdgeInsets(top: 2, left: 30, bottom: 0, right: 10))
    stage.application.layoutIfNeeded()
    #expect(child.frame == rect(30, 2, 260, 10), "re-solved at the next pass, as a layoutMargins change is")
  }

  @Test(
    "UIView updateConstraintsIfNeeded(): the pending updateConstraints() run at once, subviews first, each once; nothing runs when none is pending"
  )
  func updateConstraintsIfNeeded() {
    let stage = Stage()
    var calls: [String] = []
    let outer = stage.add(Recording(id: "outer", frame: rect(0, 0, 200, 100)))
    let inner = stage.add(Recording(id: "inner", frame: rect(0, 0, 50, 50)), to: outer)
    for view in [outer, inner] { view.onUpdate = { calls.append($0) } }
    outer.setNeedsUpdateConstraints()
    inner.setNeedsUpdateConstraints()
    #expect(outer.needsUpdateConstraints() && inner.needsUpdateConstraints())
    outer.updateConstraintsIfNeeded()
    #expect(calls == ["inner", "outer"], "subviews first, as UIKit updates constraints bottom-up")
    #expect(!outer.needsUpdateConstraints() && !inner.needsUpdateConstraints())
    outer.updateConstraintsIfNeeded()
    stage.application.layoutIfNeeded()
    #expect(calls == ["inner", "outer"], "not again: nothing was pending")
  }

  @Test(
    "UIView invalidateIntrinsicContentSize(): a changed intrinsic size is read at the next layout pass after the invalidation, not before"
  )
  func invalidateIntrinsicSize() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 300, 100)))
    let badge = Recording(id: "badge", frame: .zero)
    badge.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(badge)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
      badge.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
    ])
    stage.application.layoutIfNeeded()
    #expect(badge.frame == rect(10, 10, 40, 20), "sized by its content (hugging and compression resistance)")
    badge.content = CGSize(width: 90, height: 30)
    stage.application.layoutIfNeeded()
    #expect(badge.frame == rect(10, 10, 40, 20), "nothing told the engine: the old size holds")
    badge.invalidateIntrinsicContentSize()
    stage.application.layoutIfNeeded()
    #expect(badge.frame == rect(10, 10, 90, 30))
  }

  @Test(
    "Auto Layout Guide, Changing Constraints: layoutIfNeeded() inside UIView.animate solves at once, so the view is hit at its destination (§1: touches meet model values)"
  )
  func layoutIfNeededInsideAnimate() {
    let stage = Stage()
    let parent = stage.add(View(id: "parent", frame: rect(0, 0, 400, 300)))
    let drawer = View(id: "drawer", frame: .zero)
    drawer.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(drawer)
    let top = drawer.topAnchor.constraint(equalTo: parent.topAnchor, constant: 200)
    LayoutConstraint.activate([
      top, drawer.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      drawer.widthAnchor.constraint(equalToConstant: 100),
      drawer.heightAnchor.constraint(equalToConstant: 50),
    ])
    stage.application.layoutIfNeeded()
    #expect(drawer.frame == rect(0, 200, 100, 50))
    top.constant = 20
    View.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction]) { parent.layoutIfNeeded() }
    #expect(drawer.frame == rect(0, 20, 100, 50), "the destination, before the animation ends")
    stage.tap(50, 40)
    #expect(stage.hitView() == "drawer")
  }
}
