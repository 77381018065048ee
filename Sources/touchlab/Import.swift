import ArgumentParser
import Foundation
import TouchFoundation
import TouchImport
import TouchKit
import TouchLayout
import TouchOpening

/// `touchlab import DUMP`: a `recursiveDescription` (or Chisel `pviews`) dump, or a storyboard's
/// or xib's scene, as a readable TouchLab layout, to keep, edit and add recognizers to
/// (docs/import.md, docs/interface-builder.md).
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Turn a recursiveDescription or pviews dump into a layout.",
    discussion: """
      Reads the text LLDB prints for `po view.recursiveDescription()` (prompts, `(layer)` lines and \
      blank lines are passed over) and writes a layout: unique ids made from class, text and tag, \
      frames as in the dump, each view's original class and address under `imported:`. Lines that \
      cannot be read are listed as warnings (file:line:column) and the import goes on; with \
      --strict any warning exits 2. Every other command takes the dump as it is, too. A \
      .storyboard or .xib is imported the same way (one scene: --scene).

      Examples:
        touchlab import Layouts/Dumps/ios7-notes.txt
        touchlab import Layouts/Dumps/chisel-pviews.txt -o pviews.yaml
        touchlab describe Layouts/Dumps/table-cells.txt
      """)

  @Argument(
    help: "The dump or Interface Builder file, or - for standard input (pbpaste | touchlab import -).")
  var dump: String

  @Option(name: [.short, .customLong("output")], help: "Write the layout here instead of standard output.")
  var output: String?

  @Option(
    help: "A side file mapping classes and adding keys to views (default: DUMP.import.yaml, if it exists).")
  var sideFile: String?

  @Option(help: "A storyboard's or xib's scene: storyboard identifier, title or IB object id.")
  var scene: String?

  @Flag(help: "Exit 2 if any line of the dump could not be read.")
  var strict = false

  /// `--code`: the classes a side file may name (`MyCardView: RoundButton`).
  @OptionGroup var code: CodeOptions

  func run() throws {
    let registry: ViewClassRegistry
    switch LoadContext(limits: .standard, code: code).code.registry(forLayoutAt: dump, text: "") {
    case .success(let loaded): registry = loaded
    case .failure(let error):
      error.diagnostics.forEach { printError($0.description) }
      throw ExitCode(2)
    }
    let imported: DumpImport
    do {
      if let text = try InterfaceBuilderFile.text(contentsOf: dump) {
        imported = try InterfaceBuilderImporter.importDocument(
          text: text, source: dump, scene: scene, codeClasses: registry.archivableClassNames
        ).get()
      } else {
        imported = try DumpImporter.importDump(contentsOf: dump, sideFile: sideFile)
      }
    } catch {
      error.diagnostics.forEach { printError($0.description) }
      throw ExitCode(2)
    }
    for warning in imported.warnings { printError(warning.description) }
    // What import writes must load: checked here, read back as it will be read, so a side
    // file's mistake shows now. Standard output goes, most often, to a file in the current folder.
    let folder =
      output.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
      ?? FileManager.default.currentDirectoryPath
    do {
      _ = try LayoutLoader.load(
        importedYAMLOf: imported, source: output ?? "<import>", writtenTo: folder, registry: registry)
    } catch {
      printError("touchlab: the imported layout does not load:")
      error.diagnostics.forEach { printError($0.description) }
      throw ExitCode(2)
    }
    if strict, !imported.warnings.isEmpty {
      printError("touchlab: \(imported.warnings.count) warning(s), and --strict is on")
      throw ExitCode(2)
    }
    if let output {
      do {
        try AtomicFile.write(imported.yaml(writtenTo: folder), to: output)
      } catch {
        printError("touchlab: \(error.message) (the imported layout)")
        throw ExitCode(2)
      }
      printError("touchlab: imported \(imported.viewCount) views into \(output)")
    } else {
      print(imported.yaml(writtenTo: folder), terminator: "")
    }
  }
}
