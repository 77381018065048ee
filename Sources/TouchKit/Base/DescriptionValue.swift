import Foundation

/// One property's value in a hierarchy description: what an XML attribute, a JSON field and a
/// query's `[name=value]` all read.
///
/// Each case has exactly one spelling per rendering, so the three never disagree: XML writes
/// ``text`` (numbers through ``Format/number(_:)``, geometry as space-separated numbers); JSON
/// writes numbers as numbers, geometry as objects, lists as arrays.
public enum DescriptionValue: Equatable, Sendable {
  case bool(Bool)
  case number(CGFloat)
  case string(String)
  /// A list of names (`classes`, `handles`, a control action's events).
  case names([String])
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CGAffineTransform)
  case insets(EdgeInsets)
  /// A list's index path: `2,5` as text (how a query writes it), numbers in JSON.
  case indexPath(IndexPath)

  /// The XML attribute value (before escaping), which is also what a short-form query's
  /// `[name=value]` compares with: `true`, `0.5`, `20 100 120 44`, `Button Control View`.
  public var text: String {
    switch self {
    case .bool(let value): value ? "true" : "false"
    case .number(let value): Format.number(value)
    case .string(let value): value
    case .names(let names): names.joined(separator: " ")
    case .point(let p): Self.numbers([p.x, p.y])
    case .size(let s): Self.numbers([s.width, s.height])
    case .rect(let r): Self.numbers([r.minX, r.minY, r.width, r.height])
    case .transform(let t): Self.numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])
    case .insets(let i): Self.numbers([i.top, i.left, i.bottom, i.right])
    case .indexPath(let path): path.map(String.init).joined(separator: ",")
    }
  }

  private static func numbers(_ values: [CGFloat]) -> String {
    values.map(Format.number).joined(separator: " ")
  }
}

/// A named value, in the order the description lists them.
public struct DescriptionAttribute: Equatable, Sendable {
  public var name: String
  public var value: DescriptionValue

  public init(_ name: String, _ value: DescriptionValue) {
    self.name = name
    self.value = value
  }
}
