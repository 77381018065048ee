import Foundation

/// This TouchLab's compiled modules, which a person's code is compiled against.
///
/// The library is built against the modules and linked against nothing: its references to
/// the engine are resolved, when it is loaded, to this process's own symbols (the binary
/// exports them). The modules' fingerprint goes into the cache key, because the engine is not
/// built for library evolution: a library bakes in field offsets, and one compiled for an
/// earlier build of TouchLab would misread a rebuilt one's objects.
enum HostModules {
  /// The modules a person's code may import, the ones whose layout it bakes in.
  static let required = ["UIKit", "TouchKit"]

  /// The fingerprint of the modules in `folder`, from `memo`'s record while the module files
  /// are the ones it was recorded for (a warm start reads no module), else hashed.
  static func fingerprint(in folder: String, memo: IdentityMemo) -> Result<String, CodeFailure> {
    memo.value(kind: "host-modules", of: required.map { folder + "/" + $0 + ".swiftmodule" }) {
      fingerprint(in: folder)
    }
  }

  /// The fingerprint of the modules in `folder`, or a failure saying what was looked for.
  static func fingerprint(in folder: String) -> Result<String, CodeFailure> {
    var hash = ContentHash()
    for name in required {
      let path = folder + "/" + name + ".swiftmodule"
      guard let data = FileManager.default.contents(atPath: path) else {
        return .failure(
          CodeFailure(
            "TouchLab cannot compile code: its compiled modules are not where it looked",
            [
              CodeDiagnostic(
                file: path,
                message:
                  "not found; TouchLab compiles your code against the modules of its own build "
                  + "(\(required.map { $0 + ".swiftmodule" }.joined(separator: ", "))), looked for in "
                  + "`Modules/` beside the touchlab binary or in $TOUCHLAB_MODULES. Run the touchlab "
                  + "that `swift build` made (.build/debug/touchlab), or set TOUCHLAB_MODULES to its "
                  + "Modules folder")
            ]))
      }
      hash.add(name)
      hash.add(data)
    }
    return .success(hash.hex)
  }
}
