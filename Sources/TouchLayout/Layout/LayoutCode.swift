import Foundation
import TouchFoundation
import TouchYAML

/// The Swift files a layout's `code:` key names: a path, or a list of paths (files or
/// folders), relative to the layout's folder.
///
/// Read before the layout is built, because the classes the code declares must exist when
/// the views that name them are made; the builder checks the key's shape again as part of
/// the layout. The files are compiled only with the person's consent (module TouchCode).
public enum LayoutCode {
  /// One path of `code:`, resolved, with where the layout wrote it.
  public struct Reference: Equatable, Sendable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
      (self.path, self.line, self.column) = (path, line, column)
    }
  }

  /// The references in the layout text `text` read from `path`. Text that does not parse, or
  /// a `code:` of the wrong shape, gives none here: loading the layout reports it. A file of
  /// any kind (a dump names no code) is asked through ``references(inAnyFile:path:maximumNesting:)``.
  ///
  /// The key is found as the loader finds it: in the same parse, by the same rule for a key's
  /// name (``Fields/keyName(_:)``), the first of its spellings, so `code : X`, `"code": X`,
  /// `'code': X`, `? code` and `"\x63ode": X` are all `code:` to both. Code the loader would
  /// see but this missed would be a layout that runs without its classes, and worse, a
  /// consent asked about other files than the layout names. `maximumNesting`: the load's
  /// (``LayoutLoadOptions/maximumYAMLNesting``), so a text the load parses is parsed here too.
  public static func references(
    in text: String, path: String,
    maximumNesting: Int = LayoutLoadOptions.standard.maximumYAMLNesting
  ) -> [Reference] {
    guard mayName(in: text) else { return [] }
    let parsed = try? YAMLComposer.compose(text, maximumNesting: maximumNesting)
    guard let root = parsed ?? nil, case .mapping(let mapping) = root,
      let node = mapping.first(where: { Fields.keyName($0.key) == "code" })?.value
    else { return [] }
    let folder =
      path == "-"
      ? FileManager.default.currentDirectoryPath : URL(fileURLWithPath: path).deletingLastPathComponent().path
    let nodes: [YAMLNode]
    switch node {
    case .sequence(let sequence): nodes = Array(sequence)
    default: nodes = [node]
    }
    return nodes.compactMap { item in
      guard case .scalar = item, let text = item.scalarText, !text.isEmpty else { return nil }
      let resolved = text.hasPrefix("/") ? text : folder + "/" + text
      return Reference(
        path: URL(fileURLWithPath: resolved).standardizedFileURL.path, line: item.mark?.line ?? 0,
        column: item.mark?.column ?? 0)
    }
  }

  /// Whether `text` may have a key named `code`, without parsing it: most layouts have no code,
  /// and are not parsed twice (nor searched as UTF-16). A key's name is its characters as
  /// written, except in a double-quoted key, whose escapes (`\x63`, `\u0063`, an escaped line
  /// break) can spell any of them: so a text with the four letters together or a backslash
  /// anywhere is parsed. Plain, single-quoted and block scalars fold a line break to a space,
  /// never to nothing, so they cannot split the name over lines.
  static func mayName(in text: String) -> Bool {
    ByteSearch.contains("code", in: text) || ByteSearch.contains("\\", in: text)
  }
}

extension LayoutBuilder {
  /// `code:`'s shape: a path or a list of paths. What they name was compiled before the
  /// build began (``LayoutCode``); here the key is only checked, so a mistake in it is
  /// reported at its line like any other.
  func checkCode(_ node: YAMLNode) {
    switch node {
    case .sequence(let sequence):
      for item in sequence { _ = string(item, "each path of 'code'") }
    default:
      _ = string(node, "code")
    }
  }
}
