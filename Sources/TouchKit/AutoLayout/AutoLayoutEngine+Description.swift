import Foundation

/// What a wanted constraint's description (UIKit's text, in records and reports) is made
/// from. The layout pass makes a wanted entry for every constraint at every pass and asks for
/// a description only when it records a conflict or a report asks, so the text is made then,
/// not with each entry (a closure and its formatted numbers per entry were a tenth of a stack
/// of stacks' pass).
extension AutoLayoutEngine {
  enum Description {
    /// A person's (or a stack view's) `NSLayoutConstraint`, which describes itself. Held
    /// strongly: a constraint holds its items weakly, so no view is kept alive by it.
    case constraint(LayoutConstraint)
    /// UIKit's `NSAutoresizingMaskLayoutConstraint`: its mask code (`h=--&`) and what it says.
    case autoresizing(code: String, name: String)
    /// UIKit's `NSContentSizeLayoutConstraint`.
    case contentSize(ContentSize)
    /// A scroll view's content guide's own constraint, described as it reads.
    case scrollContent(String)

    var text: String {
      switch self {
      case .constraint(let constraint): return constraint.description
      case .autoresizing(let code, let name):
        return "<NSAutoresizingMaskLayoutConstraint \(code) \(name)   (active)>"
      case .contentSize(let size): return size.text
      case .scrollContent(let text): return "<NSLayoutConstraint \(text)   (active)>"
      }
    }
  }

  /// A content-size constraint's parts: the view (weakly: the engine lives in its hierarchy's
  /// top), the axis, the intrinsic length and the priority of hugging or compression resistance.
  struct ContentSize {
    weak var view: View?
    let isWidth: Bool
    let isHugging: Bool
    let length: CGFloat
    let priority: LayoutPriority

    var text: String {
      let item = view?.traceID ?? "nil"
      let attribute = isWidth ? "width" : "height"
      let priority = Format.number(CGFloat(priority.rawValue))
      return isHugging
        ? "<NSContentSizeLayoutConstraint \(item).\(attribute) <= \(Format.number(length)) Hug:\(priority)>"
        : "<NSContentSizeLayoutConstraint \(item).\(attribute) >= \(Format.number(length)) "
          + "CompressionResistance:\(priority)>"
    }
  }
}
