import SwiftParser
import SwiftSyntax
import TouchFoundation

/// The classes of a person's code that a layout can name: every class that descends, in
/// the files given, from a UIKit view or control or from `UIGestureRecognizer`. Each is
/// registered under its own name; no registration code is written by the person.
///
/// Descent is followed through the files (`class Fancy: RoundButton`, `class RoundButton:
/// UIButton`), in any order. A class whose superclass is from elsewhere (`NSObject`) is not
/// a view and is left alone.
public struct ClassDiscovery: Equatable, Sendable {
  /// The classes to register, views and recognizers, in file and source order.
  public private(set) var classes: [DeclaredClass] = []
  /// What was passed over and why (a private view class), for the person to read.
  public private(set) var notes: [CodeDiagnostic] = []

  /// Finds the classes in `files`. Fails when none is a view or recognizer, when two
  /// declarations share a name, or when a name is one of `builtInNames` (a layout's
  /// `class: Button` must keep meaning TouchLab's button).
  public static func discover(in files: CodeFiles, builtInNames: Set<String>) -> Result<
    ClassDiscovery, CodeFailure
  > {
    discover(in: files, trees: files.files.map { Parser.parse(source: $0.text) }, builtInNames: builtInNames)
  }

  /// Finds the classes in `files`, whose parsed trees are `trees` (parsed once by the loader,
  /// which prepares the same trees: parsing is most of a warm start's own work, issue 42).
  static func discover(in files: CodeFiles, trees: [SourceFileSyntax], builtInNames: Set<String>) -> Result<
    ClassDiscovery, CodeFailure
  > {
    let declared = zip(files.files, trees).flatMap { ClassScanner.classes(in: $1, file: $0.path) }
    var problems = duplicates(in: declared)
    var discovery = ClassDiscovery()
    for var declaredClass in descendants(in: declared) {
      if builtInNames.contains(declaredClass.name) {
        problems.append(
          place(
            declaredClass,
            "class '\(declaredClass.name)' has the name of a built-in class; rename it (a layout's "
              + "'class: \(declaredClass.name)' names TouchLab's own)"))
      } else if declaredClass.isFilePrivate || declaredClass.isGeneric {
        let why = declaredClass.isGeneric ? "is generic" : "is private"
        discovery.notes.append(
          place(
            declaredClass, "class '\(declaredClass.name)' \(why), so a layout cannot name it", isWarning: true
          ))
      } else {
        declaredClass.kind = declaredClass.kind ?? .view
        discovery.classes.append(declaredClass)
      }
    }
    if problems.isEmpty && discovery.classes.isEmpty {
      let names = files.files.map(\.path).joined(separator: ", ")
      problems.append(
        CodeDiagnostic(
          file: names,
          message:
            "no class here subclasses a UIKit view or control (UIView, UIControl, UIButton, …), "
            + "UIGestureRecognizer or UIViewController, so there is nothing for a layout to name"))
    }
    guard problems.isEmpty else {
      return .failure(CodeFailure("the code's classes cannot be used", problems))
    }
    return .success(discovery)
  }

  /// The declared classes that descend from a UIKit view or recognizer, each with its kind.
  private static func descendants(in declared: [DeclaredClass]) -> [DeclaredClass] {
    var kinds: [String: DeclaredClass.Kind] = [:]
    var changed = true
    // A fixed point: each pass settles at least one more level of descent.
    while changed {
      changed = false
      for declaredClass in declared where kinds[declaredClass.name] == nil {
        guard let superclass = declaredClass.superclass else { continue }
        let kind =
          UIKitBaseClasses.kind(ofSubclassOf: superclass) ?? kinds[superclass]
          ?? kinds[lastComponent(of: superclass)]
        if let kind {
          kinds[declaredClass.name] = kind
          changed = true
        }
      }
    }
    return declared.compactMap { declaredClass in
      guard let kind = kinds[declaredClass.name] else { return nil }
      var found = declaredClass
      found.kind = kind
      return found
    }
  }

  private static func lastComponent(of name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// One problem for each class declared a second time, naming the first.
  private static func duplicates(in declared: [DeclaredClass]) -> [CodeDiagnostic] {
    var first: [String: DeclaredClass] = [:]
    var problems: [CodeDiagnostic] = []
    for declaredClass in declared {
      if let earlier = first[declaredClass.name] {
        problems.append(
          place(
            declaredClass,
            "class '\(declaredClass.name)' is declared twice: first at "
              + "\(earlier.file):\(earlier.line):\(earlier.column)"))
      } else {
        first[declaredClass.name] = declaredClass
      }
    }
    return problems
  }

  private static func place(_ declaredClass: DeclaredClass, _ message: String, isWarning: Bool = false)
    -> CodeDiagnostic
  {
    CodeDiagnostic(
      Diagnostic(
        file: declaredClass.file, line: declaredClass.line, column: declaredClass.column, message: message,
        isWarning: isWarning))
  }
}
