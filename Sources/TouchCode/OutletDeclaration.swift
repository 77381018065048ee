/// An `@IBOutlet` property a class in a person's file declares: what nib loading sets when an
/// Interface Builder file's `<outlet property="…">` names it.
struct OutletDeclaration: Equatable, Sendable {
  /// The class declaring it, qualified by the types around it (`Login.HeaderView`).
  var typeName: String
  var property: String
  /// The type it holds, without its optional mark (`UIButton` for `UIButton!`).
  var valueType: String
  var line: Int
}
