import Foundation
import LibYAML

/// A node written back as YAML text by libyaml's emitter: what the import's side file hands on
/// (``ImportOverrides``), a key and its value as lines of the layout it writes.
///
/// libyaml's own emitter rather than a writer of this project's: it already decides, for every
/// string, whether it can stay plain or must be quoted and how, which a small writer would have
/// to get right again. The settings are those Yams' `serialize(node:)` used (indentation 2, width
/// 80, `\n` breaks, non-ASCII escaped, implicit document start and end) and the events the same,
/// so the text is byte for byte what it wrote (ImportSideFileTests).
package enum YAMLEmitter {
  /// The text of `node` as one YAML document; nil if libyaml refuses an event (it does not for
  /// a tree the composer made).
  package static func text(of node: YAMLNode) -> String? {
    var emitter = yaml_emitter_t()
    guard yaml_emitter_initialize(&emitter) == 1 else { return nil }
    defer { yaml_emitter_delete(&emitter) }
    let output = Output()
    yaml_emitter_set_output(&emitter, Output.write, Unmanaged.passUnretained(output).toOpaque())
    yaml_emitter_set_canonical(&emitter, 0)
    yaml_emitter_set_indent(&emitter, 0)  // below 2: libyaml's 2
    yaml_emitter_set_width(&emitter, 0)  // at most twice the indentation: libyaml's 80
    yaml_emitter_set_unicode(&emitter, 0)
    yaml_emitter_set_break(&emitter, YAML_LN_BREAK)
    yaml_emitter_set_encoding(&emitter, YAML_UTF8_ENCODING)
    let emitted = withExtendedLifetime(output) {
      emit(&emitter) { yaml_stream_start_event_initialize(&$0, YAML_UTF8_ENCODING) }
        && emit(&emitter) { yaml_document_start_event_initialize(&$0, nil, nil, nil, 1) }
        && emit(node, &emitter)
        && emit(&emitter) { yaml_document_end_event_initialize(&$0, 1) }
        && emit(&emitter) { yaml_stream_end_event_initialize(&$0) }
    }
    return emitted ? String(decoding: output.bytes, as: UTF8.self) : nil
  }

  /// The events of `node`, depth first. A collection's depth is bounded by the parse it came
  /// from (``LayoutLoadOptions/maximumYAMLNesting``), on the load's large stack.
  private static func emit(_ node: YAMLNode, _ emitter: inout yaml_emitter_t) -> Bool {
    switch node {
    case .scalar(let scalar):
      var value = Array(scalar.string.utf8)
      let style = yaml_scalar_style_t(rawValue: UInt32(scalar.style.rawValue))
      return withTag(scalar.tag) { tag in
        emit(&emitter) {
          yaml_scalar_event_initialize(&$0, nil, tag, &value, Int32(clamping: value.count), 1, 1, style)
        }
      }
    case .sequence(let sequence):
      let started = withTag(sequence.tag) { tag in
        emit(&emitter) {
          yaml_sequence_start_event_initialize(
            &$0, nil, tag, sequence.tag == .seq ? 1 : 0, YAML_ANY_SEQUENCE_STYLE)
        }
      }
      return started && sequence.allSatisfy { emit($0, &emitter) }
        && emit(&emitter) { yaml_sequence_end_event_initialize(&$0) }
    case .mapping(let mapping):
      let started = withTag(mapping.tag) { tag in
        emit(&emitter) {
          yaml_mapping_start_event_initialize(
            &$0, nil, tag, mapping.tag == .map ? 1 : 0, YAML_ANY_MAPPING_STYLE)
        }
      }
      return started && mapping.allSatisfy { emit($0.key, &emitter) && emit($0.value, &emitter) }
        && emit(&emitter) { yaml_mapping_end_event_initialize(&$0) }
    }
  }

  /// Makes one event with `initialize` (which copies what it is given) and emits it; libyaml
  /// frees the event either way.
  private static func emit(
    _ emitter: inout yaml_emitter_t, _ initialize: (inout yaml_event_t) -> Int32
  ) -> Bool {
    var event = yaml_event_t()
    guard initialize(&event) == 1 else { return false }
    return yaml_emitter_emit(&emitter, &event) == 1
  }

  /// `tag`'s full name as the C string libyaml's event initializers copy.
  private static func withTag(_ tag: YAMLTag, _ body: (UnsafeMutablePointer<UInt8>?) -> Bool) -> Bool {
    var name = Array(tag.name.utf8) + [0]
    return name.withUnsafeMutableBufferPointer { body($0.baseAddress) }
  }

  /// Where libyaml writes the text.
  private final class Output {
    var bytes: [UInt8] = []

    /// libyaml's write handler: `data` is an unretained ``Output``.
    static let write: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int) -> Int32 =
      {
        data, buffer, size in
        guard let data, let buffer else { return 0 }
        Unmanaged<Output>.fromOpaque(data).takeUnretainedValue().bytes.append(
          contentsOf: UnsafeBufferPointer(start: buffer, count: size))
        return 1
      }
  }
}
