import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// UITextView: a scroll view that edits text of many lines, with its delegate
/// (UITextViewDelegate's documentation; docs/text-input.md, "UITextView").
@Suite("UITextView")
struct TextViewTests {
  final class Delegate: TextViewDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var refused: Set<String> = []
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
      calls.append("shouldBegin")
      return allowsBegin
    }
    func textViewDidBeginEditing(_ textView: TextView) { calls.append("didBegin") }
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String)
      -> Bool
    {
      calls.append("shouldChange \(range.location),\(range.length) \(text)")
      return !refused.contains(text)
    }
    func textViewDidChange(_ textView: TextView) { calls.append("didChange") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
      calls.append("shouldEnd")
      return allowsEnd
    }
    func textViewDidEndEditing(_ textView: TextView) { calls.append("didEnd") }
  }

  static func stage() -> (Stage, TextView, Delegate) {
    let stage = Stage()
    stage.application.notificationCenter = NotificationCenter()
    let notes = stage.add(TextView(frame: CGRect(x: 20, y: 20, width: 300, height: 120)))
    notes.id = "notes"
    let delegate = Delegate()
    notes.delegate = delegate
    _ = stage.synthesizer
    return (stage, notes, delegate)
  }

  @Test("A text view is a scroll view (UITextView inherits from UIScrollView) and keeps its text, never nil")
  func isAScrollView() {
    let notes = TextView(frame: .zero)
    #expect((notes as View) is ScrollView)
    notes.text = nil
    #expect(notes.text == "" && notes.isEditable && notes.isSelectable)
  }

  @Test(
    "A tap on an editable text view makes it first responder at the touch's end: textViewShouldBeginEditing, then textViewDidBeginEditing; the keyboard comes up"
  )
  func tapBeginsEditing() {
    let (stage, notes, delegate) = Self.stage()
    stage.down(100, 60)
    #expect(!notes.isFirstResponder, "not at the touch down")
    stage.up(100, 60)
    #expect(notes.isFirstResponder && notes.isEditing)
    #expect(delegate.calls == ["shouldBegin", "didBegin"])
    #expect(stage.application.keyboardWindow != nil)
    #expect(stage.application.editingTextInput === notes)
  }

  @Test("textViewShouldBeginEditing returning false keeps it from editing (\"false to disallow editing\")")
  func delegateRefusesToBegin() {
    let (stage, notes, delegate) = Self.stage()
    delegate.allowsBegin = false
    stage.tap(100, 60)
    #expect(!notes.isFirstResponder && stage.application.keyboardWindow == nil)
  }

  @Test("A text view that is not editable (isEditable false) cannot become first responder")
  func notEditable() {
    let (stage, notes, _) = Self.stage()
    notes.isEditable = false
    stage.tap(100, 60)
    #expect(!notes.becomeFirstResponder())
    #expect(!notes.isFirstResponder)
  }

  @Test(
    "Typing asks textView(_:shouldChangeTextIn:replacementText:) with the UTF-16 range, then textViewDidChange; Return types a line break, not an end"
  )
  func typing() {
    let (stage, notes, delegate) = Self.stage()
    stage.tap(100, 60)
    delegate.calls = []
    stage.application.typeKeys("hé\nyo\u{7F}")
    #expect(notes.text == "hé\ny")
    #expect(notes.isEditing, "Return in a text view is a line break")
    #expect(
      delegate.calls == [
        "shouldChange 0,0 hé", "didChange", "shouldChange 2,0 \n", "didChange", "shouldChange 3,0 yo",
        "didChange", "shouldChange 4,1 ", "didChange",
      ])
    delegate.refused = ["!"]
    stage.application.typeKeys("!")
    #expect(notes.text == "hé\ny", "a no leaves the text")
    #expect(stage.recorder.records.contains { if case .typed = $0.step { true } else { false } })
  }

  @Test("Setting text from code tells no delegate (textViewDidChange is for the person's edits)")
  func codeSetsText() {
    let (_, notes, delegate) = Self.stage()
    notes.text = "draft"
    #expect(delegate.calls.isEmpty)
  }

  @Test(
    "Resigning asks textViewShouldEndEditing, which may refuse; endEditing(true) forces it without asking, then textViewDidEndEditing"
  )
  func endEditing() {
    let (stage, notes, delegate) = Self.stage()
    stage.tap(100, 60)
    delegate.allowsEnd = false
    delegate.calls = []
    #expect(!notes.resignFirstResponder())
    #expect(notes.isFirstResponder && delegate.calls == ["shouldEnd"])
    delegate.calls = []
    stage.window.endEditing(true)
    #expect(!notes.isFirstResponder && !notes.isEditing)
    #expect(delegate.calls == ["didEnd"])
    #expect(stage.application.keyboardWindow == nil)
  }

  @Test("A drag on a text view scrolls it (its pan) and does not begin editing: the touch is cancelled")
  func dragScrolls() {
    let (stage, notes, _) = Self.stage()
    notes.contentSize = CGSize(width: 300, height: 600)
    stage.down(100, 120)
    for step in 1...10 { stage.move(100, 120 - CGFloat(step) * 8) }
    stage.up(100, 40)
    #expect(notes.contentOffset.y > 0)
    #expect(!notes.isFirstResponder)
  }

  @Test("Its box shows the start of its text, line breaks as ⏎, and a caret while editing")
  func face() {
    let (stage, notes, _) = Self.stage()
    notes.text = "one\ntwo"
    #expect(notes.face == "one⏎two")
    stage.tap(100, 60)
    #expect(notes.face == "one⏎two|")
  }
}
