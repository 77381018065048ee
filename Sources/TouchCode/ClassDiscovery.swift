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
  /// What changes what a layout means, told on every load (``CodeLoader`` prints them): a
  /// class that takes a built-in class's name, which a layout's `class:` then makes instead.
  public private(set) var notices: [CodeDiagnostic] = []

  /// Finds the classes in `files`. Fails when none is a view or recognizer (and no file extends a UIKit class) or when two
  /// declarations share a name. A class with the name of one of `builtInNames` wins over the
  /// built-in one (a layout's `class: Button` then makes the person's), with a notice: code
  /// from an iOS project keeps its own names. `#if` is decided as an iOS build decides it
  /// (``ConditionalCompilation``): a class in `#if os(macOS)` is not there.
  public static func discover(in files: CodeFiles, builtInNames: Set<String>) -> Result<
    ClassDiscovery, CodeFailure
  > {
    let configured = ConditionalCompilation.configured(files, configuration: IOSBuildConfiguration.current)
    return discover(in: configured.files, trees: configured.trees, builtInNames: builtInNames)
  }

  /// Finds the classes in `files`, whose parsed trees are `trees` (parsed once by the loader,
  /// which prepares the same trees: parsing is most of a warm start's own work, issue 42).
  static func discover(in files: CodeFiles, trees: [SourceFileSyntax], builtInNames: Set<String>) -> Result<
    ClassDiscovery, CodeFailure
  > {
    let declared = zip(files.files, trees).flatMap { ClassScanner.classes(in: $1, file: $0.path) }
    var problems = EntryPointClaims.problems(in: files, trees: trees) + duplicates(in: declared)
    var discovery = ClassDiscovery()
    let found = descendants(in: declared)
    for var declaredClass in found.classes {
      if declaredClass.isFilePrivate || declaredClass.isGeneric {
        let why = declaredClass.isGeneric ? "is generic" : "is private"
        discovery.notes.append(
          place(
            declaredClass, "class '\(declaredClass.name)' \(why), so a layout cannot name it", isWarning: true
          ))
        continue
      }
      if builtInNames.contains(declaredClass.name) {
        discovery.notices.append(
          place(
            declaredClass,
            "class '\(declaredClass.name)' has the name of a built-in class: a layout's "
              + "'class: \(declaredClass.name)' makes this one, not TouchLab's", isWarning: true))
      }
      declaredClass.kind = declaredClass.kind ?? .view
      discovery.classes.append(declaredClass)
    }
    // A table's or collection's data source or delegate class: made with init() for a
    // layout's `dataSource:`/`delegate:` (adopted where declared or in an extension).
    let adoptions = extensionAdoptions(in: trees)
    for var declaredClass in declared where !found.all.contains(declaredClass.name) {
      let adopted = declaredClass.adopted + (adoptions[declaredClass.name] ?? [])
      guard adopted.contains(where: UIKitBaseClasses.listProtocols.contains), !declaredClass.isGeneric,
        !declaredClass.isFilePrivate
      else { continue }
      declaredClass.kind = .listObject
      discovery.classes.append(declaredClass)
    }
    // The app's delegate and scene delegate, made with init() to launch the app.
    for var declaredClass in declared where !found.all.contains(declaredClass.name) {
      guard let kind = delegateKind(of: declaredClass, adoptions), !declaredClass.isGeneric,
        !declaredClass.isFilePrivate
      else { continue }
      declaredClass.kind = kind
      discovery.classes.append(declaredClass)
    }
    // A window class is made with init(frame:) like a view, and named by a window's `class:`
    // (a view's `class:` refuses it: a window is no subview).
    for var window in found.windows where !window.isFilePrivate && !window.isGeneric {
      window.kind = .view
      discovery.classes.append(window)
    }
    let lacking = declared.filter { declaredClass in
      !found.all.contains(declaredClass.name) && delegateKind(of: declaredClass, adoptions) == nil
        && declaredClass.superclass.map(UIKitBaseClasses.looksLikeUIKit) == true
    }
    for declaredClass in lacking {
      discovery.notes.append(
        place(
          declaredClass,
          "class '\(declaredClass.name)' subclasses \(declaredClass.superclass ?? ""), which TouchLab does not "
            + "have yet, so a layout cannot name it", isWarning: true))
    }
    // A file of extensions of UIKit's classes (`extension UIView { func addTapAction… }`,
    // `extension UIButton { override open func point(inside:with:) … }`) is a whole file on
    // iOS, a category: it changes the built-in classes a layout already names, so it needs no
    // class of its own to load.
    let extendsUIKit = trees.contains { tree in
      tree.statements.contains { item in
        item.item.as(ExtensionDeclSyntax.self).map {
          UIKitBaseClasses.looksLikeUIKit($0.extendedType.trimmedDescription)
        } ?? false
      }
    }
    if problems.isEmpty && discovery.classes.isEmpty && !extendsUIKit {
      let names = files.files.map(\.path).joined(separator: ", ")
      let why: String
      if !lacking.isEmpty {
        why =
          "no class here subclasses a UIKit class TouchLab has: "
          + lacking.map { "'\($0.name)' subclasses \($0.superclass ?? "")" }.joined(separator: ", ")
          + ", which TouchLab does not have yet, so there is nothing for a layout to name"
      } else {
        why =
          "no class here subclasses a UIKit view or control (UIView, UIControl, UIButton, …), "
          + "UIGestureRecognizer or UIViewController, so there is nothing for a layout to name"
      }
      problems.append(CodeDiagnostic(file: names, message: why))
    }
    guard problems.isEmpty else {
      return .failure(CodeFailure("the code's classes cannot be used", problems))
    }
    return .success(discovery)
  }

  /// The declared classes that descend from a UIKit view or recognizer, each with its kind;
  /// those that descend from a window, apart; and the names of both.
  private static func descendants(in declared: [DeclaredClass]) -> (
    classes: [DeclaredClass], windows: [DeclaredClass], all: Set<String>
  ) {
    var kinds: [String: DeclaredClass.Kind] = [:]
    var windows: Set<String> = []
    var changed = true
    // A fixed point: each pass settles at least one more level of descent.
    while changed {
      changed = false
      for declaredClass in declared
      where kinds[declaredClass.name] == nil && !windows.contains(declaredClass.name) {
        guard let superclass = declaredClass.superclass else { continue }
        if UIKitBaseClasses.windows.contains(superclass) || windows.contains(superclass)
          || windows.contains(lastComponent(of: superclass))
        {
          windows.insert(declaredClass.name)
          changed = true
          continue
        }
        let kind =
          UIKitBaseClasses.kind(ofSubclassOf: superclass) ?? kinds[superclass]
          ?? kinds[lastComponent(of: superclass)]
        if let kind {
          kinds[declaredClass.name] = kind
          changed = true
        }
      }
    }
    let classes = declared.compactMap { declaredClass -> DeclaredClass? in
      guard let kind = kinds[declaredClass.name] else { return nil }
      var found = declaredClass
      found.kind = kind
      return found
    }
    return (classes, declared.filter { windows.contains($0.name) }, Set(kinds.keys).union(windows))
  }

  /// `.appDelegate` or `.sceneDelegate` for a class adopting (where declared or in an extension)
  /// `UIApplicationDelegate` or a scene delegate protocol; nil for any other.
  private static func delegateKind(of declaredClass: DeclaredClass, _ adoptions: [String: [String]])
    -> DeclaredClass.Kind?
  {
    let adopted =
      [declaredClass.superclass].compactMap { $0 } + declaredClass.adopted
      + (adoptions[declaredClass.name] ?? [])
    if adopted.contains(where: UIKitBaseClasses.appDelegateProtocols.contains) { return .appDelegate }
    if adopted.contains(where: UIKitBaseClasses.sceneDelegateProtocols.contains) { return .sceneDelegate }
    return nil
  }

  /// The protocols each type's top-level extensions adopt (`extension Posts:
  /// UITableViewDataSource`), by the extended type's name as written.
  private static func extensionAdoptions(in trees: [SourceFileSyntax]) -> [String: [String]] {
    var adoptions: [String: [String]] = [:]
    for tree in trees {
      for item in tree.statements {
        guard let ext = item.item.as(ExtensionDeclSyntax.self), let clause = ext.inheritanceClause else {
          continue
        }
        adoptions[ext.extendedType.trimmedDescription, default: []] +=
          clause.inheritedTypes.map(\.type.trimmedDescription)
      }
    }
    return adoptions
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
