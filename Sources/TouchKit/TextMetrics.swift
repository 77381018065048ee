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
/// into account (bold is as wide as regular here); no kerning, no ligatures, no wrapping but
/// at newlines. Heights do not depend on the table.
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

  /// A label's intrinsic size: its text's (UIKit's `UILabel`: zero for no text).
  static func intrinsicSize(of label: Label) -> CGSize {
    size(of: label.text ?? "", font: label.font, maximumLines: label.numberOfLines)
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
