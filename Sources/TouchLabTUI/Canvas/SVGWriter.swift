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

/// Lines of SVG, indented, and the escaping its text needs: one writer for every picture
/// (`--picture`'s scene, `touchlab map --format svg`), so they open, draw the screen and close
/// alike.
struct SVGWriter {
  private(set) var text = ""
  var indent = 0
  var nextClip = 1

  /// A picture's opening: the XML declaration, `<svg>` in screen points (its view box the
  /// screen), and its title.
  mutating func begin(screen: CGSize, title: String?) {
    let width = Format.number(screen.width)
    let height = Format.number(screen.height)
    line(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    line(
      #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
        + #"viewBox="0 0 \#(width) \#(height)" font-family="Helvetica, Arial, sans-serif" font-size="12">"#)
    indent += 1
    if let title { line("<title>\(Self.escaped(title))</title>") }
  }

  /// The screen, under everything drawn on it.
  mutating func screenRectangle(_ screen: CGSize) {
    line(
      #"<rect class="screen" x="0" y="0" width="\#(Format.number(screen.width))" "#
        + #"height="\#(Format.number(screen.height))" fill="\#(Palette.screen)" stroke="\#(Palette.faint)"/>"#
    )
  }

  /// Closes what ``begin(screen:title:)`` opened; the whole text.
  mutating func end() -> String {
    indent -= 1
    line("</svg>")
    return text
  }

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
