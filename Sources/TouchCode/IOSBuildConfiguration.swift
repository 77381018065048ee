import Foundation
import SwiftIfConfig
import SwiftSyntax

/// The answers an iOS build gives to a file's `#if` conditions, for swift-syntax's evaluator
/// (``ConditionalCompilation``). A file copied out of an app says `#if os(iOS)` or
/// `#if canImport(UIKit)` around its views; the Swift compiler on Linux would answer false and
/// drop them, so TouchLab decides these conditions itself, as Xcode building for iOS would:
///
/// - `os(iOS)` is true and every other operating system false (`os(macOS)`, `os(Linux)`):
///   the file is an iOS file, whatever TouchLab runs on.
/// - `canImport(UIKit)` (and `QuartzCore`, `CoreGraphics`, UIKit's submodules) is true:
///   TouchLab's UIKit module is what `import UIKit` finds. Any other module is importable when
///   this toolchain or TouchLab's modules folder has it (`canImport(Combine)` is false on Linux,
///   `canImport(Foundation)` true), so the branch taken is the one that compiles here.
/// - `targetEnvironment(simulator)` is true, a choice: TouchLab runs iOS code on the computer's
///   own processor with no device hardware, as the Simulator does, and code written for the
///   Simulator avoids hardware (camera, haptics) TouchLab does not have either. `arch(…)` is
///   therefore this computer's, as in a Simulator build. `targetEnvironment(macCatalyst)` is false.
/// - `_runtime(_ObjC)` is false: there is no Objective-C runtime (what that branch calls would
///   not compile); `_runtime(_Native)` is true.
/// - `swift(>=…)` is Swift 5.10, the language mode the code is compiled in (``CodeCompiler``);
///   `compiler(>=…)` is this TouchLab's compiler. No custom condition (`DEBUG`) is set, as the
///   compile passes none; `hasFeature` and `hasAttribute` are false.
struct IOSBuildConfiguration: BuildConfiguration {
  /// Whether a module other than UIKit's can be imported: asked of the toolchain's folders.
  var isImportable: (String) -> Bool

  /// This process's: its compiler and TouchLab's modules folder (``CodeEnvironment/current``).
  static var current: IOSBuildConfiguration {
    let environment = CodeEnvironment.current
    return forToolchain(compiler: environment.compiler, modules: environment.modules)
  }

  /// The modules that are TouchLab's UIKit (the rewrite turns their imports into `import UIKit`).
  static let uikitModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]

  /// The configuration for code compiled by `compiler` against TouchLab's `modules` folder: a
  /// module is importable when a `.swiftmodule` of its name is in that folder or in the
  /// toolchain's own module folder (`<toolchain>/usr/lib/swift/linux`).
  static func forToolchain(compiler: String?, modules: String) -> IOSBuildConfiguration {
    var folders = [modules]
    if let compiler {
      let binary = URL(fileURLWithPath: compiler).resolvingSymlinksInPath()
      let library = binary.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lib/swift")
      #if os(macOS)
        folders.append(library.appendingPathComponent("macosx").path)
      #else
        folders.append(library.appendingPathComponent("linux").path)
      #endif
    }
    return IOSBuildConfiguration { module in
      folders.contains { FileManager.default.fileExists(atPath: $0 + "/" + module + ".swiftmodule") }
    }
  }

  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
    guard let module = importPath.first?.1 else { return false }
    if Self.uikitModules.contains(module) { return true }
    return isImportable(module)
  }

  func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }

  func isActiveTargetEnvironment(name: String) throws -> Bool { name == "simulator" }

  func isActiveTargetArchitecture(name: String) throws -> Bool {
    #if arch(x86_64)
      name == "x86_64"
    #elseif arch(arm64)
      name == "arm64"
    #else
      false
    #endif
  }

  func isActiveTargetRuntime(name: String) throws -> Bool { name == "_Native" }

  func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }

  func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }

  func isCustomConditionSet(name: String) throws -> Bool { false }

  func hasFeature(name: String) throws -> Bool { false }

  func hasAttribute(name: String) throws -> Bool { false }

  var targetPointerBitWidth: Int { 64 }

  var targetAtomicBitWidths: [Int] { [32, 64, 128] }

  var endianness: Endianness { .little }

  var languageVersion: VersionTuple { VersionTuple(5, 10) }

  var compilerVersion: VersionTuple {
    #if compiler(>=6.4)
      VersionTuple(6, 4)
    #elseif compiler(>=6.3)
      VersionTuple(6, 3)
    #elseif compiler(>=6.2)
      VersionTuple(6, 2)
    #elseif compiler(>=6.1)
      VersionTuple(6, 1)
    #else
      VersionTuple(6, 0)
    #endif
  }
}
