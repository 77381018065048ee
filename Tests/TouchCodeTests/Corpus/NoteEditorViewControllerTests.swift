import Foundation
import Testing
import TouchKit

/// NoteEditorViewController.swift: a controller that builds a bottom `UIToolbar` of bar button
/// items (UIKit's UIToolbar and UIBarButtonItem references; target-action §5, §6).
///
/// The toolbar is 390 × 44 at y 766. Its items' widths: trash 45 and Undo 36 (their titles at
/// `ToolbarLayout.characterWidth`, UNSOURCED), the "Aa" custom view 44, the fixed space 12; with
/// the 16-point margins (UNSOURCED) that is 232, so each flexible space is (390 − 232) / 2 = 79.
@Suite("Corpus: NoteEditorViewController")
struct NoteEditorViewControllerTests {
  @Test(
    "Flexible spaces push the first item to the left margin and the last to the right (UIBarButtonItem.flexibleSpace)"
  )
  func layout() throws {
    let screen = try Corpus.screen("NoteEditorViewController")
    let toolbar = try #require(screen.controllerSubview("editor", ofClass: "Toolbar"))
    #expect(toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
    let margin = ToolbarLayout.margin
    let trash = try #require(toolbar.subviews.first)
    let compose = try #require(toolbar.subviews.last)
    #expect(trash.frame.minX == margin && compose.frame.maxX == 390 - margin)
    let format = try #require(screen.view("editor.formatButton"))
    #expect(format.superview === toolbar)
    #expect(format.frame == CGRect(x: margin + 45 + 79, y: 6, width: 44, height: 32))
  }

  @Test("§5 a tap on trash sends deleteTapped(_:) to the controller, the UIBarButtonItem as sender")
  func deleteItem() throws {
    let screen = try Corpus.screen("NoteEditorViewController")
    let steps = screen.tap(38, 788)
    #expect(
      steps.actions == [
        SentAction(action: "deleteTapped", sender: "UIBarButtonItem \"trash\"", target: "editor")
      ])
    #expect(steps.printed == ["deleted (enabled item)"])
  }

  @Test("§5 a disabled item sends nothing; the custom view takes its own tap, which enables the item")
  func customViewAndDisabledItem() throws {
    let screen = try Corpus.screen("NoteEditorViewController")
    #expect(screen.tap(214, 788).actions.isEmpty, "Undo starts disabled")
    #expect(screen.hit(162, 788)?.id == "editor.formatButton")
    #expect(
      screen.tap(162, 788).actions == [
        SentAction(action: "formatTapped", sender: "editor.formatButton", target: "editor")
      ])
    let undo = screen.tap(214, 788)
    #expect(undo.actions.map(\.action) == ["undoTapped"])
    #expect(undo.printed == ["undo"])
  }

  @Test("§6 the compose item's nil-target action goes up the responder chain to the controller")
  func nilTargetItem() throws {
    let screen = try Corpus.screen("NoteEditorViewController")
    #expect(
      screen.tap(342, 788).actions == [
        SentAction(action: "newNote", sender: "UIBarButtonItem \"compose\"", target: "editor")
      ])
  }

  @Test("§1 a flexible space has no view: a tap there hits the toolbar")
  func flexibleSpaceHitsTheToolbar() throws {
    let screen = try Corpus.screen("NoteEditorViewController")
    #expect(screen.hit(100, 788)?.id == "editor.toolbar")
  }
}
