import Foundation
import TouchKit

/// Issue 37's stack benchmark as a person's screen has it: a vertical `fillEqually`
/// `UIStackView` of `rows` horizontal stacks of `columns` one-letter labels, in a window, laid
/// out by the application's `layoutIfNeeded()` (the engine's `StackView`, its `UISV-`
/// constraints, the labels' content-size constraints and the solver), from scratch.
struct StackOfStacks {
  let application: Application
  let window: Window
  /// The labels, row by row: the benchmark checks one has its solved frame.
  let labels: [[Label]]

  /// `rows` × `columns` labels in a window `width` × `height` (1500 × 1000 for the square
  /// stacks, as docs/auto-layout.md measured them).
  init(rows: Int, columns: Int, width: CGFloat = 1500, height: CGFloat = 1000) {
    window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: width, height: height))
    var labels: [[Label]] = []
    var rowStacks: [View] = []
    for row in 0..<rows {
      var line: [Label] = []
      for column in 0..<columns {
        let label = Label(frame: .zero)
        label.id = "l\(row).\(column)"
        label.text = String(UnicodeScalar(UInt8(65 + (row + column) % 26)))
        line.append(label)
      }
      let stack = StackView(arrangedSubviews: line)
      stack.id = "row\(row)"
      stack.axis = .horizontal
      stack.distribution = .fillEqually
      rowStacks.append(stack)
      labels.append(line)
    }
    let column = StackView(arrangedSubviews: rowStacks)
    column.id = "column"
    column.axis = .vertical
    column.distribution = .fillEqually
    column.frame = CGRect(x: 0, y: 0, width: width, height: height)
    window.addSubview(column)
    application = Application()
    application.addWindow(window)
    self.labels = labels
  }

  /// Issue 42's long stack: one vertical `fill` stack of `count` labels (one row of
  /// ``labels``), 20 pt of window per label.
  static func vertical(count: Int) -> StackOfStacks {
    StackOfStacks(count: count)
  }

  private init(count: Int) {
    let height = CGFloat(count) * 20
    window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 400, height: height))
    let line = (0..<count).map { index in
      let label = Label(frame: .zero)
      label.id = "l\(index)"
      label.text = String(UnicodeScalar(UInt8(65 + index % 26)))
      return label
    }
    let stack = StackView(arrangedSubviews: line)
    stack.id = "column"
    stack.axis = .vertical
    stack.frame = CGRect(x: 0, y: 0, width: 400, height: height)
    window.addSubview(stack)
    application = Application()
    application.addWindow(window)
    labels = [line]
  }

  /// One layout pass from scratch; returns the last label's solved width (nonzero when the
  /// constraints were solved: a label starts with a zero frame).
  func layOut() -> CGFloat {
    application.layoutIfNeeded()
    return labels.last?.last?.frame.width ?? 0
  }

  /// The last label's solved height, for the long stack.
  var lastHeight: CGFloat { labels.last?.last?.frame.height ?? 0 }
}
