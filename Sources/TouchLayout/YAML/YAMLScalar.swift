import Foundation

/// A scalar: its text as written (quotes and escapes undone by libyaml), its style and its
/// resolved tag.
struct YAMLScalar {
  /// libyaml's scalar styles, in its numbering (`yaml_scalar_style_t`), as Yams kept them.
  enum Style: UInt8 {
    case any, plain, singleQuoted, doubleQuoted, literal, folded
  }

  var string: String
  var tag: YAMLTag
  var style: Style
  var mark: YAMLMark

  /// True for a scalar written without quotes or block indicators: only these are numbers,
  /// booleans or null (`"0.5"` is a string).
  var isPlain: Bool { style == .plain || style == .any }
}
