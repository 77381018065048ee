import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiles prepared files into a shared library with `swiftc -emit-library`, against this
/// TouchLab's modules and linked against none of them (their symbols are the running
/// process's own: one copy of the engine).
struct CodeCompiler {
  let compiler: String
  let modules: String
  /// Runs the compiler (tests inject failures).
  var runner: ProcessRunner = .system
  /// Writes the prepared files (tests inject failures): `Data.write` by default.
  var writeFile: @Sendable (_ data: Data, _ path: String) throws -> Void = { data, path in
    try data.write(to: URL(fileURLWithPath: path))
  }

  init(compiler: String, modules: String) {
    self.compiler = compiler
    self.modules = modules
  }

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
      // Every file's errors in one run: without it the driver stops at the first file that
      // fails (six files with an error each report one), so a person fixes a file per run.
      "-continue-building-after-errors",
    ]
    #if os(macOS)
      // The engine's symbols are looked up in the process at load time.
      flags += ["-Xlinker", "-undefined", "-Xlinker", "dynamic_lookup"]
    #endif
    return flags
  }

  /// Compiles `files` into the library at `output`: written under a temporary name in a
  /// build folder beside it, then renamed into place. On failure, the compiler's diagnostics,
  /// or what went wrong with the files in words (``FileProblem``).
  ///
  /// The compiler's own temporary files go in the build folder too (`TMPDIR`): a read-only or
  /// full `/tmp` does not stop a compile whose cache can be written, and a compile killed
  /// half-way leaves its temporaries where the next compile removes them
  /// (``CodeCache/removeStaleBuilds(now:isAlive:)``).
  func compile(_ files: [PreparedFile], to output: String) -> Result<Void, CodeFailure> {
    let manager = FileManager.default
    let build = output + ".build-\(ProcessInfo.processInfo.processIdentifier)"
    let temporaries = build + "/tmp"
    defer { try? manager.removeItem(atPath: build) }
    var path = build
    do {
      try manager.createDirectory(atPath: temporaries, withIntermediateDirectories: true)
      for file in files {
        path = build + "/" + file.name
        try writeFile(Data(file.text.utf8), path)
      }
    } catch {
      return .failure(
        CodeFailure("TouchLab cannot compile code", [FileProblem.diagnostic(for: error, path: path)]))
    }
    let temporary = build + "/library" + LibraryFile.suffix
    let arguments = flags + ["-o", temporary] + files.map { build + "/" + $0.name }
    let result: ProcessRunner.Result
    do {
      result = try runner.execute(compiler, arguments, ["TMPDIR": temporaries + "/"])
    } catch {
      return .failure(
        CodeFailure(
          "TouchLab cannot run the Swift compiler", [FileProblem.diagnostic(for: error, path: compiler)]))
    }
    guard result.status == 0 else {
      var diagnostics = CompilerOutput.diagnostics(in: result.output)
      // No line of the person's code is blamed: the compiler or the linker could not write.
      if diagnostics.allSatisfy({ $0.diagnostic.line == 0 }),
        let number = Self.fileSystemError(in: result.output)
      {
        return .failure(
          CodeFailure("TouchLab cannot compile code", [FileProblem.diagnostic(for: number, path: build)]))
      }
      if diagnostics.isEmpty {
        diagnostics = [
          CodeDiagnostic(file: compiler, message: "exited with status \(result.status): \(result.output)")
        ]
      }
      let own = UIKitTypeNames.declaredTypes(in: files.map(\.text))
      let spelled = diagnostics.map { UIKitTypeNames.spelled($0, except: own) }
      return .failure(CodeFailure("the code does not compile", MissingAPI.explained(spelled, own: own)))
    }
    guard rename(temporary, output) == 0 else {
      return .failure(
        CodeFailure(
          "TouchLab cannot keep the compiled code", [FileProblem.diagnostic(for: errno, path: output)]))
    }
    return .success(())
  }

  /// The file-system failure the compiler or its linker reported, when its output says one
  /// (a link that fails for a full disk says only "linker command failed" on its last line;
  /// the reason is on an earlier one).
  static func fileSystemError(in output: String) -> Int32? {
    let reasons: [(String, Int32)] = [
      ("No space left on device", ENOSPC), ("Disk quota exceeded", EDQUOT),
      ("Read-only file system", EROFS), ("Permission denied", EACCES), ("permissionDenied", EACCES),
    ]
    return reasons.first { output.contains($0.0) }?.1
  }
}
