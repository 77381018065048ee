import Foundation

/// The outlets of UIKit's own classes that an Interface Builder file connects
/// (`<outlet property="dataSource" destination="…">` on a table view, a text field's
/// `delegate`): what nib loading sets with `setValue:forKey:` as it connects the file's
/// outlets, before `awakeFromNib`. Swift on Linux has no key-value coding, so each is one
/// setter here; a person's own `@IBOutlet`s are their class's (``Outlet``).
public enum BuiltInOutlet {
  /// What a connection did.
  public enum Outcome: Equatable, Sendable {
    case connected
    /// The value is not of the property's type (UIKit's protocol name), so nothing was set:
    /// iOS would set it and fail when the property is used.
    case wrongType(expected: String)
    /// The class has no such outlet here.
    case unknown
  }

  /// The outlets each built-in class has, by its TouchLab class name.
  public static let properties: [String: Set<String>] = [
    "TableView": ["dataSource", "delegate"], "CollectionView": ["dataSource", "delegate"],
    "TextField": ["delegate"], "TextView": ["delegate"],
  ]

  /// Sets the outlet `property` of `owner` to `value`.
  public static func connect(_ property: String, of owner: AnyObject, to value: AnyObject) -> Outcome {
    switch (owner, property) {
    case (let table as TableView, "dataSource"):
      guard let source = value as? any TableViewDataSource else {
        return .wrongType(expected: "UITableViewDataSource")
      }
      table.dataSource = source
    case (let table as TableView, "delegate"):
      guard let delegate = value as? any TableViewDelegate else {
        return .wrongType(expected: "UITableViewDelegate")
      }
      table.delegate = delegate
    case (let collection as CollectionView, "dataSource"):
      guard let source = value as? any CollectionViewDataSource else {
        return .wrongType(expected: "UICollectionViewDataSource")
      }
      collection.dataSource = source
    case (let collection as CollectionView, "delegate"):
      guard let delegate = value as? any CollectionViewDelegate else {
        return .wrongType(expected: "UICollectionViewDelegate")
      }
      collection.delegate = delegate
    case (let field as TextField, "delegate"):
      guard let delegate = value as? any TextFieldDelegate else {
        return .wrongType(expected: "UITextFieldDelegate")
      }
      field.delegate = delegate
    case (let text as TextView, "delegate"):
      guard let delegate = value as? any TextViewDelegate else {
        return .wrongType(expected: "UITextViewDelegate")
      }
      text.delegate = delegate
    default: return .unknown
    }
    return .connected
  }
}
