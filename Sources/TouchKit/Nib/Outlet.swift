import Foundation

/// An `@IBOutlet` property a class in a person's code declares, with how to set it: what
/// nib loading does with `setValue:forKey:` on iOS. Swift on Linux has no key-value coding,
/// so TouchLab's compile writes the assignment out in Swift, in the person's own file (a
/// `private` outlet is reachable there), and registers it with the class
/// (TouchCode's outlet table).
public struct Outlet: Sendable {
  /// The property's name, as `<outlet property="…">` names it.
  public let property: String
  /// The property's type, as written (`UIButton`), for a message when the destination is not one.
  public let typeName: String
  private let assign: @Sendable (AnyObject, AnyObject) -> Bool
  private let assignAll: @Sendable (AnyObject, [AnyObject]) -> Bool
  private let check: @Sendable (AnyObject, AnyObject) -> Bool
  private let checkAll: @Sendable (AnyObject, [AnyObject]) -> Bool

  /// An outlet of `Owner` whose property holds a `Value`; `body` assigns it.
  public init<Owner: AnyObject, Value>(
    property: String, of owner: Owner.Type, value: Value.Type,
    _ body: @escaping @Sendable (Owner, Value) -> Void
  ) {
    self.property = property
    typeName = String(describing: Value.self)
    assign = { object, value in
      guard let owner = object as? Owner, let typed = value as? Value else { return false }
      body(owner, typed)
      return true
    }
    assignAll = { object, values in
      guard let owner = object as? Owner, let typed = (values as Any) as? Value else { return false }
      body(owner, typed)
      return true
    }
    check = { object, value in object is Owner && (value as? Value) != nil }
    checkAll = { object, values in object is Owner && ((values as Any) as? Value) != nil }
  }

  /// Whether ``connect(_:to:)`` would set the outlet, without setting it: the check made when
  /// the file is read, for an outlet set later (a controller's, when its view loads).
  public func accepts(_ owner: AnyObject, _ value: AnyObject) -> Bool {
    check(owner, value)
  }

  /// Whether ``connect(_:toCollection:)`` would set the outlet collection, without setting it.
  public func accepts(_ owner: AnyObject, collection values: [AnyObject]) -> Bool {
    checkAll(owner, values)
  }

  /// Sets the outlet of `owner` to `value`; false (nothing set) when `value` is not of the
  /// property's type, where iOS would set it anyway and fail when the code used it.
  public func connect(_ owner: AnyObject, to value: AnyObject) -> Bool {
    assign(owner, value)
  }

  /// Sets an outlet collection (`@IBOutlet var buttons: [UIButton]!`, `<outletCollection>`) of
  /// `owner` to `values`, in the file's order; false when they are not of the array's type.
  public func connect(_ owner: AnyObject, toCollection values: [AnyObject]) -> Bool {
    assignAll(owner, values)
  }
}
