import Foundation

#if canImport(ObjectiveC)
  import ObjectiveC

  extension Selector {
    /// The action's name as the engine keys it (`closeTapped`, `save:`).
    public var actionName: String { NSStringFromSelector(self) }
  }
#else
  /// The name of an action method, as `#selector(closeTapped)` gives it on iOS.
  ///
  /// Swift on Linux has no Objective-C, so it has no `Selector`: TouchLab's compile rewrites
  /// `#selector(closeTapped(_:))` to `Selector("closeTapped:")`, and this type carries the name
  /// Objective-C would have given the method (TouchCode's `ObjCSelectorName`). Apple systems
  /// use Objective-C's own `Selector`, which has the same initializers.
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The action's name as the engine keys it (`closeTapped`, `save:`).
    public let actionName: String

    public init(_ name: String) {
      actionName = name
    }

    public init(stringLiteral name: String) {
      actionName = name
    }

    public var description: String { actionName }
  }

  /// Foundation's way to make a selector from its name (Foundation's name, not ours to change).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
  }

  /// Foundation's way to read a selector's name (Foundation's name, not ours to change).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.actionName
  }
#endif
