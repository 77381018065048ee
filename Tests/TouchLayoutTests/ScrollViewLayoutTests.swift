import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// `class: ScrollView` and its keys; the content scrolls under a drag once loaded.
struct ScrollViewLayoutTests {
  private let list = """
          - id: list
            class: ScrollView
            frame: [0, 100, 300, 400]
            contentSize: [300, 900]
            contentOffset: [0, 120]
            delaysContentTouches: false
            canCancelContentTouches: false
            subviews:
              - {id: row, class: Button, frame: [0, 150, 300, 44], text: Row}
            gestures:
              - {id: listTap, type: tap, simultaneousWith: [list.pan]}

    """

  @Test func keysSetTheScrollViewsProperties() throws {
    let layout = try loadLayout(oneWindow(list))
    let scrollView = try #require(layout.view("list") as? ScrollView)
    #expect(scrollView.contentSize == CGSize(width: 300, height: 900))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
    #expect(!scrollView.delaysContentTouches && !scrollView.canCancelContentTouches)
  }

  @Test(
    "contentInset and contentInsetAdjustmentBehavior set UIScrollView's properties of those names (Apple's default .automatic)"
  )
  func insetKeys() throws {
    let layout = try loadLayout(
      oneWindow(
        "      - {id: list, class: ScrollView, frame: [0, 0, 100, 100], contentSize: [100, 400], "
          + "contentInset: [10, 0, 20, 0], contentInsetAdjustmentBehavior: never}\n"))
    let scrollView = try #require(layout.view("list") as? ScrollView)
    #expect(scrollView.contentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    #expect(scrollView.contentInsetAdjustmentBehavior == .never)
    #expect(
      scrollView.maximumContentOffset == CGPoint(x: 0, y: 320), "400 of content, 20 below it, 100 shown")
    let plain = try loadLayout(oneWindow("      - {id: list, class: ScrollView, frame: [0, 0, 100, 100]}\n"))
    #expect((plain.view("list") as? ScrollView)?.contentInsetAdjustmentBehavior == .automatic)
  }

  @Test func defaultsAreUIKits() throws {
    let layout = try loadLayout(oneWindow("      - {id: list, class: ScrollView, frame: [0, 0, 100, 100]}\n"))
    let scrollView = try #require(layout.view("list") as? ScrollView)
    #expect(scrollView.contentSize == .zero && scrollView.contentOffset == .zero)
    #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
  }

  // Content is laid out in content coordinates: with contentOffset 120, the row at y 150 in
  // the content is 30 pt below the scroll view's top on screen (100 + 30).
  @Test func subviewsAreInContentCoordinates() throws {
    let layout = try loadLayout(oneWindow(list))
    #expect(layout.application.hitTest(CGPoint(x: 10, y: 140), with: nil)?.id == "row")
  }

  @Test func theScrollViewsOwnPanGoesByItsIDDotPan() throws {
    let layout = try loadLayout(oneWindow(list))
    let scrollView = try #require(layout.view("list") as? ScrollView)
    let delegate = try #require(layout.gestureDelegates.first)
    #expect(delegate.simultaneousRecognizers.first === scrollView.panGestureRecognizer)
  }

  // Reference §7: a drag on the content scrolls: contentOffset follows the finger.
  @Test func aDragScrollsTheLoadedScrollView() throws {
    let layout = try loadLayout(
      oneWindow("      - {id: list, class: ScrollView, frame: [0, 0, 300, 400], contentSize: [300, 900]}\n"))
    _ = traceSteps(of: layout, running: [.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))])
    let scrollView = try #require(layout.view("list") as? ScrollView)
    #expect(scrollView.contentOffset.y > 150)
  }
}
