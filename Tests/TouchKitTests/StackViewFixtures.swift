import Foundation

@testable import TouchKit

/// A view with a given intrinsic size, so a stack's frames can be computed by hand exactly.
final class SizedView: View {
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(_ id: String, _ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    self.id = id
  }

  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { size }
}

extension Stage {
  /// A stack view at `frame` in the window (its frame holds: its flag stays true), arranging
  /// `views`, laid out.
  func stack(
    _ views: [View], frame: CGRect, axis: LayoutConstraint.Axis = .horizontal,
    distribution: StackView.Distribution = .fill, alignment: StackView.Alignment = .fill, spacing: CGFloat = 0
  ) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.id = "stack"
    stack.frame = frame
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = spacing
    add(stack)
    application.layoutIfNeeded()
    return stack
  }
}
