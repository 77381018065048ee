import Foundation

/// Compiles prepared files into a shared library with `swiftc -emit-library`, against this
/// TouchLab's modules and linked against none of them (their symbols are the running
/// process's own: one copy of the engine).
struct CodeCompiler {
  let compiler: String
  let modules: String

  /// The module every library of a person's code is: fixed, so a reloaded library's classes
  /// have the names the previous one's had.
  static let moduleName = "TouchLabCode"

  /// The flags, without the files and the output: part of the cache key.
  var flags: [String] {
    var flags = [
      "-emit-library", "-module-name", Self.moduleName, "-parse-as-library", "-Onone",
      // iOS projects are mostly in the Swift 5 language mode; Swift 6's strict concurrency
      // would reject much of what they paste.
      "-swift-version", "5",
      "-I", modules,
      // The classic `file:line:column: error:` lines, which ``CompilerOutput`` reads.
      "-diagnostic-style", "llvm", "-no-color-diagnostics",
    ]
    #if os(macOS)
      // The engine's symbols are looked up in the process at load time.
      flags += ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
    #endif
    return flags
  }

  /// Compiles `files` into the library at `output`: written under a temporary name in a
  /// build folder beside it, then renamed into place. On failure, the compiler's diagnostics.
  func compile(_ files: [PreparedFile], to output: String) -> Result<Void, CodeFailure> {
    let manager = FileManager.default
    let build = output + ".build-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? manager.removeItem(atPath: build) }
    do {
      try manager.createDirectory(atPath: build, withIntermediateDirectories: true)
      for file in files {
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: build + "/" + file.name))
      }
    } catch {
      return .failure(
        CodeFailure("TouchLab cannot compile code", [CodeDiagnostic(file: build, message: "\(error)")]))
    }
    let temporary = build + "/library" + LibraryFile.suffix
    let arguments = flags + ["-o", temporary] + files.map { build + "/" + $0.name }
    let result: ProcessRunner.Result
    do {
      result = try ProcessRunner.run(compiler, arguments)
    } catch {
      return .failure(
        CodeFailure(
          "TouchLab cannot run the Swift compiler", [CodeDiagnostic(file: compiler, message: "\(error)")]))
    }
    guard result.status == 0 else {
      var diagnostics = CompilerOutput.diagnostics(in: result.output)
      if diagnostics.isEmpty {
        diagnostics = [
          CodeDiagnostic(file: compiler, message: "exited with status \(result.status): \(result.output)")
        ]
      }
      return .failure(CodeFailure("the code does not compile", MissingAPI.explained(diagnostics)))
    }
    guard rename(temporary, output) == 0 else {
      let reason = String(cString: strerror(errno))
      return .failure(
        CodeFailure("TouchLab cannot keep the compiled code", [CodeDiagnostic(file: output, message: reason)])
      )
    }
    return .success(())
  }
}
