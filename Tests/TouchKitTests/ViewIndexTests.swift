import Foundation
import Testing

@testable import TouchKit

@Suite("Application.view(withID:) and its index")
struct ViewIndexTests {
  private func application() -> (Application, Window, View) {
    let application = Application()
    let window = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    application.addWindow(window)
    let card = View(id: "card", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(card)
    card.addSubview(View(id: "save", frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    return (application, window, card)
  }

  @Test("finds windows and views at any depth, and nothing for an unknown id")
  func finds() {
    let (application, window, card) = application()
    #expect(application.view(withID: "main") === window)
    #expect(application.view(withID: "card") === card)
    #expect(application.view(withID: "save")?.superview === card)
    #expect(application.view(withID: "nobody") == nil)
  }

  @Test("a view added after a lookup is found; a removed one is not")
  func followsChanges() {
    let (application, window, card) = application()
    #expect(application.view(withID: "late") == nil)
    let late = View(id: "late", frame: .zero)
    card.addSubview(late)
    #expect(application.view(withID: "late") === late)
    late.removeFromSuperview()
    #expect(application.view(withID: "late") == nil)
    window.insertSubview(late, at: 0)
    #expect(application.view(withID: "late") === late)
  }

  @Test("a renamed view is found by its new id only")
  func followsRenames() {
    let (application, _, card) = application()
    #expect(application.view(withID: "card") === card)
    card.id = "panel"
    #expect(application.view(withID: "card") == nil)
    #expect(application.view(withID: "panel") === card)
  }

  @Test("with two views of one id, the first in depth-first order wins, as a search would find")
  func firstWins() {
    let (application, window, card) = application()
    let second = View(id: "save", frame: .zero)
    window.addSubview(second)
    #expect(application.view(withID: "save")?.superview === card)
    #expect(application.view(withID: "save") === window.view(withID: "save"))
    let other = Window(id: "other", frame: .zero)
    let third = View(id: "only-there", frame: .zero)
    other.addSubview(third)
    application.addWindow(other)
    #expect(application.view(withID: "only-there") === third)
  }

  @Test("viewIDs lists every id in search order, and follows additions, removals and renames")
  func listsIDs() {
    let (application, window, card) = application()
    window.addSubview(View(frame: .zero))  // no id: not listed
    window.addSubview(View(id: "save", frame: .zero))  // a repeated id, listed again
    #expect(application.viewIDs == ["main", "card", "save", "save"])
    card.id = "panel"
    #expect(application.viewIDs == ["main", "panel", "save", "save"])
    card.removeFromSuperview()
    #expect(application.viewIDs == ["main", "save"])
    let other = Window(id: "other", frame: .zero)
    application.addWindow(other)
    #expect(application.viewIDs == ["main", "save", "other"])
  }
}
