import Foundation
import Testing

@testable import TouchKit

/// The hierarchy callbacks (UIView, "Observing view-related changes"). Apple documents each
/// method; their order against each other is community-observed (View+Moving.swift names the
/// logs it follows), so these tests name UNSOURCED where they check order.
@Suite("View hierarchy callbacks")
struct ViewMovingTests {
  /// Unchecked: one test's views run on its own thread.
  final class Log: @unchecked Sendable {
    var calls: [String] = []
  }

  final class Noting: View {
    var log = Log()

    override func willMove(toSuperview newSuperview: View?) {
      log.calls.append("\(id).willMove(toSuperview: \(newSuperview?.id ?? "nil"))")
    }
    override func didMoveToSuperview() { log.calls.append("\(id).didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) {
      log.calls.append("\(id).willMove(toWindow: \(newWindow?.id ?? "nil"))")
    }
    override func didMoveToWindow() { log.calls.append("\(id).didMoveToWindow") }
    override func didAddSubview(_ subview: View) { log.calls.append("\(id).didAddSubview(\(subview.id))") }
    override func willRemoveSubview(_ subview: View) {
      log.calls.append("\(id).willRemoveSubview(\(subview.id))")
    }
  }

  /// The window is returned so the test keeps it: a superview is held weakly, as UIKit's is.
  private func views(_ log: Log) -> (Window, Noting, Noting, Noting) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.id = "window"
    let container = Noting(id: "container", frame: .zero)
    let card = Noting(id: "card", frame: .zero)
    let badge = Noting(id: "badge", frame: .zero)
    for view in [container, card, badge] { view.log = log }
    window.addSubview(container)
    card.addSubview(badge)
    log.calls = []
    return (window, container, card, badge)
  }

  @Test(
    "Adding a view to one in a window: its superview pair, the superview's didAddSubview, then the window's pair for the view and each subview (order UNSOURCED: community-observed)"
  )
  func adding() {
    let log = Log()
    let (window, container, card, _) = views(log)
    defer { withExtendedLifetime(window) {} }
    container.addSubview(card)
    #expect(
      log.calls == [
        "card.willMove(toSuperview: container)", "card.didMoveToSuperview", "container.didAddSubview(card)",
        "card.willMove(toWindow: window)", "badge.willMove(toWindow: window)", "card.didMoveToWindow",
        "badge.didMoveToWindow",
      ])
  }

  @Test(
    "Removing: the superview's willRemoveSubview first (Apple: \"before subviews are removed\"), then willMove(toSuperview: nil), the window's pair, didMoveToSuperview (order UNSOURCED)"
  )
  func removing() {
    let log = Log()
    let (window, container, card, _) = views(log)
    defer { withExtendedLifetime(window) {} }
    container.addSubview(card)
    log.calls = []
    card.removeFromSuperview()
    #expect(
      log.calls == [
        "container.willRemoveSubview(card)", "card.willMove(toSuperview: nil)",
        "card.willMove(toWindow: nil)",
        "badge.willMove(toWindow: nil)", "card.didMoveToWindow", "badge.didMoveToWindow",
        "card.didMoveToSuperview",
      ])
    #expect(card.superview == nil && card.window == nil)
  }

  @Test("A view added outside any window hears no window change; one only reordered hears nothing")
  func noWindowNoChange() {
    let log = Log()
    let (window, container, card, badge) = views(log)
    defer { withExtendedLifetime(window) {} }
    let other = Noting(id: "other", frame: .zero)
    other.log = log
    other.addSubview(card)
    #expect(
      log.calls == [
        "card.willMove(toSuperview: other)", "card.didMoveToSuperview", "other.didAddSubview(card)",
      ])
    log.calls = []
    container.addSubview(other)
    container.addSubview(Noting(id: "front", frame: .zero))
    log.calls = []
    container.sendSubviewToBack(other)
    card.bringSubviewToFront(badge)
    #expect(log.calls.isEmpty)
  }

  @Test("Moving between superviews: the old one's willRemoveSubview, no removal to nil in between")
  func moving() {
    let log = Log()
    let (window, container, card, _) = views(log)
    container.addSubview(card)
    let shelf = Noting(id: "shelf", frame: .zero)
    shelf.log = log
    window.addSubview(shelf)
    log.calls = []
    shelf.addSubview(card)
    #expect(
      log.calls == [
        "container.willRemoveSubview(card)", "card.willMove(toSuperview: shelf)", "card.didMoveToSuperview",
        "shelf.didAddSubview(card)",
      ])
  }
}
