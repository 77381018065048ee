import Foundation

/// An action method a class in a person's code declares (`@objc func closeTapped()`,
/// `@IBAction func save(_ sender: UIButton)`): the name `#selector` gives it, and how
/// target-action calls it.
///
/// On iOS, `sendAction` finds the method by asking the Objective-C runtime whether the target
/// responds to the selector. Swift on Linux has no such runtime, so TouchLab's compile writes
/// one of these for each action method it finds (TouchCode's action table) and registers them
/// in ``ActionMethods``; the engine asks there. A method's call is written out in Swift, in
/// the person's own file, so it reaches `private` methods as the runtime would.
public struct ActionMethod: Sendable {
  /// What became of one call.
  public enum Outcome: Equatable, Sendable {
    case called
    /// The method's parameter wants a `expected` and the sender (or event) was not one. iOS
    /// would pass it anyway and fail later; TouchLab does not call the method.
    case argumentMismatch(expected: String)
  }

  /// The Objective-C name of the method (`closeTapped`, `closeTapped:`, `handleWithGesture:`).
  public let selector: String
  let call: @Sendable (AnyObject, Any?, Event?) -> Outcome

  /// An action method with no parameters (`closeTapped`).
  public init<Target: AnyObject>(
    selector: String, of target: Target.Type, _ body: @escaping @Sendable (Target) throws -> Void
  ) {
    self.selector = selector
    call = { object, _, _ in
      guard let typed = object as? Target else { return .argumentMismatch(expected: "\(Target.self)") }
      try? body(typed)
      return .called
    }
  }

  /// An action method that takes the sender (`closeTapped:`).
  public init<Target: AnyObject, Sender>(
    selector: String, of target: Target.Type, sender: Sender.Type,
    _ body: @escaping @Sendable (Target, Sender) throws -> Void
  ) {
    self.selector = selector
    call = { object, sender, _ in
      guard let typed = object as? Target else { return .argumentMismatch(expected: "\(Target.self)") }
      guard let argument = cast(sender, to: Sender.self) else {
        return .argumentMismatch(expected: "\(Sender.self)")
      }
      try? body(typed, argument)
      return .called
    }
  }

  /// An action method that takes the sender and the event (`tapped:forEvent:`).
  public init<Target: AnyObject, Sender, EventType>(
    selector: String, of target: Target.Type, sender: Sender.Type, event: EventType.Type,
    _ body: @escaping @Sendable (Target, Sender, EventType) throws -> Void
  ) {
    self.selector = selector
    call = { object, sender, event in
      guard let typed = object as? Target else { return .argumentMismatch(expected: "\(Target.self)") }
      guard let argument = cast(sender, to: Sender.self) else {
        return .argumentMismatch(expected: "\(Sender.self)")
      }
      guard let eventArgument = cast(event, to: EventType.self) else {
        return .argumentMismatch(expected: "\(EventType.self)")
      }
      try? body(typed, argument, eventArgument)
      return .called
    }
  }

  /// Calls the method on `target` (an instance of the declaring class or a subclass). The
  /// sender is a control or a recognizer, or a `Notification` for an observer's method.
  public func callAsFunction(_ target: AnyObject, sender: Any?, event: Event?) -> Outcome {
    call(target, sender, event)
  }
}

/// `value` as a `T`, through `Any`: a parameter typed `UIButton?` takes a nil sender, one typed
/// `UIButton` does not.
private func cast<T>(_ value: Any?, to type: T.Type) -> T? {
  value as? T
}
