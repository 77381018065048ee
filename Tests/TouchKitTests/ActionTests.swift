import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// `UIAction` on controls and `UIButton.Configuration` (Apple's UIControl and UIButton
/// references, iOS 14 and 15): actions run as target-action with the action as the target.
@Suite("UIAction and button configurations")
struct ActionTests {
  final class Scene {
    let stage = Stage()
    let button: Button

    init() {
      button = stage.add(Button(id: "save", frame: rect(50, 50, 100, 40)))
      _ = stage.synthesizer
    }

    var actionSteps: [TraceStep] { stage.steps.filter { $0.category == .action } }
  }

  @Test("addAction(_:for:): a tap runs the handler with the button as sender, traced as target-action")
  func tapRunsTheHandler() {
    let scene = Scene()
    var senders: [String] = []
    scene.button.addAction(
      Action(title: "Save") { action in senders.append((action.sender as? View)?.traceID ?? "none") },
      for: .touchUpInside)
    scene.stage.tap(60, 60)
    #expect(senders == ["save"])
    #expect(
      scene.actionSteps == [
        .actionSent(action: Action.handlerName, sender: "save", target: "UIAction \"Save\"")
      ])
  }

  @Test(
    "UIControl.addAction: \"subsequent actions with the same identifier replace previously added actions\"")
  func sameIdentifierReplaces() {
    let scene = Scene()
    var ran: [String] = []
    let id = Action.Identifier("save")
    scene.button.addAction(Action(identifier: id) { _ in ran.append("first") }, for: .touchUpInside)
    scene.button.addAction(Action(identifier: id) { _ in ran.append("second") }, for: .touchUpInside)
    scene.stage.tap(60, 60)
    #expect(ran == ["second"])
    scene.button.removeAction(identifiedBy: id, for: .touchUpInside)
    scene.stage.tap(60, 60, after: 1)
    #expect(ran == ["second"], "removed by its identifier")
  }

  @Test("removeAction(_:for:) removes only the events given; the control holds its actions")
  func removeForSomeEvents() {
    let scene = Scene()
    var count = 0
    let action = Action { _ in count += 1 }
    scene.button.addAction(action, for: [.touchUpInside, .touchDown])
    scene.button.removeAction(action, for: .touchDown)
    scene.stage.tap(60, 60)
    #expect(count == 1)
    var kept: [Action] = []
    scene.button.forEachAction { held, _ in kept.append(held) }
    #expect(kept.count == 1 && kept[0] === action)
  }

  @Test(
    "UIButton(type:primaryAction:): the action's title is the button's; a tap sends primaryActionTriggered")
  func primaryAction() {
    let stage = Stage()
    var ran = 0
    let button = Button(type: .system, primaryAction: Action(title: "Send") { _ in ran += 1 })
    button.frame = rect(0, 0, 80, 40)
    stage.add(button)
    #expect(button.title == "Send")
    stage.tap(10, 10)
    #expect(ran == 1)
  }

  @Test(
    "configurationUpdateHandler runs when isHighlighted changes, in the next update cycle (setNeedsUpdateConfiguration)"
  )
  func updateHandlerFollowsHighlight() {
    let scene = Scene()
    var seen: [Bool] = []
    var configuration = Button.Configuration.filled()
    configuration.title = "Save"
    configuration.contentInsets = DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20)
    scene.button.configuration = configuration
    scene.button.configurationUpdateHandler = { button in seen.append(button.isHighlighted) }
    scene.stage.application.layoutIfNeeded()
    #expect(seen == [false], "setting a handler asks for one update")
    scene.stage.down(60, 60)
    #expect(seen == [false, true])
    scene.stage.up(60, 60)
    #expect(seen == [false, true, false])
    #expect(scene.button.title == "Save")
    #expect(scene.button.configuration?.contentInsets.leading == 20, "kept")
    #expect(scene.button.configuration?.style == .filled)
  }

  @Test("A button without a configuration or handler asks for no update when its state changes")
  func noConfigurationNoUpdate() {
    let scene = Scene()
    scene.button.isSelected = true
    #expect(scene.button.configurationState == nil)
  }
}
