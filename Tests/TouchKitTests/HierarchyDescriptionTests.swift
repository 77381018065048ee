import Foundation
import Testing

@testable import TouchKit
@testable import TouchTrace

/// The description model: document order, what each view reports, and its renderings.
@Suite("HierarchyDescription")
struct HierarchyDescriptionTests {
  final class RoundButton: Button {
    override func point(inside point: CGPoint, with event: TouchKit.Event?) -> Bool { false }
  }

  func application() -> Application {
    let application = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let top = Window(id: "top", frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    top.windowLevel = Window.Level.alert
    let card = View(id: "card", frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    let round = RoundButton(id: "round", frame: CGRect(x: 5, y: 5, width: 40, height: 40))
    round.title = "Go"
    round.addTarget(nil, action: "go", for: [.touchUpInside, .primaryActionTriggered])
    let label = Label(id: "label", frame: CGRect(x: 50, y: 5, width: 100, height: 20))
    label.alpha = 0.5
    let tap = TapGestureRecognizer(id: "tap")
    tap.numberOfTapsRequired = 2
    card.addGestureRecognizer(tap)
    card.addSubview(round)
    card.addSubview(label)
    main.addSubview(card)
    application.addWindow(main)
    application.addWindow(top)
    return application
  }

  @Test("§1: windows front to back by level, views depth first back to front; index is the position")
  func documentOrder() {
    let app = application()
    let description = HierarchyDescription(application: app)
    #expect(description.views.map(\.id) == ["top", "main", "card", "round", "label"])
    #expect(description.views.map(\.index) == [0, 1, 2, 3, 4])
    #expect(
      HierarchyDescription.documentOrder(of: app).map(\.traceID) == ["top", "main", "card", "round", "label"])
  }

  @Test("A Swift subclass reports its name, its class chain and the method it overrides")
  func subclass() throws {
    let round = try #require(
      HierarchyDescription(application: application()).views.first { $0.id == "round" })
    #expect(round.className == "RoundButton")
    #expect(round.classChain == ["RoundButton", "Button", "Control", "View"])
    #expect(round.overridesPointInside == true)
    #expect(round.overridesHitTest == false)
    #expect(round.screenFrame == CGRect(x: 15, y: 25, width: 40, height: 40))
    #expect(
      round.control?.actions == [
        ActionDescription(action: "go", target: nil, events: ["touchUpInside", "primaryActionTriggered"])
      ])
  }

  @Test("Text shows only what differs from UIView's defaults, and recognizers after ✦")
  func text() {
    let lines = HierarchyDescription(application: application()).text()
    #expect(
      lines == [
        "application: 2 windows, front to back",
        "Window top (0, 0, 300, 40) on screen · level 2000",
        "Window main (0, 0, 300, 400) on screen · level 0",
        "  View card (10, 20, 200, 100) in main · ✦ tap(tap)",
        "    RoundButton round “Go” (5, 5, 40, 40) in card · overrides point(inside:)",
        "    Label label (50, 5, 100, 20) in card · alpha 0.5 · interaction off",
      ])
  }

  @Test("Each frame says its coordinate space: in its superview's, or on screen for a window")
  func frameSpaces() {
    let description = HierarchyDescription(application: application())
    let lines = description.text()
    #expect(lines.contains { $0.hasPrefix("    RoundButton round “Go” (5, 5, 40, 40) in card") })
    #expect(lines.contains { $0.hasPrefix("Window main (0, 0, 300, 400) on screen") })
    #expect(description.attributes.contains { $0.name == "coordinates" })
  }

  @Test("Recognizers: type, parameters, requirements")
  func recognizers() throws {
    let card = try #require(HierarchyDescription(application: application()).views.first { $0.id == "card" })
    let tap = try #require(card.gestureRecognizers.first)
    #expect(tap.type == "tap")
    #expect(tap.parameters.first == DescriptionAttribute("numberOfTapsRequired", .number(2)))
    #expect(RecognizerClass.typeName("LongPressGestureRecognizer") == "longPress")
  }

  @Test("XML escapes markup, and turns terminal controls into references or U+FFFD")
  func xmlEscaping() {
    #expect(XMLText.escaped("a&<>\"'") == "a&amp;&lt;&gt;&quot;&apos;")
    #expect(XMLText.escaped("\t\n") == "&#9;&#10;")
    #expect(XMLText.escaped("\u{1B}[31m") == "\u{FFFD}[31m")
    #expect(XMLText.escaped("x\u{202E}y\u{85}") == "x&#x202E;y&#x85;")
    #expect(XMLText.elementName("Outer.Inner") == "Outer.Inner")
    #expect(XMLText.elementName("Box<Int>") == "Box_Int_")
    #expect(XMLText.elementName("1st") == "_1st")
  }

  @Test("JSON escapes terminal controls as \\u, keeps keys sorted, writes 1 not 1.0")
  func json() {
    #expect(TerminalSafeJSON.quoted("a\u{1B}b\u{202E}") == "\"a\\u001bb\\u202e\"")
    let value = JSONValue.object(["b": .number(1), "a": .array([.number(0.25), .bool(true)])])
    #expect(value.rendered() == "{\n  \"a\": [\n    0.25,\n    true\n  ],\n  \"b\": 1\n}")
  }
}
