import Foundation

/// An object that can handle touches and pass them on (UIKit's `UIResponder`).
///
/// The default touch methods forward to ``next``: that is how a touch on a view that does not
/// handle it reaches its superview, its view controller, the window and finally the
/// application (§6). Each hop is recorded, so the trace shows the chain a touch walked.
open class Responder {
  /// The name this responder goes by in traces and layouts; empty means "use the class name".
  @exclusivity(unchecked) public var id: String {
    didSet { noteIDChange() }
  }

  /// NSObject's, as every UIKit responder is one (`print(self.debugDescription)` in a view):
  /// the class's name in angle brackets and, when it has one, its ``id``. UIKit adds the
  /// address, which differs run to run, so it is left out. Open, as NSObject's are.
  open var description: String { id.isEmpty ? "<\(type(of: self))>" : "<\(type(of: self)): \(id)>" }

  /// NSObject's: the ``description``.
  open var debugDescription: String { description }

  /// A new ``id`` is a change to the hierarchy's names (HierarchyChanges.swift): a view's to
  /// its window's, an application's to its own, a controller's to its view's window's.
  func noteIDChange() {
    switch self {
    case let view as View: view.noteHierarchyChange()
    case let application as Application: application.hierarchyChanges &+= 1
    case let controller as ViewController: controller.viewIfLoaded?.noteHierarchyChange()
    default: break
    }
  }

  /// Touch methods this responder handles itself instead of forwarding: the layout's
  /// `handles:` key, standing for a subclass that overrides `touchesBegan(_:with:)` (and so on)
  /// without calling `super`. Subclasses that really override the methods need not use it.
  public var handledTouchMethods: Set<TouchMethod> = []
  /// Action methods this responder implements: the layout's `actions:` key, standing for the
  /// `@objc func save(_:)` methods a UIKit responder would have (Responder+Actions.swift).
  public var handledActions: Set<String> = []

  public init(id: String = "") {
    self.id = id
  }

  /// The next responder in the chain, or nil at its end.
  open var next: Responder? { nil }

  /// Called after an object is loaded from a nib or storyboard (an Interface Builder file
  /// opened with the person's code), once every object of the file is made and connected
  /// (``awakeFromNibLoaded()``).
  open func awakeFromNib() {}

  /// The name this responder goes by in traces: its ``id``, or its class name without one.
  public var traceID: String { id.isEmpty ? String(describing: type(of: self)) : id }

  // MARK: The first responder (defaults in Responder+FirstResponder.swift)

  /// Whether this responder may become first responder. False by default (UIResponder's
  /// documentation, A-fr): a text field says yes while enabled, a person's responder that takes
  /// key input overrides it.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder lets go of first responder status when another asks to take it.
  /// True by default (A-fr).
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is its application's first responder now.
  open var isFirstResponder: Bool { owningApplication?.firstResponder === self }

  /// Asks to be made the first responder of this responder's application; returns whether it
  /// now is. The rules (in a window, can become, the current one lets go) are the default's.
  @discardableResult
  open func becomeFirstResponder() -> Bool { defaultBecomeFirstResponder() }

  /// Lets go of first responder status; returns false to refuse. An override that refuses
  /// keeps the status, unless ``View/endEditing(_:)`` forces it.
  @discardableResult
  open func resignFirstResponder() -> Bool { defaultResignFirstResponder() }

  /// The view the keyboard's window shows instead of the system keyboard while this responder
  /// is first responder: none by default. A text field's is settable.
  open var inputView: View? { nil }

  /// The view the keyboard's window shows above the keyboard while this responder is first
  /// responder: none by default. A text field's is settable.
  open var inputAccessoryView: View? { nil }

  // MARK: Target-action (defaults in Responder+Actions.swift)

  /// Whether this responder takes `action`, by name: the engine's form, which the walk of §6
  /// asks. Its default asks the `Selector` form, so an override written for iOS is consulted.
  open func canPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool {
    canPerformAction(Selector(action), withSender: sender)
  }

  /// UIKit's `canPerformAction(_:withSender:)`, as a person's file overrides it (a `Selector`
  /// and `Any?`); by default, whether this responder implements the action.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    defaultCanPerformAction(action.actionName, withSender: sender.map { $0 as AnyObject })
  }

  /// The responder that takes `action`: self if it can perform it, else `next`'s answer (§6).
  open func target(forAction action: String, withSender sender: AnyObject?) -> Responder? {
    defaultTarget(forAction: action, withSender: sender)
  }

  /// Runs an action this responder received through target-action. The default does
  /// nothing: declaring the action in ``handledActions`` is what "implements" it in a layout.
  /// Engine classes that act on an action (a scroll view's `handlePan:`) override it.
  open func perform(_ action: String, sender: AnyObject?) {}

  // MARK: The standard edit actions (UIKit's UIResponderStandardEditActions)

  // Declared so that a person's `override func copy(_ sender: Any?)` compiles. A responder
  // implements one only by overriding it (their compile registers the override as an action
  // method, as iOS's runtime sees it), so the walk of §6 passes responders that do not. The
  // defaults, what a `super.copy(sender)` reaches, run the engine's own handling (``perform(_:sender:)``).

  open func cut(_ sender: Any?) { performEdit(.cut, sender) }
  open func copy(_ sender: Any?) { performEdit(.copy, sender) }
  open func paste(_ sender: Any?) { performEdit(.paste, sender) }
  open func delete(_ sender: Any?) { performEdit(.delete, sender) }
  open func select(_ sender: Any?) { performEdit(.select, sender) }
  open func selectAll(_ sender: Any?) { performEdit(.selectAll, sender) }
  open func toggleBoldface(_ sender: Any?) { performEdit(.toggleBoldface, sender) }
  open func toggleItalics(_ sender: Any?) { performEdit(.toggleItalics, sender) }
  open func toggleUnderline(_ sender: Any?) { performEdit(.toggleUnderline, sender) }
  open func increaseSize(_ sender: Any?) { performEdit(.increaseSize, sender) }
  open func decreaseSize(_ sender: Any?) { performEdit(.decreaseSize, sender) }
  open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
    performEdit(.makeTextWritingDirectionLeftToRight, sender)
  }
  open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
    performEdit(.makeTextWritingDirectionRightToLeft, sender)
  }

  private func performEdit(_ action: StandardEditAction, _ sender: Any?) {
    perform(action.actionName, sender: sender.map { $0 as AnyObject })
  }

  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    handleOrForward(.touchesBegan, touches, event) { $0.touchesBegan(touches, with: event) }
  }

  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    handleOrForward(.touchesMoved, touches, event) { $0.touchesMoved(touches, with: event) }
  }

  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    handleOrForward(.touchesEnded, touches, event) { $0.touchesEnded(touches, with: event) }
  }

  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    handleOrForward(.touchesCancelled, touches, event) { $0.touchesCancelled(touches, with: event) }
  }

  /// UIResponder's default behaviour: pass the method to ``next``, recording the hop; at the
  /// end of the chain the event is dropped (§6).
  private func handleOrForward(
    _ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?, invoke: (Responder) -> Void
  ) {
    let trace = event?.trace
    if handledTouchMethods.contains(method) {
      trace?.record(.handle(responder: traceID, method: method, touches: touches.sortedIDs))
      return
    }
    guard let next else {
      trace?.record(.drop(responder: traceID, method: method, touches: touches.sortedIDs))
      return
    }
    // A subclass's `next` can make a cycle; stop after a bound instead of overflowing the stack.
    if let event {
      guard event.forwardingHops < Self.maximumChainLength else {
        trace?.record(
          .chainLimit(
            responder: traceID, method: method, touches: touches.sortedIDs, limit: Self.maximumChainLength))
        return
      }
      event.forwardingHops += 1
    }
    defer { event?.forwardingHops -= 1 }
    guard let trace else { return UserCode.run(.touches(method), of: next) { invoke(next) } }
    trace.record(.forward(from: traceID, to: next.traceID, method: method, touches: touches.sortedIDs))
    trace.nested { UserCode.run(.touches(method), of: next) { invoke(next) } }
  }

  /// Calls the touch method named by `method` on this responder.
  public func send(_ method: TouchMethod, _ touches: Set<Touch>, with event: Event?) {
    UserCode.run(.touches(method), of: self) { dispatch(method, touches, with: event) }
  }

  private func dispatch(_ method: TouchMethod, _ touches: Set<Touch>, with event: Event?) {
    switch method {
    case .touchesBegan: touchesBegan(touches, with: event)
    case .touchesMoved: touchesMoved(touches, with: event)
    case .touchesEnded: touchesEnded(touches, with: event)
    case .touchesCancelled: touchesCancelled(touches, with: event)
    }
  }

  /// The chain from this responder to its end, this responder first.
  public var responderChain: [Responder] {
    Array(sequence(first: self, next: { $0.next }).prefix(Self.maximumChainLength))
  }

  /// The longest responder chain followed, guarding against a cycle a subclass's `next`
  /// override might make. Real chains are a few dozen responders long; this is TouchLab's.
  public static let maximumChainLength = 1000
}

extension Collection where Element == Touch {
  /// Touch ids in ascending order: the deterministic way to name a set of touches in a trace.
  var sortedIDs: [Int] { map(\.id).sorted() }
}

/// A responder's trace name is its ``Responder/traceID``. Declared here, with the responder,
/// rather than with the protocol: the trace's folder names no type of the engine's core.
extension Responder: TraceNamed {}
