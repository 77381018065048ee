import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Reference §6, "Responder chain".
@Suite("§6 Responder chain")
struct ResponderChainTests {
  @Test("UIView.next is its view controller when it is the controller's root view, else its superview")
  func viewNext() {
    let stage = Stage()
    let root = stage.add(View(id: "root", frame: rect(0, 0, 400, 300)))
    let controller = ViewController(id: "controller", view: root)
    let child = stage.add(View(id: "child", frame: rect(0, 0, 10, 10)), to: root)
    #expect(child.next === root)
    #expect(root.next === controller)
  }

  @Test("UIViewController.next: the window when its view is the window's root view")
  func controllerNextIsWindow() {
    let stage = Stage()
    let controller = ViewController(id: "c", view: stage.add(View(id: "root", frame: rect(0, 0, 400, 300))))
    #expect(controller.next === stage.window)
  }

  @Test("UIViewController.next: the presenting controller when presented, else the view's superview")
  func controllerNextWhenPresentedOrChild() {
    let stage = Stage()
    let container = stage.add(View(id: "container", frame: rect(0, 0, 400, 300)))
    let parent = ViewController(id: "parent", view: container)
    let childController = ViewController(
      id: "child", view: stage.add(View(id: "cv", frame: rect(0, 0, 9, 9)), to: container))
    #expect(childController.next === container)
    let presented = ViewController(
      id: "modal", view: stage.add(View(id: "mv", frame: rect(0, 0, 9, 9)), to: container))
    presented.presentingViewController = parent
    #expect(presented.next === parent)
  }

  @Test("UIWindow.next is the application; the application's is a responder app delegate only")
  func windowAndApplicationNext() {
    let stage = Stage()
    #expect(stage.window.next === stage.application)
    #expect(stage.application.next == nil)
    let delegate = Responder(id: "delegate")
    stage.application.delegate = delegate
    #expect(stage.application.next === delegate)
    stage.application.delegate = View(id: "not-a-delegate", frame: .zero)
    #expect(stage.application.next == nil)
    stage.application.delegate = ViewController(id: "vc", view: View(frame: .zero))
    #expect(stage.application.next == nil)
  }

  @Test("Default touches methods forward to next; each hop is traced; the end of the chain drops")
  func forwardingToTheEnd() throws {
    let stage = Stage()
    let root = stage.add(View(id: "root", frame: rect(0, 0, 400, 300)))
    // A view holds its controller weakly, as in UIKit: someone else must keep it alive.
    let controller = ViewController(id: "controller", view: root)
    stage.add(View(id: "leaf", frame: rect(0, 0, 50, 50)), to: root)
    let delegate = Responder(id: "delegate")
    stage.application.delegate = delegate
    withExtendedLifetime(controller) { stage.tap(10, 10) }
    let chain = stage.steps.filter { $0.category == .responder && $0.method == .touchesBegan }
    #expect(
      chain == [
        .forward(from: "leaf", to: "root", method: .touchesBegan, touches: [1]),
        .forward(from: "root", to: "controller", method: .touchesBegan, touches: [1]),
        .forward(from: "controller", to: "window", method: .touchesBegan, touches: [1]),
        .forward(from: "window", to: "application", method: .touchesBegan, touches: [1]),
        .forward(from: "application", to: "delegate", method: .touchesBegan, touches: [1]),
        .drop(responder: "delegate", method: .touchesBegan, touches: [1]),
      ])
    let deliveries = try #require(stage.summary.touches.first).deliveries.filter {
      $0.method == .touchesBegan
    }
    #expect(
      deliveries.map(\.responder) == ["leaf", "root", "controller", "window", "application", "delegate"])
    #expect(
      deliveries.map(\.outcome) == [.forwarded, .forwarded, .forwarded, .forwarded, .forwarded, .dropped])
  }

  @Test("A responder that handles a method stops the chain there (the layout's handles:)")
  func handledStopsForwarding() throws {
    let stage = Stage()
    let card = stage.add(View(id: "card", frame: rect(0, 0, 200, 200)))
    card.handledTouchMethods = [.touchesBegan]
    stage.add(View(id: "label", frame: rect(0, 0, 50, 50)), to: card)
    stage.tap(10, 10)
    let summary = try #require(stage.summary.touches.first)
    let began = summary.deliveries.filter { $0.method == .touchesBegan }
    #expect(began.map(\.responder) == ["label", "card"])
    #expect(began.last?.outcome == .handled)
    #expect(summary.deliveries.filter { $0.method == .touchesEnded }.last?.outcome == .dropped)
  }

  @Test("§8 #20: overriding one touches method without calling super breaks forwarding up the chain")
  func overrideWithoutSuper() throws {
    let stage = Stage()
    let parent = stage.add(RecordingView(id: "parent", frame: rect(0, 0, 200, 200)))
    let child = stage.add(RecordingView(id: "child", frame: rect(0, 0, 50, 50)), to: parent)
    child.swallows = [.touchesBegan]
    stage.tap(10, 10)
    #expect(parent.methods == [.touchesEnded])
    let summary = try #require(stage.summary.touches.first)
    #expect(summary.deliveries.first?.outcome == .returned)
  }

  @Test("A cycle in a subclass's next stops after maximumChainLength hops, traced, not a crash")
  func cyclicChainIsBounded() throws {
    final class Loop: View {
      override var next: Responder? { self }
    }
    #expect(Loop(id: "loop", frame: .zero).responderChain.count == Responder.maximumChainLength)
    let stage = Stage()
    stage.add(Loop(id: "loop", frame: rect(0, 0, 50, 50)))
    stage.down(10, 10)
    let limit = TraceStep.chainLimit(
      responder: "loop", method: .touchesBegan, touches: [1], limit: Responder.maximumChainLength)
    #expect(stage.steps.last == limit)
    #expect(stage.summary.touches.first?.deliveries.last?.outcome == .dropped)
    _ = try TraceDocument(stage.trace).encoded()
  }
}

extension TraceStep {
  /// The touch method a responder step is about.
  var method: TouchMethod? {
    switch self {
    case .forward(_, _, let method, _), .handle(_, let method, _), .drop(_, let method, _),
      .deliver(_, let method, _):
      method
    default: nil
    }
  }
}
