import Foundation
import Testing

@testable import TouchCode

/// `#if` decided as Xcode decides it building for iOS (issue 36, item 1): the active clause's
/// code stays where it was written, everything else (the directives, the clauses not taken)
/// becomes spaces with its line breaks kept. Source: The Swift Programming Language, "Compiler
/// Control Statements" (the conditions `os()`, `canImport()`, `targetEnvironment()`, `arch()`,
/// `swift()`, `compiler()`).
@Suite("Conditional compilation")
struct ConditionalCompilationTests {
  /// The configuration the tests use: `Combine` importable when `combine` says so, every
  /// other module but UIKit's not.
  private func configuration(combine: Bool = false) -> IOSBuildConfiguration {
    IOSBuildConfiguration { combine && $0 == "Combine" }
  }

  private func configured(_ text: String, combine: Bool = false) -> String {
    let files = CodeFiles(files: [CodeFiles.File(path: "/code/Card.swift", text: text)])
    return ConditionalCompilation.configured(files, configuration: configuration(combine: combine)).files
      .files[0].text
  }

  /// Every line keeps its length: what stays starts in its own column.
  private func expectSameShape(
    _ before: String, _ after: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let old = before.split(separator: "\n", omittingEmptySubsequences: false)
    let new = after.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(old.count == new.count, sourceLocation: sourceLocation)
    for (original, changed) in zip(old, new) {
      #expect(original.utf8.count == changed.utf8.count, sourceLocation: sourceLocation)
    }
  }

  @Test("os(iOS) is true, os(macOS) and os(Linux) false: the iOS clause stays, in its columns")
  func operatingSystem() {
    let source = """
      #if os(iOS)
      class Card: UIView {}
      #elseif os(macOS)
      class Card: NSView {}
      #else
      class Card {}
      #endif
      #if os(Linux)
      let linux = true
      #endif
      """
    let result = configured(source)
    expectSameShape(source, result)
    #expect(result.contains("\nclass Card: UIView {}\n"))
    #expect(!result.contains("NSView"))
    #expect(!result.contains("class Card {}"))
    #expect(!result.contains("linux"))
    #expect(!result.contains("#"))
  }

  @Test("canImport(UIKit) is true; another module as this toolchain answers (Combine here, or not)")
  func canImport() {
    let source = """
      #if canImport(UIKit)
      import UIKit
      #endif
      #if canImport(Combine)
      let publisher = "Combine"
      #else
      let publisher = "none"
      #endif
      """
    #expect(configured(source).contains("import UIKit"))
    #expect(configured(source).contains("\"none\""))
    #expect(!configured(source).contains("\"Combine\""))
    #expect(configured(source, combine: true).contains("\"Combine\""))
  }

  @Test("canImport of a module this toolchain has (Foundation) and lacks (AppKit), asked of its folders")
  func toolchainAnswers() {
    let configuration = IOSBuildConfiguration.current
    #expect(configuration.isImportable("Foundation"))
    #expect(configuration.isImportable("Dispatch"))
    #if os(Linux)
      #expect(!configuration.isImportable("AppKit"))
      #expect(!configuration.isImportable("Combine"))
    #endif
  }

  @Test("targetEnvironment(simulator) is true (TouchLab's documented choice), macCatalyst false")
  func simulator() {
    let source = """
      #if targetEnvironment(simulator)
      let device = "simulator"
      #else
      let device = "device"
      #endif
      #if targetEnvironment(macCatalyst)
      let catalyst = true
      #endif
      """
    let result = configured(source)
    #expect(result.contains("\"simulator\""))
    #expect(!result.contains("\"device\""))
    #expect(!result.contains("catalyst"))
  }

  @Test("A nested #if is decided inside the active clause; one in an inactive clause goes with it")
  func nested() {
    let source = """
      #if os(iOS)
      class Card: UIView {
          #if DEBUG
          let debug = true
          #endif
          #if swift(>=5.9)
          let modern = true
          #endif
      }
      #else
      #if os(macOS)
      let mac = true
      #endif
      #endif
      """
    let result = configured(source)
    expectSameShape(source, result)
    #expect(result.contains("    let modern = true"))
    #expect(!result.contains("debug"))
    #expect(!result.contains("mac"))
  }

  @Test("A class inside #if os(iOS) is found; one inside #if os(macOS) is not")
  func discovery() throws {
    let source = """
      import UIKit
      #if os(iOS)
      class PhoneCard: UIView {}
      #else
      class DesktopCard: UIView {}
      #endif
      """
    let files = CodeFiles(files: [CodeFiles.File(path: "/code/Card.swift", text: source)])
    let found = try ClassDiscovery.discover(in: files, builtInNames: []).get()
    #expect(found.classes.map(\.name) == ["PhoneCard"])
    #expect(found.classes.first?.line == 3)
  }
}
