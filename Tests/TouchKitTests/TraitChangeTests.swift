import Foundation
import Testing

@testable import TouchKit

/// Trait changes: `traitCollectionDidChange(_:)` on views and view controllers
/// (developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)) and
/// `registerForTraitChanges(_:handler:)` (…/uitraitchangeobservable, iOS 17): heard when a
/// trait changes, never for the first traits (iOS 13 and later), a handler only for the traits
/// it registered for.
@Suite("Trait changes")
struct TraitChangeTests {
  final class Watching: View {
    var previous: [TraitCollection.UserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      previous.append(previousTraitCollection?.userInterfaceStyle)
    }
  }

  final class WatchingController: ViewController {
    var order: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
      order.append("controller")
    }
  }

  @Test("No call for the first traits; a switch to dark calls each view once, with the traits before")
  func viewsHearTheChange() {
    let stage = Stage()
    let outer = stage.add(Watching(id: "outer", frame: rect(0, 0, 100, 100)))
    let inner = stage.add(Watching(id: "inner", frame: rect(0, 0, 50, 50)), to: outer)
    #expect(outer.previous.isEmpty && inner.previous.isEmpty)
    #expect(inner.traitCollection.userInterfaceStyle == .light)
    stage.application.setUserInterfaceStyle(.dark)
    #expect(outer.previous == [.light])
    #expect(inner.previous == [.light])
    #expect(inner.traitCollection.userInterfaceStyle == .dark)
    #expect(TraitCollection.current.userInterfaceStyle == .dark)
    // The same appearance again is no change.
    stage.application.setUserInterfaceStyle(.dark)
    #expect(outer.previous == [.light])
  }

  @Test("A handler runs only for the traits it registered for, with the object and the traits before")
  func handlersByTrait() {
    let stage = Stage()
    let view = stage.add(View(id: "box", frame: rect(0, 0, 100, 100)))
    var styleCalls: [String] = []
    var sizeCalls = 0
    view.registerForTraitChanges([TraitUserInterfaceStyle.self]) {
      (changed: View, previous: TraitCollection) in
      styleCalls.append("\(changed.id) was \(previous.userInterfaceStyle)")
    }
    let sizes = view.registerForTraitChanges([TraitHorizontalSizeClass.self]) {
      (_: View, _: TraitCollection) in
      sizeCalls += 1
    }
    stage.application.setUserInterfaceStyle(.dark)
    #expect(styleCalls == ["box was light"])
    #expect(sizeCalls == 0)
    // Another screen: a landscape large phone is regular wide (HIG); the style stays dark.
    stage.application.changeScreen(DeviceScreen(size: CGSize(width: 932, height: 430)))
    #expect(sizeCalls == 1)
    #expect(styleCalls.count == 1)
    view.unregisterForTraitChanges(sizes)
    stage.application.changeScreen(DeviceScreen(size: CGSize(width: 430, height: 932)))
    #expect(sizeCalls == 1)
  }

  @Test("A view's controller hears the change just before its view")
  func controllerBeforeItsView() {
    let stage = Stage()
    let controller = WatchingController()
    let view = Watching(id: "root", frame: rect(0, 0, 100, 100))
    controller.view = view
    stage.add(view)
    stage.application.setUserInterfaceStyle(.dark)
    #expect(controller.order == ["controller"])
    #expect(view.previous == [.light])
    #expect(controller.traitCollection.userInterfaceStyle == .dark)
  }
}
