import Foundation
import Testing
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// A key typed into a text field redraws the field and nothing else (issue 39: a keystroke
/// reaches the screen within a frame on 5,000 views): the scene keeps every other node
/// (``Scene/replacing(_:in:)``) and the frame draws only the field's rows again
/// (``SceneContentChanges``). Each test checks the cheap path against the whole one: the kept
/// scene equals a fresh snapshot, and the screen equals ``Screen/render(_:)``'s.
@Suite("Typing redraws only the field")
struct TypingRedrawTests {
  /// Forty labels in rows (in `list`), the field `email` over them at (20, 300, 300, 30), and
  /// a label `echo` that a delegate may write to.
  static func session(delegate: TextFieldDelegate? = nil) -> (Session, TextField, Label) {
    let app = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    app.addWindow(main)
    let list = View(id: "list", frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    main.addSubview(list)
    for row in 0..<40 {
      let label = Label(id: "row\(row)", frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 400, height: 20))
      label.text = "row \(row)"
      list.addSubview(label)
    }
    let email = TextField(id: "email", frame: CGRect(x: 20, y: 300, width: 300, height: 30))
    email.delegate = delegate
    main.addSubview(email)
    let echo = Label(id: "echo", frame: CGRect(x: 20, y: 100, width: 300, height: 30))
    main.addSubview(echo)
    let layout = Layout(
      source: "redraw.yaml", title: "Redraw", screenSize: CGSize(width: 400, height: 800), application: app)
    return (Session(layout: layout, columns: 120, rows: 40, clock: ManualClock()), email, echo)
  }

  /// Taps the field (editing begins at touch up) and draws the screen once.
  static func startTyping(_ session: Session) {
    session.handle(.pointer(.down, CGPoint(x: 100, y: 315)))
    session.handle(.pointer(.up, CGPoint(x: 100, y: 315)))
    _ = session.canvas
  }

  /// The kept scene is a fresh snapshot's, and the screen a whole drawing's.
  static func expectSameAsWhole(_ session: Session, _ note: Comment) {
    let fresh = Scene(application: session.application, screenSize: session.state.scene.screenSize)
    #expect(session.state.scene == fresh, note)
    #expect(session.canvas == Screen.render(session.state), note)
  }

  @Test("A key typed into a field redraws only the field's rows, and the screen is a whole drawing's")
  func keyRedrawsOnlyTheField() {
    let (session, email, _) = Self.session()
    Self.startTyping(session)
    let before = session.state.scene
    TypingTests.type("a", into: session)
    #expect(email.text == "a")
    // The other views' nodes are the scene's before (one storage), not a new snapshot of them.
    func rows(_ scene: Scene) -> [SceneNode] {
      scene.windows.first { $0.id == "main" }?.children.first { $0.id == "list" }?.children ?? []
    }
    #expect(rows(before).count == 40)
    #expect(
      LayoutLayer.sharesStorage(rows(before), rows(session.state.scene)), "the list was snapshotted again")
    Self.expectSameAsWhole(session, "after a")
    let rows = session.state.scaling.cellRect(for: email.frame).rows
    guard case .rows(let drawn) = session.layoutLayer.lastDrawing else {
      Issue.record("the key drew the whole layout")
      return
    }
    #expect(drawn > 0 && drawn <= rows, "\(drawn) rows drawn, the field has \(rows)")
    TypingTests.type("bc\u{7F}", into: session)
    #expect(email.text == "ab")
    Self.expectSameAsWhole(session, "after bc and Backspace")
  }

  final class Echo: TextFieldDelegate {
    let label: Label
    init(_ label: Label) { self.label = label }
    func textField(
      _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
      label.text = (label.text ?? "") + string
      return true
    }
  }

  @Test("A delegate that changes another view as keys are typed: that view is drawn anew too")
  func delegateChangingAnotherViewIsDrawn() {
    let (session, email, echo) = Self.session()
    let delegate = Echo(echo)
    email.delegate = delegate
    Self.startTyping(session)
    TypingTests.type("xy", into: session)
    #expect(echo.text == "xy")
    Self.expectSameAsWhole(session, "the echo label shows what the delegate wrote")
    #expect(session.canvas.plainText.contains { $0.contains("xy") })
  }

  @Test("Return that ends editing takes the keyboard away: the scene is taken whole, and typing stops")
  func returnEndingEditingIsAWholeScene() {
    let (session, email, _) = Self.session()
    email.addTarget(nil, action: "done:", for: .editingDidEndOnExit)
    Self.startTyping(session)
    #expect(session.application.keyboardWindow != nil)
    TypingTests.type("hi\n", into: session)
    #expect(!email.isEditing && session.application.keyboardWindow == nil)
    #expect(session.state.typingTarget == nil)
    Self.expectSameAsWhole(session, "after Return")
  }

  @Test("Scenes differing in a node's contents name it; in a frame, they ask for a whole drawing")
  func contentChangesAreFoundAndFramesAreNot() {
    let label = SceneNode(
      id: "label", className: "Label", caption: "a", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let root = SceneNode(id: "root", frame: CGRect(x: 0, y: 0, width: 100, height: 100), children: [label])
    var captioned = root
    captioned.children[0].caption = "b"
    #expect(SceneContentChanges.ids(from: [root], to: [captioned]) == ["label"])
    #expect(SceneContentChanges.ids(from: [root], to: [root]) == [])
    var moved = root
    moved.children[0].frame.origin.x = 1
    #expect(SceneContentChanges.ids(from: [root], to: [moved]) == nil)
    var hidden = captioned
    hidden.children[0].isHidden = true
    #expect(SceneContentChanges.ids(from: [root], to: [hidden]) == nil)
    #expect(SceneContentChanges.ids(from: [root], to: [root, root]) == nil)
  }
}
