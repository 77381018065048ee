import Foundation
import TouchKit

extension DescriptionValue {
  /// The JSON value: geometry as objects with UIKit's field names.
  var json: JSONValue {
    switch self {
    case .bool(let value): .bool(value)
    case .number(let value): .number(value)
    case .string(let value): .string(value)
    case .names(let names): .array(names.map(JSONValue.string))
    case .point(let p): .object(["x": .number(p.x), "y": .number(p.y)])
    case .size(let s): .object(["width": .number(s.width), "height": .number(s.height)])
    case .rect(let r):
      .object([
        "x": .number(r.minX), "y": .number(r.minY), "width": .number(r.width), "height": .number(r.height),
      ])
    case .transform(let t):
      .object([
        "a": .number(t.a), "b": .number(t.b), "c": .number(t.c), "d": .number(t.d), "tx": .number(t.tx),
        "ty": .number(t.ty),
      ])
    case .insets(let i):
      .object([
        "top": .number(i.top), "left": .number(i.left), "bottom": .number(i.bottom),
        "right": .number(i.right),
      ])
    case .indexPath(let path): .array(path.map { .number(CGFloat($0)) })
    }
  }
}
