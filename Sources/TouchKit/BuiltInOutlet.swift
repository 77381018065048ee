import Foundation

/// An outlet of one of UIKit's own classes that an Interface Builder file connects
/// (`<outlet property="dataSource" destination="…">` on a table view, a text field's
/// `delegate`): what nib loading sets with `setValue:forKey:` as it connects the file's
/// outlets, before `awakeFromNib`. Swift on Linux has no key-value coding, so each is a setter
/// declared with its class's entry in the class table (``BuiltInClass/outlets``), from which
/// which class has which outlet is derived (Classes/BuiltInOutlets.swift); a person's own
/// `@IBOutlet`s are their class's (``Outlet``).
public struct BuiltInOutlet: Sendable {
  /// What a connection did.
  public enum Outcome: Equatable, Sendable {
    case connected
    /// The value is not of the property's type (UIKit's protocol name), so nothing was set:
    /// iOS would set it and fail when the property is used.
    case wrongType(expected: String)
    /// The class has no such outlet here.
    case unknown
  }

  /// The property's name, as the file's `property=` writes it.
  public let property: String
  /// UIKit's name of the protocol its value must conform to (`UITableViewDataSource`).
  public let expected: String
  /// Sets the property of the owner to the value; false when either is not of its type.
  private let set: @Sendable (AnyObject, AnyObject) -> Bool

  /// The outlet `property` of views of class `Owner`, whose value is a `Value` (a protocol's
  /// existential: `(any TableViewDataSource).self`), named `expected` in UIKit.
  static func outlet<Owner: View, Value>(
    _ property: String, of: Owner.Type, as: Value.Type, expected: String,
    set: @escaping @Sendable (Owner, Value) -> Void
  ) -> BuiltInOutlet {
    BuiltInOutlet(property: property, expected: expected) { owner, value in
      guard let owner = owner as? Owner, let value = value as? Value else { return false }
      set(owner, value)
      return true
    }
  }

  private init(property: String, expected: String, set: @escaping @Sendable (AnyObject, AnyObject) -> Bool) {
    self.property = property
    self.expected = expected
    self.set = set
  }

  /// Sets this outlet of `owner` to `value`.
  public func connect(_ owner: AnyObject, to value: AnyObject) -> Outcome {
    set(owner, value) ? .connected : .wrongType(expected: expected)
  }
}
