import SwiftSyntax

/// An app delegate's entry-point attribute: Xcode marks the app delegate `@main` (before Xcode
/// 12, `@UIApplicationMain`), making it the app's entry point. TouchLab loads a person's files
/// as a library into its own process, which has its own entry point, so on that class the
/// attribute is set aside in the compiled copy (blanked, every column kept: ``SourceRewriter``)
/// rather than refused: an app folder compiles as Xcode made it. `@main` on anything else (a
/// type with its own `static func main()`) is still refused (``EntryPointClaims``): it would be
/// a program of its own that never runs here.
enum AppDelegateEntry {
  /// The attributes that make a class the app's entry point.
  static let attributes: Set<String> = ["main", "UIApplicationMain"]
  /// What a class adopts to be an app delegate.
  static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UIKit.UIApplicationDelegate"]

  /// Whether `node` is an entry-point attribute of a class that adopts `UIApplicationDelegate`.
  static func isSetAside(_ node: AttributeSyntax) -> Bool {
    guard attributes.contains(node.attributeName.trimmedDescription),
      let declaration = node.parent?.parent?.as(ClassDeclSyntax.self),
      let inherited = declaration.inheritanceClause?.inheritedTypes
    else { return false }
    return inherited.contains { delegateProtocols.contains($0.type.trimmedDescription) }
  }
}
