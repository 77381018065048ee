import Foundation
import TouchKit

extension HierarchyDescription {
  /// The JSON rendering (docs/describe-and-query.md): the same names as the XML, keys sorted,
  /// pretty-printed, with a final newline. Each view is an object of its attributes plus
  /// `gestureRecognizers`, `subviews` (always present, maybe empty), and, when it has them,
  /// `animation`, `segments`, `targetActions`, `constraints`, `ambiguousLayout` and `edges`.
  public func json() -> String {
    var root = Self.object(attributes)
    root["format"] = .string("touchlab-description")
    root["windows"] = .array(windows.map(Self.json))
    var value = JSONValue.object(root)
    root = [:]
    defer { value.dismantle() }
    return value.rendered() + "\n"
  }

  private static func object(_ attributes: [DescriptionAttribute]) -> [String: JSONValue] {
    var fields: [String: JSONValue] = [:]
    for attribute in attributes { fields[attribute.name] = attribute.value.json }
    return fields
  }

  /// A view's object and its subtree's, built with an explicit stack (a view's object is
  /// finished when its last subview's is): a description may be 10,000 views deep.
  private static func json(_ view: ViewDescription) -> JSONValue {
    var stack = [(fields: fields(of: view), subviews: view.subviews, done: [JSONValue]())]
    while var top = stack.popLast() {
      if top.done.count < top.subviews.count {
        let subview = top.subviews[top.done.count]
        stack.append(top)
        stack.append((fields(of: subview), subview.subviews, []))
        continue
      }
      top.fields["subviews"] = .array(top.done)
      guard !stack.isEmpty else { return .object(top.fields) }
      stack[stack.count - 1].done.append(.object(top.fields))
    }
    return .object([:])
  }

  /// A view's fields but its subviews.
  private static func fields(of view: ViewDescription) -> [String: JSONValue] {
    var fields = object(view.attributes)
    if let animation = view.animation {
      fields["animation"] = .object(object(ViewDescription.attributes(of: animation)))
    }
    if let titles = view.control?.segmentTitles { fields["segments"] = .array(titles.map(JSONValue.string)) }
    if let actions = view.control?.actions {
      fields["targetActions"] = .array(actions.map { .object(object($0.attributes)) })
    }
    if !view.constraints.isEmpty {
      fields["constraints"] = .array(view.constraints.map(JSONValue.string))
      fields["ambiguousLayout"] = .array(view.ambiguousLayout.map(JSONValue.string))
      fields["edges"] = .array(view.edges.map(JSONValue.string))
    }
    fields["gestureRecognizers"] = .array(
      view.gestureRecognizers.map { recognizer in
        var recognizerFields = object(recognizer.attributes)
        recognizerFields["targetActions"] = .array(recognizer.actions.map { .object(object($0.attributes)) })
        return .object(recognizerFields)
      })
    return fields
  }
}
