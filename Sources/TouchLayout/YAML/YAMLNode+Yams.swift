import Foundation
import Yams

/// The node as a Yams node, for what Yams still does off the loading path: serializing a
/// side file's keys back to YAML (``ImportOverrides``) and judging a duplicate key exactly as
/// it did (``YAMLDuplicateKeys``). Tags are the resolved ones; collections' styles `.any`, as
/// Yams' own parser left them.
extension YAMLNode {
  package var yamsNode: Node {
    switch self {
    case .scalar(let scalar):
      .scalar(
        .init(
          scalar.string, Tag(Tag.Name(rawValue: scalar.tag.name)),
          Node.Scalar.Style(rawValue: numericCast(scalar.style.rawValue)) ?? .any))
    case .mapping(let mapping):
      .mapping(
        .init(mapping.map { ($0.key.yamsNode, $0.value.yamsNode) }, Tag(Tag.Name(rawValue: mapping.tag.name)))
      )
    case .sequence(let sequence):
      .sequence(.init(sequence.map(\.yamsNode), Tag(Tag.Name(rawValue: sequence.tag.name))))
    }
  }
}
