import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// `UIToolbar` and `UIBarButtonItem` (Apple's references of both): items laid out left to right,
/// flexible spaces sharing the width left over ("the space is distributed equally between the
/// other items", `UIBarButtonItem.SystemItem.flexibleSpace`), each item's view a real subview, and
/// a tap sending the item's action through target-action (reference §5, §6).
@Suite("UIToolbar and UIBarButtonItem")
struct ToolbarTests {
  /// A controller's `root` view holding a 400 × 44 toolbar at the bottom of the stage's window.
  final class Scene {
    let stage = Stage()
    let root: View
    let controller: ViewController
    let toolbar: Toolbar

    init() {
      root = stage.add(View(id: "root", frame: rect(0, 0, 400, 300)))
      controller = ViewController(id: "controller", view: root)
      toolbar = stage.add(Toolbar(frame: rect(0, 256, 400, 44)), to: root)
      toolbar.id = "toolbar"
      _ = stage.synthesizer
    }

    var actionSteps: [TraceStep] { stage.steps.filter { $0.category == .action } }
  }

  @Test(
    "Items go left to right from the margin; flexible spaces share the leftover width equally (UNSOURCED margins)"
  )
  func layoutLeftToRight() {
    let scene = Scene()
    let edit = BarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
    let custom = View(frame: rect(0, 0, 60, 30))
    let trash = BarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
    scene.toolbar.items = [
      edit, .flexibleSpace(), BarButtonItem(customView: custom), .flexibleSpace(), .fixedSpace(20), trash,
    ]
    let margin = ToolbarLayout.margin
    let editWidth = 4 * ToolbarLayout.characterWidth
    let trashWidth = 5 * ToolbarLayout.characterWidth
    let share = (400 - 2 * margin - editWidth - 60 - 20 - trashWidth) / 2
    #expect(edit.view?.frame == rect(margin, 0, editWidth, 44))
    #expect(
      custom.frame == rect(margin + editWidth + share, 7, 60, 30), "a custom view keeps its size, centred")
    #expect(trash.view?.frame.maxX == 400 - margin, "with flexible spaces, the last item ends at the margin")
    #expect(trash.view?.frame.minX == custom.frame.maxX + share + 20)
  }

  @Test("Without a flexible space, items stay at the left, a spacing apart (UNSOURCED spacing)")
  func layoutWithoutFlexibleSpace() {
    let scene = Scene()
    let done = BarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    let wide = BarButtonItem(title: "Go", style: .plain, target: nil, action: nil)
    wide.width = 70
    scene.toolbar.setItems([done, wide], animated: true)
    let doneWidth = 4 * ToolbarLayout.characterWidth
    #expect(done.view?.frame == rect(ToolbarLayout.margin, 0, doneWidth, 44))
    #expect(wide.view?.frame == rect(ToolbarLayout.margin + doneWidth + ToolbarLayout.spacing, 0, 70, 44))
    #expect(done.style == .done)
  }

  @Test("§5/§6: a tap on an item hits its view and sends its action to its target, the item as sender")
  func tapSendsAction() {
    let scene = Scene()
    scene.controller.handledActions = ["save"]
    let save = BarButtonItem(title: "Save", style: .done, target: scene.controller, action: Selector("save"))
    scene.toolbar.items = [.flexibleSpace(), save]
    guard let frame = save.view?.frame else {
      Issue.record("a titled item has a view")
      return
    }
    scene.stage.tap(frame.midX, 256 + frame.midY)
    #expect(save.view?.superview === scene.toolbar)
    #expect(
      scene.actionSteps == [
        .actionSent(action: "save", sender: "UIBarButtonItem \"Save\"", target: "controller")
      ])
  }

  @Test("§6: an item with a nil target sends its action up the responder chain from its view")
  func nilTargetWalksTheChain() {
    let scene = Scene()
    scene.controller.handledActions = ["share"]
    let share = BarButtonItem(barButtonSystemItem: .action, target: nil, action: Selector("share"))
    scene.toolbar.items = [share]
    scene.stage.tap(ToolbarLayout.margin + 5, 270)
    // The walk starts at the item's view (no first responder) and goes up its superviews.
    #expect(
      scene.actionSteps == [
        .actionAsk(responder: "BarButton", action: "share", canPerform: false),
        .actionAsk(responder: "toolbar", action: "share", canPerform: false),
        .actionAsk(responder: "root", action: "share", canPerform: false),
        .actionAsk(responder: "controller", action: "share", canPerform: true),
        .actionSent(action: "share", sender: "UIBarButtonItem \"share\"", target: "controller"),
      ])
  }

  @Test("§5: a disabled item takes the touch but sends no action")
  func disabledItemSendsNothing() {
    let scene = Scene()
    scene.controller.handledActions = ["save"]
    let save = BarButtonItem(title: "Save", style: .plain, target: scene.controller, action: Selector("save"))
    save.isEnabled = false
    scene.toolbar.items = [save]
    scene.stage.tap(ToolbarLayout.margin + 5, 270)
    #expect(scene.actionSteps.isEmpty)
    save.isEnabled = true
    scene.stage.tap(ToolbarLayout.margin + 5, 270, after: 1)
    #expect(scene.actionSteps.count == 1, "enabled again, it sends")
  }

  @Test(
    "A custom view item's view takes its own touches; a space has no view, so a tap there hits the toolbar")
  func customViewAndSpaces() {
    let scene = Scene()
    let field = View(id: "search", frame: rect(0, 0, 100, 30))
    scene.toolbar.items = [BarButtonItem(customView: field), .fixedSpace(50)]
    scene.stage.tap(ToolbarLayout.margin + 10, 270)
    #expect(scene.stage.hitView() == "search")
    scene.stage.tap(ToolbarLayout.margin + 120, 270, after: 1)
    #expect(scene.stage.hitView(ofTouch: 2) == "toolbar")
  }

  @Test("Setting items replaces the old items' views; the toolbar's other subviews stay")
  func itemsReplaceViews() {
    let scene = Scene()
    let own = scene.stage.add(View(id: "badge", frame: rect(0, 0, 10, 10)), to: scene.toolbar)
    let old = BarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
    scene.toolbar.items = [old]
    let oldView = old.view
    let new = BarButtonItem(title: "New", style: .plain, target: nil, action: nil)
    scene.toolbar.items = [new]
    #expect(oldView?.superview == nil)
    #expect(new.view?.superview === scene.toolbar && own.superview === scene.toolbar)
    scene.toolbar.items = nil
    #expect(scene.toolbar.subviews.map(\.traceID) == ["badge"])
  }

  @Test("init(title:image:primaryAction:menu:): a tap runs the primary action, the item as its sender")
  func primaryAction() {
    let scene = Scene()
    var senders: [String] = []
    let item = BarButtonItem(
      primaryAction: Action(title: "Play") { action in
        senders.append((action.sender as? BarButtonItem)?.title ?? "none")
      })
    scene.toolbar.items = [item]
    scene.stage.tap(ToolbarLayout.margin + 5, 270)
    #expect(senders == ["Play"])
  }
}
