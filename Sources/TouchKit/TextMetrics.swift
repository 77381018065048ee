import Foundation

/// TouchLab's text model: how wide a label's or a button's text is, for `intrinsicContentSize`.
///
/// Widths are the advance widths of **DejaVu Sans** (Book, version 2.37, the free Bitstream
/// Vera derivative shipped by most Linux distributions), read from its `hmtx` table for the
/// printable ASCII characters U+0020–U+007E, in font units of 2048 per em, by
/// `Scripts/font-advances.py`. A character outside that range takes 0.6 em. The height of a line
/// is the font's `lineHeight` (1.2 × the point size, rounded: Font.swift).
///
/// Known error: iOS draws San Francisco, whose metrics are Apple's and are not on this machine,
/// so the error was not measured; DejaVu Sans is a wide face (its lowercase averages 0.6 em),
/// so expect widths too large, by perhaps a tenth to a fifth. The font's weight is not taken
/// into account (bold is as wide as regular here); no kerning, no ligatures. A multi-line
/// label wraps at spaces, a word wider than the line between characters (UILabel's word
/// wrapping); no hyphenation. Heights depend on the table only through where lines wrap.
enum TextMetrics {
  /// DejaVu Sans's advance widths of U+0020 … U+007E, in 1/2048 em.
  static let advances: [UInt16] = [
    651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716,
    651, 739, 651, 690, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303,
    1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430,
    1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
    1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799,
    690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300,
    1298, 569, 569, 1186, 569, 1995, 1298, 1253, 1300, 1300, 842, 1067,
    803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
  ]

  /// The units per em of ``advances``.
  static let unitsPerEm: CGFloat = 2048

  /// The width of one line of `text` in `font`.
  static func width(of text: Substring, font: Font) -> CGFloat {
    var units: CGFloat = 0
    for scalar in text.unicodeScalars {
      let index = Int(scalar.value) - 0x20
      units += advances.indices.contains(index) ? CGFloat(advances[index]) : 0.6 * unitsPerEm
    }
    return units / unitsPerEm * font.pointSize
  }

  /// The size of `text` set in `font` on at most `maximumLines` lines (0: as many as it has),
  /// breaking only at its newlines: the widest line, and the lines' height.
  static func size(of text: String, font: Font, maximumLines: Int) -> CGSize {
    if text.isEmpty { return .zero }
    // One line (most labels): its width, without splitting the text into an array of lines.
    if !text.utf8.contains(UInt8(ascii: "\n")) {
      return CGSize(width: width(of: text[...], font: font), height: font.lineHeight)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if maximumLines > 0 && lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) }
    let width = lines.map { self.width(of: $0, font: font) }.max() ?? 0
    return CGSize(width: width, height: CGFloat(lines.count) * font.lineHeight)
  }

  /// The size of `text` wrapped at `width` as a label wraps it (at spaces; a word wider than
  /// the line is broken between characters), on at most `maximumLines` lines (0: all); nil or
  /// a width that is not positive and finite: only at newlines.
  static func size(of text: String, font: Font, maximumLines: Int, wrappingAt width: CGFloat?) -> CGSize {
    guard let width, width > 0, width.isFinite, !text.isEmpty else {
      return size(of: text, font: font, maximumLines: maximumLines)
    }
    var lines = 0
    var widest: CGFloat = 0
    let space = self.width(of: " ", font: font)
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += 1
      var line: CGFloat = 0
      var empty = true
      for word in paragraph.split(separator: " ") {
        let length = self.width(of: word, font: font)
        if !empty, line + space + length <= width {
          line += space + length
          continue
        }
        if !empty {
          widest = max(widest, line)
          lines += 1
        }
        line = 0
        for character in word {
          let advance = self.width(of: Substring(String(character)), font: font)
          if line > 0, line + advance > width {
            widest = max(widest, line)
            lines += 1
            line = 0
          }
          line += advance
        }
        empty = false
      }
      widest = max(widest, line)
    }
    if maximumLines > 0 { lines = min(lines, maximumLines) }
    return CGSize(width: min(widest, width), height: CGFloat(lines) * font.lineHeight)
  }

  /// A label's intrinsic size: its text's (UIKit's `UILabel`: zero for no text), wrapped at
  /// its ``Label/wrappingWidth`` when it has more than one line.
  static func intrinsicSize(of label: Label) -> CGSize {
    size(
      of: label.text ?? "", font: label.font, maximumLines: label.numberOfLines,
      wrappingAt: label.wrappingWidth)
  }

  /// A button's intrinsic size: its title's, plus `contentEdgeInsets`, plus 6 points above
  /// and below (UIKit's system button: a 15-point title gives the familiar 30-point height),
  /// at least 30 points wide when it has no title. A configured button's insets are its
  /// configuration's `contentInsets` (UIKit ignores `contentEdgeInsets` then).
  static func intrinsicSize(of button: Button) -> CGSize {
    let font = button.titleFont
    let title = size(of: button.title, font: font, maximumLines: 1)
    let insets = button.configuration?.contentInsets.edgeInsets ?? button.contentEdgeInsets
    return CGSize(
      width: (button.title.isEmpty ? 30 : title.width) + insets.left + insets.right,
      height: font.lineHeight + 12 + insets.top + insets.bottom)
  }
}

extension Button {
  /// The title's font: its title label's if code set one, else UIKit's 15-point system font.
  var titleFont: Font { content.titleLabel?.font ?? Font.systemFont(ofSize: 15) }
}
