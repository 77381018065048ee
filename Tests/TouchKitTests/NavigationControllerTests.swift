import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// `UINavigationController`, `UINavigationItem` and `UINavigationBar`, each rule from Apple's
/// reference of the class it names; sizes Apple does not give are ``NavigationBarLayout``'s
/// UNSOURCED constants.
@Suite("UINavigationController")
struct NavigationControllerTests {
  /// A controller that logs its appearance callbacks.
  final class Screen: ViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
  }

  /// A navigation controller, the stage window's root, holding `root` ("list").
  final class Scene {
    let stage = Stage()
    let root = Screen()
    let navigation: NavigationController

    init(screenInsets: EdgeInsets = .zero) {
      var screen = DeviceScreen(size: CGSize(width: 400, height: 300))
      screen.safeAreaInsets = screenInsets
      stage.application.screen = screen
      root.id = "list"
      root.title = "Items"
      navigation = NavigationController(rootViewController: root)
      navigation.id = "navigation"
      navigation.navigationBar.id = "navigationBar"
      stage.window.rootViewController = navigation
      // The first update cycle, as a layout's load runs it: the view's new size lays it out.
      stage.application.layoutIfNeeded()
      _ = stage.synthesizer
    }

    func screen(_ id: String, title: String? = nil) -> Screen {
      let screen = Screen()
      screen.id = id
      screen.title = title
      return screen
    }

    var navigationSteps: [TraceStep] {
      stage.steps.filter { if case .navigation = $0 { true } else { false } }
    }
  }

  @Test(
    "init(rootViewController:): the stack is the root alone, which is a child and knows its navigation controller"
  )
  func rootViewController() {
    let scene = Scene()
    #expect(scene.navigation.viewControllers == [scene.root])
    #expect(scene.navigation.topViewController === scene.root)
    #expect(scene.navigation.visibleViewController === scene.root)
    #expect(scene.root.parent === scene.navigation)
    #expect(scene.root.navigationController === scene.navigation)
    #expect(scene.navigation.navigationController == nil, "Apple: the nearest *ancestor* that is one")
    #expect(ViewController().navigationController == nil)
    #expect(scene.root.view.window === scene.stage.window)
  }

  @Test(
    "The top view controller's view fills the navigation controller's view, under the bar (edgesForExtendedLayout = .all); the bar is 44 pt below the status bar (UNSOURCED height)"
  )
  func layoutUnderTheBar() {
    let scene = Scene(screenInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(scene.root.view.frame == rect(0, 0, 400, 300))
    #expect(scene.navigation.navigationBar.frame == rect(0, 20, 400, NavigationBarLayout.height))
    #expect(scene.navigation.navigationBar.superview === scene.navigation.view)
    #expect(
      scene.navigation.view.subviews.last === scene.navigation.navigationBar,
      "the bar is in front of the content")
  }

  @Test(
    "Apple, safeAreaInsets: the safe area reflects the area not covered by navigation bars: the top view controller's view and its subviews start below the bar"
  )
  func safeAreaGrowsByTheBar() {
    let scene = Scene(screenInsets: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
    #expect(scene.root.view.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 10, right: 0))
    let child = View(frame: rect(0, 40, 400, 100))
    scene.root.view.addSubview(child)
    #expect(child.safeAreaInsets.top == 24, "the part of the bar that covers the subview")
    #expect(
      scene.navigation.view.safeAreaInsets.top == 20, "the navigation controller's own view: the screen's")
    scene.navigation.setNavigationBarHidden(true, animated: false)
    #expect(scene.root.view.safeAreaInsets.top == 20, "a hidden bar covers nothing")
  }

  @Test(
    "pushViewController: the pushed controller is the top, its view replaces the old top's, the old one disappears; traced as a push"
  )
  func push() {
    let scene = Scene()
    let details = scene.screen("details", title: "Details")
    scene.navigation.pushViewController(details, animated: true)
    #expect(scene.navigation.viewControllers == [scene.root, details])
    #expect(details.navigationController === scene.navigation)
    #expect(details.view.window === scene.stage.window)
    #expect(scene.root.viewIfLoaded?.window == nil, "only the top view controller's view is shown")
    #expect(scene.root.calls.suffix(1) == ["viewWillDisappear"])
    #expect(details.calls == ["viewWillAppear"])
    #expect(details.view.frame == scene.navigation.view.bounds)
    #expect(
      scene.navigationSteps == [
        .navigation(controller: "navigation", operation: .push, from: "list", to: "details")
      ])
  }

  @Test(
    "Pushing a controller already on the stack stops the run with UIKit's exception message (community: Apple documents the NSInvalidArgumentException nowhere)"
  )
  func pushingTwiceRaises() async {
    #expect(
      NavigationControllerFault.pushedTwice(controllerClass: "DetailsViewController").message
        == "Pushing the same view controller instance more than once is not supported (<DetailsViewController>)"
    )
    await #expect(processExitsWith: .failure) {
      let root = ViewController()
      let navigation = NavigationController(rootViewController: root)
      navigation.pushViewController(root, animated: false)
    }
  }

  @Test(
    "popViewController returns the top; the root is never popped; popToRoot and popTo return what they popped"
  )
  func pops() {
    let scene = Scene()
    let a = scene.screen("a")
    let b = scene.screen("b")
    let c = scene.screen("c")
    scene.navigation.setViewControllers([scene.root, a, b, c], animated: false)
    #expect(scene.navigation.popViewController(animated: true) === c)
    #expect(c.parent == nil && c.viewIfLoaded?.superview == nil)
    #expect(scene.navigation.popToViewController(a, animated: true) == [b])
    #expect(scene.navigation.popToViewController(c, animated: true) == nil, "c is not on the stack")
    #expect(scene.navigation.popToRootViewController(animated: true) == [a])
    #expect(scene.navigation.popViewController(animated: true) == nil)
    #expect(scene.navigation.topViewController === scene.root)
    #expect(scene.root.view.window === scene.stage.window, "the root's view is back")
    #expect(
      scene.navigationSteps == [
        .navigation(controller: "navigation", operation: .push, from: "list", to: "c"),
        .navigation(controller: "navigation", operation: .pop, from: "c", to: "b"),
        .navigation(controller: "navigation", operation: .pop, from: "b", to: "a"),
        .navigation(controller: "navigation", operation: .pop, from: "a", to: "list"),
      ])
  }

  @Test(
    "Apple, setViewControllers: a new top not on the stack is a push transition; one already on it is a pop"
  )
  func setViewControllersOperation() {
    let scene = Scene()
    let a = scene.screen("a")
    scene.navigation.viewControllers = [a]
    #expect(scene.root.parent == nil, "a controller left out of the stack is no longer a child")
    scene.navigation.setViewControllers([a, scene.root], animated: true)
    scene.navigation.setViewControllers([a], animated: true)
    #expect(
      scene.navigationSteps.map { step -> NavigationOperation? in
        if case .navigation(_, let operation, _, _) = step { operation } else { nil }
      } == [.push, .push, .pop])
  }

  @Test(
    "Apple, show(_:sender:): in a navigation interface it pushes; with no navigation controller it presents modally"
  )
  func showPushes() {
    let scene = Scene()
    let details = scene.screen("details")
    scene.root.show(details, sender: nil)
    #expect(scene.navigation.topViewController === details)
    #expect(details.presentingViewController == nil)
    let modal = scene.screen("modal")
    let lone = ViewController()
    scene.stage.add(lone.view)
    lone.show(modal, sender: nil)
    #expect(lone.presentedViewController === modal)
  }

  @Test(
    "Apple, visibleViewController: a controller presented over the navigation interface, else the top one"
  )
  func visibleViewController() {
    let scene = Scene()
    let modal = scene.screen("modal")
    scene.root.present(modal, animated: true)
    #expect(scene.navigation.visibleViewController === modal)
    #expect(scene.navigation.topViewController === scene.root)
  }

  @Test(
    "§6: the top controller's view → controller → the navigation controller's view → navigation controller → window"
  )
  func responderChain() {
    let scene = Scene()
    var chain: [String] = []
    var responder: Responder? = scene.root.view
    while let current = responder, chain.count < 8 {
      chain.append(current.traceID)
      responder = current.next
    }
    #expect(
      chain == [
        "View", "list", "UINavigationTransitionView", "NavigationControllerView", "navigation", "window",
        "application",
      ])
  }

  @Test(
    "The bar shows the top item's title (a controller's title sets its navigation item's, Apple) and a back button titled with the item under it"
  )
  func barShowsTheTopItem() {
    let scene = Scene()
    let bar = scene.navigation.navigationBar
    #expect(bar.titleLabel.text == "Items")
    #expect(bar.backButtonItem == nil, "the root has no back button")
    let details = scene.screen("details", title: "Details")
    scene.navigation.pushViewController(details, animated: true)
    #expect(bar.titleLabel.text == "Details")
    #expect(bar.backButtonItem?.title == "Items")
    details.title = "Item 3"
    #expect(bar.titleLabel.text == "Item 3", "the item changed while shown: the bar follows")
    scene.root.navigationItem.backButtonTitle = "List"
    #expect(bar.backButtonItem?.title == "List", "Apple: backButtonTitle of the item under the top")
    details.navigationItem.hidesBackButton = true
    #expect(bar.shownLeftItems.isEmpty)
  }

  @Test(
    "Apple: the back button pops the top view controller; a tap on it is hit-tested and sent as an action")
  func backButtonPops() {
    let scene = Scene()
    let details = scene.screen("details", title: "Details")
    scene.navigation.pushViewController(details, animated: true)
    guard let back = scene.navigation.navigationBar.backButtonItem?.view else {
      Issue.record("a pushed controller has a back button")
      return
    }
    let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: scene.stage.window)
    scene.stage.tap(point.x, point.y)
    #expect(scene.navigation.topViewController === scene.root)
    #expect(
      scene.stage.steps.contains(
        .actionSent(
          action: NavigationBar.backAction, sender: "UIBarButtonItem \"Items\"", target: "navigation")))
    #expect(
      scene.navigationSteps.last
        == .navigation(controller: "navigation", operation: .pop, from: "details", to: "list"))
  }

  @Test(
    "Apple, rightBarButtonItems: the first item is at the right edge; a tap sends its action to its target"
  )
  func barButtonItems() {
    let scene = Scene()
    scene.root.handledActions = ["add", "edit"]
    let add = BarButtonItem(barButtonSystemItem: .add, target: scene.root, action: Selector("add"))
    let edit = BarButtonItem(title: "Edit", style: .plain, target: scene.root, action: Selector("edit"))
    scene.root.navigationItem.rightBarButtonItems = [add, edit]
    let width: CGFloat = 400
    guard let addFrame = add.view?.frame, let editFrame = edit.view?.frame else {
      Issue.record("titled and system items have views")
      return
    }
    #expect(addFrame.maxX == width - ToolbarLayout.margin)
    #expect(editFrame.maxX == addFrame.minX - ToolbarLayout.spacing)
    scene.stage.tap(addFrame.midX, addFrame.midY)
    #expect(
      scene.stage.steps.contains(.actionSent(action: "add", sender: "UIBarButtonItem \"+\"", target: "list")))
  }

  @Test("§1: a tap on the bar away from its items hits the bar, not the view under it")
  func barTakesItsTouches() {
    let scene = Scene()
    let content = View(id: "content", frame: rect(0, 0, 400, 300))
    scene.root.view.addSubview(content)
    scene.stage.tap(300, 20)
    #expect(scene.stage.hitView() == "navigationBar")
    scene.stage.tap(300, 200)
    #expect(scene.stage.hitView(ofTouch: 2) == "content")
  }
}
