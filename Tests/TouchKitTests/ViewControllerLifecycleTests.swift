import Foundation
import Testing

@testable import TouchKit

/// UIViewController's lifecycle (issue 14): the view loaded lazily by loadView/viewDidLoad, the
/// appearance and layout callbacks, child controllers and presentation; the responder chain
/// (§6) exactly as for a layout's controllers.
@Suite("View controller lifecycle")
struct ViewControllerLifecycleTests {
  /// Builds its view in code and logs every callback.
  final class LoggingController: ViewController {
    var calls: [String] = []
    let closeButton = Button(frame: .zero)
    var closed = 0

    override func loadView() {
      calls.append("loadView")
      view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }
    override func viewDidLoad() {
      calls.append("viewDidLoad")
      closeButton.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
      view.addSubview(closeButton)
      closeButton.addTarget(self, action: "closeTapped", for: .touchUpInside)
      handledActions = ["closeTapped"]
    }
    override func perform(_ action: String, sender: AnyObject?) {
      if action == "closeTapped" { closed += 1 }
    }
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
    override func willMove(toParent parent: ViewController?) {
      calls.append("willMove(\(parent?.id ?? "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
      calls.append("didMove(\(parent?.id ?? "nil"))")
    }
  }

  @Test("UIViewController.view: loadView then viewDidLoad, once, on first access; isViewLoaded does not load")
  func lazyLoad() {
    let controller = LoggingController(nibName: nil, bundle: nil)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.calls.isEmpty)
    _ = controller.view
    _ = controller.view
    controller.loadViewIfNeeded()
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(controller.isViewLoaded)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test(
    "The default loadView makes a plain view with a zero frame; a window's root controller's view takes the window's size"
  )
  func defaultView() {
    let controller = ViewController()
    #expect(controller.view.frame == .zero)
    #expect(type(of: controller.view as View) == View.self)
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = ViewController()
    window.rootViewController = root
    #expect(root.view.frame == window.bounds)
    #expect(root.view.superview === window)
  }

  @Test(
    "§6: a loaded controller is its view's next responder, and it answers the window when its view is the window's"
  )
  func responderChain() {
    let stage = Stage()
    let controller = LoggingController()
    #expect(controller.next == nil, "an unloaded controller's chain ends: nothing reaches it")
    stage.add(controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === stage.window)
    #expect(controller.closeButton.next === controller.view)
  }

  @Test("§5/§6 target-action: a tapped button built in viewDidLoad sends its action to the controller (self)")
  func buttonActionReachesTheController() {
    let stage = Stage()
    let controller = LoggingController()
    stage.add(controller.view)
    stage.tap(30, 30)
    #expect(controller.closed == 1)
    #expect(
      stage.recorder.records.map(\.step).contains(
        .actionSent(action: "closeTapped", sender: controller.closeButton.traceID, target: controller.traceID)
      ))
  }

  @Test("viewWillAppear/viewDidAppear when the view goes into a window, the disappear pair when it leaves")
  func appearance() {
    let stage = Stage()
    let controller = LoggingController()
    let container = View(frame: rect(0, 0, 100, 100))
    container.addSubview(controller.view)
    #expect(!controller.calls.contains("viewWillAppear"), "not in a window yet")
    stage.add(container)
    #expect(controller.calls.suffix(2) == ["viewWillAppear", "viewDidAppear"])
    container.removeFromSuperview()
    #expect(controller.calls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
  }

  @Test("viewWillLayoutSubviews and viewDidLayoutSubviews around the root view's layout pass")
  func layoutCallbacks() {
    let stage = Stage()
    let controller = LoggingController()
    stage.add(controller.view)
    controller.calls.removeAll()
    stage.application.layoutIfNeeded()
    #expect(controller.calls == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    stage.application.layoutIfNeeded()
    #expect(controller.calls.count == 2)
  }

  @Test("addChild calls willMove(toParent:); removeFromParent calls didMove(toParent: nil); §6 is unchanged")
  func children() {
    let stage = Stage()
    let parent = LoggingController()
    parent.id = "parent"
    let child = LoggingController()
    child.id = "child"
    stage.add(parent.view)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.map(\.id) == ["child"])
    #expect(child.parent === parent)
    #expect(child.calls.contains("willMove(parent)") && child.calls.contains("didMove(parent)"))
    #expect(child.next === parent.view, "a child's controller answers its view's superview (§6)")
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty && child.parent == nil)
    #expect(child.calls.suffix(1) == ["didMove(nil)"])
  }

  @Test(
    "present puts the view over the window and the presenter is its next responder (§6); dismiss removes it")
  func presentation() {
    let stage = Stage()
    let presenter = LoggingController()
    presenter.id = "presenter"
    stage.add(presenter.view)
    let presented = LoggingController()
    var completed = false
    presenter.present(presented, animated: true) { completed = true }
    #expect(completed)
    #expect(presenter.presentedViewController === presented)
    #expect(presented.presentingViewController === presenter)
    #expect(presented.view.window === stage.window)
    #expect(presented.view.frame == stage.window.bounds)
    #expect(presented.next === presenter)
    #expect(presented.calls.contains("viewDidAppear"))
    presented.dismiss(animated: false)
    #expect(presented.view.window == nil)
    #expect(presenter.presentedViewController == nil)
    #expect(stage.window.subviews.count == 1)
  }
}
