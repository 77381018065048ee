import Foundation
import Testing

@testable import TouchKit

/// Subviews built in code are named by the property that holds them (issue 14): a class of this
/// test module counts as a person's code, as a `--code` library's classes do.
@Suite("Names of code-built subviews")
struct CodeNamesTests {
  final class Card: View {
    let closeButton = Button(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    private(set) lazy var badge: View = View(frame: CGRect(x: 50, y: 0, width: 10, height: 10))
    var optionalLabel: Label? = Label(frame: CGRect(x: 0, y: 50, width: 80, height: 20))
    weak var elsewhere: View?
    let named = View(id: "keepsItsID", frame: CGRect(x: 0, y: 80, width: 10, height: 10))

    override init(frame: CGRect) {
      super.init(frame: frame)
      for view in [closeButton, badge, named] { addSubview(view) }
      optionalLabel.map(addSubview)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }
  }

  final class SettingsController: ViewController {
    let saveButton = Button(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    override func viewDidLoad() { view.addSubview(saveButton) }
  }

  @Test("Views held in stored, lazy and optional properties get '<owner id>.<property>'; ids are kept")
  func namesAfterTheFirstPass() {
    let stage = Stage()
    let card = stage.add(Card(id: "card", frame: rect(0, 0, 200, 200)))
    let outside = stage.add(View(frame: rect(300, 0, 10, 10)))
    card.elsewhere = outside
    stage.application.layoutIfNeeded()
    #expect(card.closeButton.id == "card.closeButton")
    #expect(card.badge.id == "card.badge")
    #expect(card.optionalLabel?.id == "card.optionalLabel")
    #expect(card.named.id == "keepsItsID")
    #expect(outside.id.isEmpty, "a weak reference outside the owner's subtree names nothing")
  }

  @Test("A controller's properties are named after the controller; names are unique")
  func controllerAndUniqueness() {
    let stage = Stage()
    stage.add(View(id: "settings.saveButton", frame: rect(300, 0, 10, 10)))
    let controller = SettingsController()
    controller.id = "settings"
    stage.add(controller.view)
    stage.application.layoutIfNeeded()
    #expect(controller.saveButton.id == "settings.saveButton-2")
  }

  @Test("§1 traces name a code-built subview by its property")
  func namesAppearInTraces() {
    let stage = Stage()
    let card = stage.add(Card(id: "card", frame: rect(0, 0, 200, 200)))
    stage.application.layoutIfNeeded()
    stage.tap(10, 10)
    let steps = stage.recorder.records.map(\.step)
    #expect(steps.contains { if case .hitView(_, "card.closeButton", _) = $0 { true } else { false } })
    #expect(card.closeButton.traceID == "card.closeButton")
  }
}
