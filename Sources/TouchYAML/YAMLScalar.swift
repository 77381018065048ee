import Foundation

/// A scalar: its text as written (quotes and escapes undone by libyaml), its style and its
/// resolved tag.
package struct YAMLScalar {
  /// libyaml's scalar styles, in its numbering (`yaml_scalar_style_t`), as Yams kept them.
  enum Style: UInt8 {
    case any, plain, singleQuoted, doubleQuoted, literal, folded
  }

  // In this order, so that a scalar, and so every node, takes 32 bytes (issue 17).
  var string: String
  package var mark: YAMLMark
  package var tag: YAMLTag
  var style: Style

  init(string: String, tag: YAMLTag, style: Style, mark: YAMLMark) {
    self.string = string
    self.mark = mark
    self.tag = tag
    self.style = style
  }

  /// True for a scalar written without quotes or block indicators: only these are numbers,
  /// booleans or null (`"0.5"` is a string).
  package var isPlain: Bool { style == .plain || style == .any }
}
