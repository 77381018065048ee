import Foundation
import TouchKit
import TouchTrace

/// The picture's colours (named, and out of the raw strings, where `"#` would end them).
enum Palette {
  static let screen = "#f1f3f5"
  static let faint = "#adb5bd"
  static let window = "#1c7ed6"
  static let windowFill = "#f8f9fa"
  static let view = "#ffffff"
  static let line = "#868e96"
  static let label = "#343a40"
  static let hitView = "#ffd8a8"
  static let path = "#e8590c"
  static let touch = "#e03131"
}

/// Lines of SVG, indented, and the escaping its text needs.
struct SVGWriter {
  private(set) var text = ""
  var indent = 0
  var nextClip = 1

  mutating func line(_ content: String) {
    text += String(repeating: "  ", count: indent) + content + "\n"
  }

  /// `stroke: false` for text inside a group that strokes its shapes.
  mutating func text(
    _ content: String, at point: CGPoint, fill: String, italic: Bool = false, stroke: Bool = true
  ) {
    let style = (italic ? #" font-style="italic""# : "") + (stroke ? "" : #" stroke="none""#)
    line(
      #"<text x="\#(Format.number(point.x))" y="\#(Format.number(point.y))" fill="\#(fill)"\#(style)>"#
        + "\(Self.escaped(content))</text>")
  }

  static func box(_ frame: CGRect) -> String {
    #"x="\#(Format.number(frame.minX))" y="\#(Format.number(frame.minY))" "#
      + #"width="\#(Format.number(frame.width))" height="\#(Format.number(frame.height))""#
  }

  /// Text and attribute values as XML (``XMLText/escaped(_:)``).
  static func escaped(_ text: String) -> String { XMLText.escaped(text) }
}
