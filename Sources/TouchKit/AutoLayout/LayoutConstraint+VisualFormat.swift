import Foundation

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints a
/// visual format string stands for (VisualFormat.swift parses it), inactive, as UIKit returns
/// them. UIKit throws an `NSInvalidArgumentException` for a bad string; TouchLab records its text
/// ("Unable to parse constraint format: …" with the format and a caret) as an
/// `invalidConstraint` at the caller's line and returns no constraints.
///
/// What each part makes (docs/auto-layout.md, "The visual format language"): `[a]-8-[b]` is
/// `b.leading == a.trailing + 8` (`top`/`bottom` with `V:`); `-` alone is the standard spacing,
/// 8 pt between views; `|-[a]` places `a` at its superview's margin; `[a(==b)]`, `[a(44)]`
/// size `a` along the axis; `@750` is a priority.
extension LayoutConstraint {
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any], file: String = #filePath, line: Int = #line, column: Int = #column
  ) -> [LayoutConstraint] {
    let origin = ConstraintOrigin(file: file, line: line, column: column)
    let result = visualFormatConstraints(
      format, options: opts, metric: { metrics?[$0].flatMap(Self.number(of:)) },
      view: { views[$0].map { $0 as AnyObject } }, origin: origin)
    switch result {
    case .success(let constraints): return constraints
    case .failure(let failure):
      report(failure.uikitText(format), at: origin)
      return []
    }
  }

  /// The constraints of `format`, or the first error with its offset in the string. `view`
  /// gives a name's object (a view, or nil: "not a key in the views dictionary"); `metric` a
  /// metric's value. A layout file's `constraints:` calls this with its ids.
  package static func visualFormatConstraints(
    _ format: String, options: FormatOptions, metric: @escaping (String) -> CGFloat?,
    view: @escaping (String) -> AnyObject?, origin: ConstraintOrigin
  ) -> Result<[LayoutConstraint], VisualFormat.Failure> {
    let parsed: VisualFormat
    switch VisualFormat.parse(format) {
    case .success(let format): parsed = format
    case .failure(let failure): return .failure(failure)
    }
    do {
      var builder = VisualFormatBuilder(
        format: parsed, options: options, metric: metric, view: view, origin: origin)
      return .success(try builder.build())
    } catch let failure as VisualFormat.Failure {
      return .failure(failure)
    } catch {
      return .failure(VisualFormat.Failure(reason: "\(error)", offset: 0))
    }
  }

  /// A metric's number: any of Swift's or Foundation's numeric types.
  private static func number(of value: Any) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Float: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as NSNumber: CGFloat(number.doubleValue)
    default: nil
    }
  }
}

extension LayoutConstraint.FormatOptions {
  // UIKit's raw values: an alignment option is 1 << the attribute's raw value.
  public static let alignAllLeft = Self(rawValue: 1 << 1)
  public static let alignAllRight = Self(rawValue: 1 << 2)
  public static let alignAllTop = Self(rawValue: 1 << 3)
  public static let alignAllBottom = Self(rawValue: 1 << 4)
  public static let alignAllLeading = Self(rawValue: 1 << 5)
  public static let alignAllTrailing = Self(rawValue: 1 << 6)
  public static let alignAllCenterX = Self(rawValue: 1 << 9)
  public static let alignAllCenterY = Self(rawValue: 1 << 10)
  public static let alignAllLastBaseline = Self(rawValue: 1 << 11)
  public static let alignAllFirstBaseline = Self(rawValue: 1 << 12)
  public static let directionLeadingToTrailing = Self([])
  public static let directionLeftToRight = Self(rawValue: 1 << 16)
  public static let directionRightToLeft = Self(rawValue: 2 << 16)
  public static let spacingEdgeToEdge = Self([])
  public static let spacingBaselineToBaseline = Self(rawValue: 1 << 19)

  /// The attributes the alignment options name, in raw-value order.
  var alignedAttributes: [LayoutConstraint.Attribute] {
    (1...12).compactMap { bit in
      rawValue & (1 << UInt(bit)) != 0 ? LayoutConstraint.Attribute(rawValue: bit) : nil
    }
  }
}

extension VisualFormat.Failure {
  /// UIKit's exception text: the reason, the format and a caret under the offending character.
  package func uikitText(_ format: String) -> String {
    "Unable to parse constraint format: \n\(reason) \n\(format) \n"
      + String(repeating: " ", count: max(0, offset)) + "^"
  }
}
