import SwiftParser
import SwiftSyntax

/// A file as the compiler gets it.
struct PreparedFile: Equatable, Sendable {
  /// Its name in the build folder.
  var name: String
  var text: String
}

/// The one place where a person's source is prepared before the compiler sees it.
///
/// Each file has its `#if` decided as an iOS build would (``ConditionalCompilation``), the
/// overrides in extensions of its classes moved into them (``ExtensionOverrides``), then goes
/// through the rewrite that makes iOS files compile without Objective-C (``SourceRewriter``), behind a `#sourceLocation` naming the person's own path, so that every
/// diagnostic points at their file and line even though the compiler reads a copy (the copy is
/// the text that was hashed for the cache: an edit made while the compiler runs cannot slip
/// into a library cached under the old text's key). After the person's last line comes the
/// file's action table (``ActionTableSource``) and outlet table (``OutletTableSource``), and one more file, the entry point, lists the
/// classes and registers the tables (``EntryPointSource``). The rule every rewrite keeps:
/// each line the person wrote keeps its line and column, or is told to the compiler with
/// `#sourceLocation` where it moved.
enum SourcePreparation {
  /// `trees` are the files' parsed trees when the caller has them, with their `#if` already
  /// decided (the loader does that once, for discovery and preparation:
  /// ``ConditionalCompilation``); else the files are read as written and their `#if` decided
  /// here with `configuration`.
  static func prepare(
    _ written: CodeFiles, classes: [DeclaredClass], trees parsed: [SourceFileSyntax]? = nil,
    onLinux: Bool = SourcePreparation.isLinux, configuration: IOSBuildConfiguration = .current
  ) -> Result<[PreparedFile], CodeFailure> {
    let configured =
      parsed.map { (files: written, trees: $0) }
      ?? ConditionalCompilation.configured(written, configuration: configuration)
    // Overrides in extensions move into their classes before any other pass reads the code.
    let (files, trees) = ExtensionOverrides.relocated(configured.files, trees: configured.trees)
    let methods = zip(files.files, trees).map { file, tree in
      ActionMethodScanner.methods(in: tree, file: file.path)
    }
    let resolver = SelectorResolver(methods: methods.flatMap { $0 })
    var prepared: [PreparedFile] = []
    var problems: [CodeDiagnostic] = []
    var tables: [String] = []
    var outletTables: [String] = []
    for (index, file) in files.files.enumerated() {
      let rewriter = SourceRewriter(
        file: file.path, text: file.text, tree: trees[index], resolver: resolver, onLinux: onLinux)
      rewriter.walk(trees[index])
      problems += rewriter.problems
      let text = SourceEdit.apply(rewriter.edits, to: file.text)
      let table = ActionTableSource.source(index: index, methods: methods[index])
      if table != nil { tables.append(ActionTableSource.registrationFunction(index: index)) }
      let outlets = OutletTableSource.source(
        index: index, outlets: OutletScanner.outlets(in: trees[index], file: file.path))
      if outlets != nil { outletTables.append(OutletTableSource.registrationFunction(index: index)) }
      prepared.append(
        PreparedFile(
          name: "\(index)-\(safeName(file.path))",
          text: networkingImport(for: file.text, onLinux: onLinux)
            + "#sourceLocation(file: \(SwiftLiteral.string(file.path)), line: 1)\n" + text
            + (text.hasSuffix("\n") ? "" : "\n") + "#sourceLocation()\n" + (table ?? "") + (outlets ?? "")))
    }
    guard problems.isEmpty else {
      return .failure(CodeFailure("TouchLab cannot prepare the code for compiling", problems))
    }
    prepared.append(
      PreparedFile(
        name: "TouchLabEntryPoint.swift",
        text: EntryPointSource.source(
          for: classes, actionTables: tables, outletTables: outletTables, expressions: written.expressions)))
    return .success(prepared)
  }

  /// Foundation on Apple systems has `URLSession` and its kin, which iOS code uses with
  /// `import UIKit` alone; on Linux they live in `FoundationNetworking`, so a file that names
  /// one gets that import, before its first line (its lines keep their numbers). Only such a
  /// file: the module links libcurl, which the rest need not load.
  static func networkingImport(for text: String, onLinux: Bool) -> String {
    guard onLinux, networkingNames.contains(where: text.contains) else { return "" }
    return "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"
  }

  /// The types `FoundationNetworking` holds on Linux that app code names.
  static let networkingNames = [
    "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "URLCredential",
    "HTTPCookie", "URLProtocol", "URLAuthenticationChallenge",
  ]

  /// Whether this process runs where Swift has no Objective-C.
  static var isLinux: Bool {
    #if canImport(ObjectiveC)
      false
    #else
      true
    #endif
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
