import Foundation

extension HierarchyDescription {
  /// The JSON rendering (docs/describe-and-query.md): the same names as the XML, keys sorted,
  /// pretty-printed, with a final newline. Each view is an object of its attributes plus
  /// `gestureRecognizers`, `subviews` (always present, maybe empty), and, when it has them,
  /// `animation`, `segments` and `targetActions`.
  public func json() -> String {
    var root = Self.object(attributes)
    root["format"] = .string("touchlab-description")
    root["windows"] = .array(windows.map(Self.json))
    return JSONValue.object(root).rendered() + "\n"
  }

  private static func object(_ attributes: [DescriptionAttribute]) -> [String: JSONValue] {
    var fields: [String: JSONValue] = [:]
    for attribute in attributes { fields[attribute.name] = attribute.value.json }
    return fields
  }

  private static func json(_ view: ViewDescription) -> JSONValue {
    var fields = object(view.attributes)
    if let animation = view.animation {
      fields["animation"] = .object(object(ViewDescription.attributes(of: animation)))
    }
    if let titles = view.control?.segmentTitles { fields["segments"] = .array(titles.map(JSONValue.string)) }
    if let actions = view.control?.actions {
      fields["targetActions"] = .array(actions.map { .object(object($0.attributes)) })
    }
    fields["gestureRecognizers"] = .array(
      view.gestureRecognizers.map { recognizer in
        var recognizerFields = object(recognizer.attributes)
        recognizerFields["targetActions"] = .array(recognizer.actions.map { .object(object($0.attributes)) })
        return .object(recognizerFields)
      })
    fields["subviews"] = .array(view.subviews.map(json))
    return .object(fields)
  }
}
