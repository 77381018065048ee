import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// Reference §6, last two rules, and §5's last: target-action through the responder chain.
@Suite("§6 Target-action")
struct TargetActionTests {
  /// `root` (the controller's view) ⊃ `card` ⊃ `button`, in the stage's window.
  final class Scene {
    let stage = Stage()
    let root: View
    let card: View
    let button: Button
    let controller: ViewController

    init() {
      root = stage.add(View(id: "root", frame: rect(0, 0, 400, 300)))
      controller = ViewController(id: "controller", view: root)
      card = stage.add(View(id: "card", frame: rect(50, 50, 300, 200)), to: root)
      button = stage.add(Button(id: "button", frame: rect(50, 50, 100, 40)), to: card)
      _ = stage.synthesizer  // its init gives the application the trace
    }

    var application: Application { stage.application }
    var actionSteps: [TraceStep] { stage.steps.filter { $0.category == .action } }
  }

  /// Stands for a gesture recognizer: sends actions, has a trace name, is no responder.
  final class NamedSender: TraceNamed {
    let traceID = "tap"
  }

  @Test("An explicit target that implements the action gets it directly, without being asked (A-send)")
  func explicitTarget() {
    let scene = Scene()
    scene.controller.handledActions = ["save"]
    let sent = scene.application.sendAction("save", to: scene.controller, from: scene.button, for: nil)
    #expect(sent)
    #expect(scene.actionSteps == [.actionSent(action: "save", sender: "button", target: "controller")])
  }

  @Test("An explicit target gets the action even when its canPerformAction says no: UIKit just sends it")
  func explicitTargetIgnoresCanPerform() {
    let scene = Scene()
    let target = Refusing(id: "target")
    target.handledActions = ["save"]
    #expect(scene.application.sendAction("save", to: target, from: scene.button, for: nil))
    #expect(scene.actionSteps == [.actionSent(action: "save", sender: "button", target: "target")])
  }

  @Test("An explicit target that does not implement the action: unhandled, as UIKit's unrecognized selector")
  func explicitTargetDoesNotRespond() {
    let scene = Scene()
    scene.root.handledActions = ["save"]
    let sent = scene.application.sendAction("save", to: scene.card, from: scene.button, for: nil)
    #expect(!sent)
    #expect(
      scene.actionSteps == [
        .actionUnhandled(action: "save", sender: "button", reason: .targetDoesNotRespond(target: "card"))
      ])
  }

  @Test("A nil target walks the chain from the first responder, asking each hop in order (A-send, A-tfa)")
  func nilTargetFromFirstResponder() throws {
    let scene = Scene()
    let field = scene.stage.add(View(id: "field", frame: rect(0, 0, 50, 20)), to: scene.card)
    scene.application.firstResponder = field
    scene.controller.handledActions = ["save"]
    #expect(scene.application.sendAction("save", to: nil, from: scene.button, for: nil))
    #expect(
      scene.actionSteps == [
        .actionAsk(responder: "field", action: "save", canPerform: false),
        .actionAsk(responder: "card", action: "save", canPerform: false),
        .actionAsk(responder: "root", action: "save", canPerform: false),
        .actionAsk(responder: "controller", action: "save", canPerform: true),
        .actionSent(action: "save", sender: "button", target: "controller"),
      ])
    let depths = scene.stage.trace.records.filter { $0.step.category == .action }.map(\.depth)
    let base = try #require(depths.first)
    #expect(depths == [base, base + 1, base + 2, base + 3, base])
  }

  @Test("With no first responder, a nil-target walk starts at the sender (Chameleon's observation, §6)")
  func nilTargetFromSender() {
    let scene = Scene()
    scene.root.handledActions = ["save"]
    #expect(scene.application.sendAction("save", to: nil, from: scene.button, for: nil))
    #expect(
      scene.actionSteps == [
        .actionAsk(responder: "button", action: "save", canPerform: false),
        .actionAsk(responder: "card", action: "save", canPerform: false),
        .actionAsk(responder: "root", action: "save", canPerform: true),
        .actionSent(action: "save", sender: "button", target: "root"),
      ])
  }

  @Test("Nobody handles: every responder to the end of the chain is asked, then the action is unhandled")
  func nobodyHandles() {
    let scene = Scene()
    let delegate = Responder(id: "delegate")
    scene.application.delegate = delegate
    #expect(!scene.application.sendAction("save", to: nil, from: scene.button, for: nil))
    let asked = scene.actionSteps.compactMap { step -> String? in
      if case .actionAsk(let responder, _, false) = step { responder } else { nil }
    }
    #expect(asked == ["button", "card", "root", "controller", "window", "application", "delegate"])
    #expect(
      scene.actionSteps.last
        == .actionUnhandled(action: "save", sender: "button", reason: .noResponderHandles))
  }

  @Test("No target, no first responder and a sender that is no responder: nowhere to start")
  func noStartingResponder() {
    let scene = Scene()
    scene.root.handledActions = ["save"]
    #expect(!scene.application.sendAction("save", to: nil, from: NamedSender(), for: nil))
    #expect(
      scene.actionSteps == [.actionUnhandled(action: "save", sender: "tap", reason: .noStartingResponder)])
  }

  @Test("Senders are named by traceID (TraceNamed), else by class name, else nil")
  func senderNames() {
    let scene = Scene()
    scene.controller.handledActions = ["save"]
    scene.application.sendAction("save", to: scene.controller, from: NamedSender(), for: nil)
    scene.application.sendAction("save", to: scene.controller, from: NSObject(), for: nil)
    scene.application.sendAction("save", to: scene.controller, from: nil, for: nil)
    #expect(
      scene.actionSteps.map { step -> String? in
        if case .actionSent(_, let sender, _) = step { sender } else { nil }
      } == ["tap", "NSObject", "nil"])
  }

  @Test("A responder that implements the action but whose canPerformAction refuses it is passed by (A-tfa)")
  func canPerformOverride() {
    let scene = Scene()
    let refusing = scene.stage.add(Refusing(id: "refusing", frame: rect(0, 0, 10, 10)), to: scene.card)
    refusing.handledActions = ["copy"]
    scene.root.handledActions = ["copy"]
    scene.application.firstResponder = refusing
    scene.application.sendAction("copy", to: nil, from: scene.button, for: nil)
    #expect(
      scene.actionSteps == [
        .actionAsk(responder: "refusing", action: "copy", canPerform: false),
        .actionAsk(responder: "card", action: "copy", canPerform: false),
        .actionAsk(responder: "root", action: "copy", canPerform: true),
        .actionSent(action: "copy", sender: "button", target: "root"),
      ])
  }

  @Test(
    "An override of target(forAction:) up the chain chooses the target: 'override how a target is selected'")
  func targetForActionOverride() {
    let scene = Scene()
    let helper = Responder(id: "helper")
    helper.handledActions = ["save"]
    let rerouting = scene.stage.add(Rerouting(id: "rerouting", frame: rect(0, 0, 10, 10)), to: scene.card)
    rerouting.destination = helper
    scene.application.firstResponder = rerouting
    #expect(scene.application.sendAction("save", to: nil, from: scene.button, for: nil))
    #expect(scene.actionSteps == [.actionSent(action: "save", sender: "button", target: "helper")])
  }

  @Test("A nil-target walk around a next cycle stops after Responder.maximumChainLength hops")
  func chainLimit() {
    let scene = Scene()
    let first = Looping(id: "first")
    let second = Looping(id: "second")
    first.other = second
    second.other = first
    scene.application.firstResponder = first
    #expect(!scene.application.sendAction("save", to: nil, from: scene.button, for: nil))
    let asks = scene.actionSteps.filter { if case .actionAsk = $0 { true } else { false } }
    #expect(asks.count == Responder.maximumChainLength + 1)
    #expect(
      scene.actionSteps.last
        == .actionUnhandled(
          action: "save", sender: "button", reason: .chainLimit(limit: Responder.maximumChainLength)))
  }

  @Test("Sent outside dispatch (no event), steps go to the application's trace, which the synthesizer sets")
  func traceWithoutEvent() {
    let scene = Scene()
    #expect(scene.application.trace === scene.stage.recorder)
    scene.root.handledActions = ["save"]
    scene.button.sendActions(for: .primaryActionTriggered)
    scene.button.addTarget(nil, action: "save", for: .primaryActionTriggered)
    scene.button.sendActions(for: .primaryActionTriggered)
    #expect(
      scene.stage.steps.filter { $0.category == .control || $0.category == .action } == [
        .controlEvents(control: "button", events: ["primaryActionTriggered"]),
        .controlEvents(control: "button", events: ["primaryActionTriggered"]),
        .actionAsk(responder: "button", action: "save", canPerform: false),
        .actionAsk(responder: "card", action: "save", canPerform: false),
        .actionAsk(responder: "root", action: "save", canPerform: true),
        .actionSent(action: "save", sender: "button", target: "root"),
      ])
  }

  @Test("target(forAction:withSender:) called directly walks the same chain and records nothing")
  func targetForActionDirectly() {
    let scene = Scene()
    scene.controller.handledActions = ["save"]
    #expect(scene.button.target(forAction: "save", withSender: nil) === scene.controller)
    #expect(scene.button.target(forAction: "open", withSender: nil) == nil)
    #expect(scene.stage.steps.isEmpty)
  }

  @Test("A tapped button's nil-target action climbs the chain inside the touch's dispatch (§5 A-send)")
  func buttonTapClimbsTheChain() throws {
    let scene = Scene()
    scene.controller.handledActions = ["save"]
    scene.button.addTarget(nil, action: "save", for: .touchUpInside)
    scene.stage.tap(120, 110)
    #expect(
      scene.actionSteps == [
        .actionAsk(responder: "button", action: "save", canPerform: false),
        .actionAsk(responder: "card", action: "save", canPerform: false),
        .actionAsk(responder: "root", action: "save", canPerform: false),
        .actionAsk(responder: "controller", action: "save", canPerform: true),
        .actionSent(action: "save", sender: "button", target: "controller"),
      ])
    // The walk is recorded under the event that caused it.
    let records = scene.stage.trace.records
    let events = try #require(
      records.first {
        $0.step == .controlEvents(control: "button", events: ["touchUpInside", "primaryActionTriggered"])
      })
    let firstAsk = try #require(records.first { $0.step.category == .action })
    #expect(firstAsk.depth == events.depth + 1)
    #expect(firstAsk.id > events.id)
  }
}

/// Implements whatever `handledActions` says, but refuses every action when asked.
final class Refusing: View {
  convenience init(id: String) {
    self.init(id: id, frame: .zero)
  }
  override func canPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool { false }
}

/// Sends every action it is asked about to `destination`.
final class Rerouting: View {
  var destination: Responder?
  override func target(forAction action: String, withSender sender: AnyObject?) -> Responder? {
    destination
  }
}

/// A responder whose `next` makes a cycle.
final class Looping: Responder {
  weak var other: Responder?
  override var next: Responder? { other }
}
