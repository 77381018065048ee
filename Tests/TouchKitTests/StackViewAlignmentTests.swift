import Foundation
import Testing

@testable import TouchKit

/// Issue 37: `UIStackView.Alignment`, each case as Apple's documentation page for it says
/// (developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/…), across the
/// axis of a horizontal stack 100 pt tall and of a vertical one 100 pt wide.
@Suite("Stack view: alignment")
struct StackViewAlignmentTests {
  /// Two views, 20 and 40 pt tall, side by side in a stack 110 × 100 aligned `alignment`.
  func row(_ alignment: StackView.Alignment) -> (SizedView, SizedView) {
    let stage = Stage()
    let a = SizedView("a", 50, 20)
    let b = SizedView("b", 60, 40)
    _ = stage.stack([a, b], frame: rect(0, 0, 110, 100), alignment: alignment)
    return (a, b)
  }

  @Test(
    "Alignment.fill: \"the stack view resizes its arranged views so that they fill the available space perpendicular to the stack view's axis\""
  )
  func fill() {
    let (a, b) = row(.fill)
    #expect(a.frame == rect(0, 0, 50, 100))
    #expect(b.frame == rect(50, 0, 60, 100))
  }

  @Test("Alignment.top (leading): \"aligns the top edge of its arranged views along its top edge\"")
  func top() {
    let (a, b) = row(.top)
    #expect(a.frame == rect(0, 0, 50, 20))
    #expect(b.frame == rect(50, 0, 60, 40))
  }

  @Test("Alignment.center: \"aligns the center of its arranged views with its center along its axis\"")
  func center() {
    let (a, b) = row(.center)
    #expect(a.frame == rect(0, 40, 50, 20))
    #expect(b.frame == rect(50, 30, 60, 40))
  }

  @Test("Alignment.bottom (trailing): \"aligns the bottom edge of its arranged views along its bottom edge\"")
  func bottom() {
    let (a, b) = row(.bottom)
    #expect(a.frame == rect(0, 80, 50, 20))
    #expect(b.frame == rect(50, 60, 60, 40))
  }

  @Test(
    "Alignment.firstBaseline and .lastBaseline: \"aligns its arranged views based on their first (last) baseline\"; a plain view's baseline is its bottom edge"
  )
  func baselines() {
    for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
      let (a, b) = row(alignment)
      #expect(a.frame == rect(0, 20, 50, 20), "\(alignment): the group at the top, bottoms aligned")
      #expect(b.frame == rect(50, 0, 60, 40))
    }
  }

  @Test("Alignment.firstBaseline with labels: the baselines (bottom less the font's descender) line up")
  func labelBaselines() {
    let stage = Stage()
    let small = Label(frame: .zero)
    small.text = "Hi"
    small.font = Font.systemFont(ofSize: 10)
    let large = Label(frame: .zero)
    large.text = "Hi"
    large.font = Font.systemFont(ofSize: 50)
    _ = stage.stack([small, large], frame: rect(0, 0, 200, 100), alignment: .firstBaseline)
    let smallBaseline = small.frame.maxY - 0.24 * 10
    let largeBaseline = large.frame.maxY - 0.24 * 50
    #expect(abs(smallBaseline - largeBaseline) <= 1.0 / 64)
    #expect(large.frame.minY == 0)
  }

  @Test("Alignment.leading and .trailing in a vertical stack: left and right edges")
  func verticalLeadingTrailing() {
    for (alignment, expected) in [(StackView.Alignment.leading, CGFloat(0)), (.trailing, 50), (.center, 25)] {
      let stage = Stage()
      let a = SizedView("a", 50, 20)
      let b = SizedView("b", 100, 30)
      _ = stage.stack([a, b], frame: rect(0, 0, 100, 50), axis: .vertical, alignment: alignment)
      #expect(a.frame == rect(expected, 0, 50, 20), "\(alignment)")
      #expect(b.frame == rect(0, 20, 100, 30), "\(alignment)")
    }
  }

  @Test(
    "UISV-ambiguity-suppression: across the axis, a view with no intrinsic size is 0 long unless aligned to fill (iOS's well-known collapse)"
  )
  func viewWithoutIntrinsicSize() {
    let stage = Stage()
    let plain = View(id: "plain", frame: .zero)
    let sized = SizedView("sized", 40, 40)
    _ = stage.stack([plain, sized], frame: rect(0, 0, 100, 100), alignment: .center)
    #expect(plain.frame.height == 0)
    #expect(plain.frame.minY == 50)
  }

  @Test(
    "A stack view whose own flag is false takes the size of its arrangement: the sum along the axis, the tallest across"
  )
  func stackSizedByContent() {
    let stage = Stage()
    let a = SizedView("a", 50, 20)
    let b = SizedView("b", 60, 40)
    let stack = StackView(arrangedSubviews: [a, b])
    stack.alignment = .center
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    stage.add(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: stage.window.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: stage.window.topAnchor, constant: 10),
    ])
    stage.application.layoutIfNeeded()
    #expect(stack.frame == rect(10, 10, 118, 40))
    #expect(a.frame == rect(0, 10, 50, 20))
    #expect(b.frame == rect(58, 0, 60, 40))
  }

  @Test("Nested stacks: a vertical stack of horizontal stacks, each row filled equally")
  func nested() {
    let stage = Stage()
    var rows: [StackView] = []
    var cells: [[SizedView]] = []
    for row in 0..<3 {
      let views = (0..<4).map { SizedView("c\(row)\($0)", 10, 10) }
      let stack = StackView(arrangedSubviews: views)
      stack.distribution = .fillEqually
      rows.append(stack)
      cells.append(views)
    }
    _ = stage.stack(rows, frame: rect(0, 0, 400, 300), axis: .vertical, distribution: .fillEqually)
    #expect(rows.map(\.frame) == [rect(0, 0, 400, 100), rect(0, 100, 400, 100), rect(0, 200, 400, 100)])
    #expect(cells[2][3].frame == rect(300, 0, 100, 100))
    stage.tap(350, 250)
    #expect(stage.hitView() == "c23")
  }
}
