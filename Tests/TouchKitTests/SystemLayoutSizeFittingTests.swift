import Foundation
import Testing

@testable import TouchKit

/// Issue 37: `systemLayoutSizeFitting` solves the view's subtree's constraints with the view's
/// own width and height held to the target at the fitting priorities
/// (AutoLayout/AutoLayoutEngine+Fitting.swift). Sources: Apple's UIView reference,
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` ("Returns
/// the optimal size of the view based on its constraints and the specified fitting
/// priorities"; "This method does not actually change the size of the view"),
/// `layoutFittingCompressedSize` ("the smallest possible size"), `layoutFittingExpandedSize`
/// ("the largest possible size"), and `UILayoutPriority.fittingSizeLevel` ("the priority level
/// with which the view wants to conform to the target size in that computation").
@Suite("Auto Layout: systemLayoutSizeFitting")
struct SystemLayoutSizeFittingTests {
  /// A container `box` (flag true, as a person's or a cell's content view) with `child` pinned
  /// inside it by `insets` on the edges named.
  func pinned(
    _ child: View, top: CGFloat? = 8, left: CGFloat? = 16, bottom: CGFloat? = 8, right: CGFloat? = 16
  ) -> View {
    let box = View(id: "box", frame: rect(0, 0, 123, 45))
    child.translatesAutoresizingMaskIntoConstraints = false
    box.addSubview(child)
    var constraints: [LayoutConstraint] = []
    if let top { constraints.append(child.topAnchor.constraint(equalTo: box.topAnchor, constant: top)) }
    if let left {
      constraints.append(child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: left))
    }
    if let bottom {
      constraints.append(box.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: bottom))
    }
    if let right {
      constraints.append(box.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: right))
    }
    LayoutConstraint.activate(constraints)
    return box
  }

  func label(_ text: String) -> Label {
    let label = Label(frame: .zero)
    label.text = text
    return label
  }

  @Test(
    "systemLayoutSizeFitting(layoutFittingCompressedSize): a vertical label stack pinned inside a view fits its labels' text, the spacing and the insets"
  )
  func labelStackFitsItsText() {
    let first = label("Hello")
    let second = label("Hello, wide world")
    let stack = StackView(arrangedSubviews: [first, second])
    stack.axis = .vertical
    stack.spacing = 6
    let box = pinned(stack)
    let size = box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    let text = second.intrinsicContentSize
    #expect(text.width > first.intrinsicContentSize.width)
    #expect(size.width == ((text.width + 32) * 64).rounded() / 64)
    #expect(size.height == first.intrinsicContentSize.height + 6 + text.height + 16)
    #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height == 2 * text.height + 6)
  }

  @Test(
    "systemLayoutSizeFitting with a .required horizontal priority: the width is the target's, and the height is what the constraints make of it (an aspect ratio here; a multi-line label's wrapping: LabelWrappingTests)"
  )
  func requiredWidthGivesTheHeight() {
    let picture = View(id: "picture", frame: .zero)
    let box = pinned(picture)
    picture.heightAnchor.constraint(equalTo: picture.widthAnchor, multiplier: 0.5).isActive = true
    let size = box.systemLayoutSizeFitting(
      CGSize(width: 320, height: View.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 16 + (320 - 32) / 2))
    let wider = box.systemLayoutSizeFitting(
      CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let expected: CGFloat = 16 + (400 - 32) / 2
    #expect(wider.height == expected)
  }

  @Test(
    "layoutFittingCompressedSize against layoutFittingExpandedSize at .fittingSizeLevel (50): a length only bounded below takes its minimum, then the target; a label pinned all round keeps its text's size either way, its hugging (250) being above 50"
  )
  func compressedAgainstExpanded() {
    let bar = View(id: "bar", frame: .zero)
    let box = pinned(bar, bottom: nil, right: nil)
    LayoutConstraint.activate([
      box.trailingAnchor.constraint(greaterThanOrEqualTo: bar.trailingAnchor),
      box.bottomAnchor.constraint(greaterThanOrEqualTo: bar.bottomAnchor),
      bar.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
      bar.heightAnchor.constraint(equalToConstant: 10),
    ])
    #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 56, height: 18))
    #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == View.layoutFittingExpandedSize)

    let text = label("Hi")
    let framed = pinned(text)
    let compressed = framed.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(compressed == framed.systemLayoutSizeFitting(View.layoutFittingExpandedSize))
    #expect(compressed.height == text.intrinsicContentSize.height + 16)
  }

  @Test(
    "systemLayoutSizeFitting \"does not actually change the size of the view\": the view's and its subviews' frames stay as they were, and the hierarchy's own layout is unchanged"
  )
  func framesUntouched() {
    let stage = Stage()
    let picture = View(id: "picture", frame: .zero)
    let box = pinned(picture)
    picture.heightAnchor.constraint(equalToConstant: 30).isActive = true
    box.frame = rect(0, 0, 123, 46)
    stage.add(box)
    stage.application.layoutIfNeeded()
    let before = (box.frame, picture.frame)
    #expect(before.1 == rect(16, 8, 123 - 32, 30))
    let size = box.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 200, height: 46))
    #expect(box.frame == before.0)
    #expect(picture.frame == before.1)
    stage.application.layoutIfNeeded()
    #expect(picture.frame == before.1)
  }

  @Test(
    "systemLayoutSizeFitting of a view with no constraints: its intrinsic size where it has one (a label), else the target at the fitting priority"
  )
  func withoutConstraints() {
    let text = label("Hi")
    #expect(
      text.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == snapped(text.intrinsicContentSize))
    let plain = View(id: "plain", frame: rect(0, 0, 80, 90))
    #expect(plain.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == .zero)
    #expect(plain.systemLayoutSizeFitting(CGSize(width: 30, height: 40)) == CGSize(width: 30, height: 40))
  }

  @Test(
    "UITableViewCell is measured through its contentView: the content's fitting size, plus the accessory's width (the cell's layoutSubviews leaves it to the accessory)"
  )
  func cellThroughContentView() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let picture = View(id: "picture", frame: .zero)
    picture.translatesAutoresizingMaskIntoConstraints = false
    cell.contentView.addSubview(picture)
    LayoutConstraint.activate([
      picture.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 5),
      picture.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      picture.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
      cell.contentView.bottomAnchor.constraint(equalTo: picture.bottomAnchor, constant: 5),
      picture.heightAnchor.constraint(equalTo: picture.widthAnchor, multiplier: 0.25),
    ])
    let fit = {
      cell.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }
    #expect(fit() == CGSize(width: 320, height: 10 + 80))
    cell.accessoryType = .disclosureIndicator
    let accessory = TableViewCell.Metrics.accessoryWidth
    #expect(fit() == CGSize(width: 320, height: 10 + (320 - accessory) / 4))
  }

  func snapped(_ size: CGSize) -> CGSize {
    CGSize(width: (size.width * 64).rounded() / 64, height: (size.height * 64).rounded() / 64)
  }
}
