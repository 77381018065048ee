/// A file as the compiler gets it.
struct PreparedFile: Equatable, Sendable {
  /// Its name in the build folder.
  var name: String
  var text: String
}

/// The one place where a person's source is prepared before the compiler sees it.
///
/// Today each file goes through as written, behind a `#sourceLocation` naming the person's
/// own path, so that every diagnostic points at their file and line even though the compiler
/// reads a copy (the copy is the text that was hashed for the cache: an edit made while the
/// compiler runs cannot slip into a library cached under the old text's key). Rewrites that
/// make more iOS files compile unchanged (Objective-C-only syntax on Linux) belong here, and
/// keep the same rule: every line the person wrote keeps its line number.
enum SourcePreparation {
  static func prepare(_ files: CodeFiles, classes: [DeclaredClass]) -> [PreparedFile] {
    var prepared = files.files.enumerated().map { index, file in
      PreparedFile(
        name: "\(index)-\(safeName(file.path))",
        text: "#sourceLocation(file: \(SwiftLiteral.string(file.path)), line: 1)\n" + file.text
          + (file.text.hasSuffix("\n") ? "" : "\n") + "#sourceLocation()\n")
    }
    prepared.append(
      PreparedFile(name: "TouchLabEntryPoint.swift", text: EntryPointSource.source(for: classes)))
    return prepared
  }

  /// The file's name, kept to letters, digits, `-`, `_` and `.`: it names a file in the
  /// build folder, and the person's path may hold anything.
  private static func safeName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? "code.swift"
    let kept = name.unicodeScalars.map { scalar -> Character in
      let allowed =
        (scalar.value < 0x80)
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_.".unicodeScalars.contains(scalar))
      return allowed ? Character(scalar) : "_"
    }
    let safe = String(kept)
    return safe.hasSuffix(".swift") ? safe : safe + ".swift"
  }
}

/// Swift string literals for generated code.
enum SwiftLiteral {
  /// `text` as a Swift string literal: a path may hold quotes, backslashes or control bytes.
  static func string(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        escaped += "\\u{\(String(scalar.value, radix: 16))}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return "\"" + escaped + "\""
  }
}
