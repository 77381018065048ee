import TouchFoundation

/// An `override` in an extension of one of UIKit's own classes (`extension UIButton { override
/// open func point(inside:with:) … }`): an Objective-C category on iOS, which replaces the method
/// for every instance of the class and of its subclasses that do not override it. Swift without
/// Objective-C refuses it ("cannot be overridden from extension") and points a note into
/// TouchKit's source, which the person never wrote. The rewrite moves such overrides into the
/// person's own classes (ExtensionOverrides.swift); one left here extends a class that is not
/// theirs, so the note says what it is and what to do, at the person's line.
extension MissingAPI {
  /// The compiler's words for it.
  static let categoryOverrideMessage = "cannot be overridden from extension"

  /// `group` (an error and its notes) with the compiler's notes into TouchLab's own source
  /// replaced by one that explains, when the error is a category override; else unchanged.
  static func explainingCategoryOverride(_ group: [CodeDiagnostic]) -> [CodeDiagnostic] {
    guard let error = group.first?.diagnostic, error.message.contains(categoryOverrideMessage) else {
      return group
    }
    let note =
      "note: an override in an extension of one of UIKit's own classes is an Objective-C category: on iOS "
      + "it replaces UIKit's method for every instance of that class and of its subclasses that do not "
      + "override it. Swift on Linux has no Objective-C, so TouchLab cannot replace UIKit's method; "
      + "declare a subclass with the override (class RoomyButton: UIButton { override … }) and use it where "
      + "the views are made (a layout's class:)"
    let persons = group.dropFirst().filter {
      !$0.diagnostic.message.hasPrefix("note: overridden declaration")
    }
    return [group[0]]
      + [CodeDiagnostic(Diagnostic(file: error.file, line: error.line, column: error.column, message: note))]
      + persons
  }
}
