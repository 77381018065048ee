import Foundation
import TouchFoundation
import TouchYAML

/// A layout's `make:` expressions: Swift that makes a view of any class of the person's code
/// (`make: "BadgeView(style: .compact)"`), for classes a layout cannot make with
/// `init(frame:)`.
///
/// They are code, so they are read before the layout is built, like `code:`'s paths: listed in
/// the consent question, part of the consented hash, and compiled into the library's entry
/// point with the code (module TouchCode), where the compiler's errors point at the layout's
/// line and column.
extension LayoutCode {
  /// One `make:` expression and where the layout wrote it: the line and column of its first
  /// character (inside the quotes of a quoted one).
  public struct Expression: Equatable, Hashable, Sendable {
    public var text: String
    public var file: String
    public var line: Int
    public var column: Int

    public init(text: String, file: String, line: Int, column: Int) {
      self.text = text
      self.file = file
      self.line = line
      self.column = column
    }

    /// How the consent question lists it: `layout.yaml:12:13: make: BadgeView(style: .compact)`.
    public var listed: String { "\(file):\(line):\(column): make: \(text)" }
  }

  /// Every `make:` value of the layout text, in file order: a scalar under a `make` key
  /// anywhere in the text (the builder allows it only on views, and reports it elsewhere), found
  /// by the loader's rule for a key's name (``Fields/keyName(_:)``). Text that does not parse
  /// gives none: loading it reports why.
  public static func expressions(
    in text: String, path: String, maximumNesting: Int = LayoutLoadOptions.standard.maximumYAMLNesting
  ) -> [Expression] {
    guard ByteSearch.contains("make", in: text) || ByteSearch.contains("\\", in: text) else { return [] }
    let parsed = try? YAMLComposer.compose(text, maximumNesting: maximumNesting)
    guard let root = parsed ?? nil else { return [] }
    var found: [Expression] = []
    var pending = [root]
    // Depth first, in file order: the nodes to visit are a stack, children pushed reversed.
    while let node = pending.popLast() {
      switch node {
      case .scalar: continue
      case .sequence(let sequence): pending += sequence.nodes.reversed()
      case .mapping(let mapping):
        var children: [YAMLNode] = []
        for (key, value) in mapping {
          if Fields.keyName(key) == "make", case .scalar(let scalar) = value, let mark = value.mark {
            found.append(
              Expression(
                text: value.scalarText ?? "", file: path, line: mark.line,
                column: mark.column + (scalar.isPlain ? 0 : 1)))
          } else {
            children.append(value)
          }
        }
        pending += children.reversed()
      }
    }
    return found
  }
}
