import Foundation

/// One of TouchKit's view classes, declared once with everything the rest of TouchLab needs to
/// know of it, as the trace's record table declares each record kind once: the layout
/// registry, code discovery's base classes, import's class mapping, drawing's built-in set and
/// a script's `value:`, and the outlets nib loading connects are all derived from ``all``
/// (Classes/BuiltInClasses.swift, with the lookups `of` and `named`), so adding a class is
/// one entry there and its engine type.
///
/// Names are decided here, once: the engine type's Swift name is the class's name, which a
/// layout's `class:` writes (`Button`), and UIKit's name is it with `UI` before it (`UIButton`)
/// unless the entry says otherwise. `Sources/UIKit` gives every UIKit name as a typealias
/// (Swift has no way to generate them without macros; a test checks both lists agree).
public struct BuiltInClass: Sendable {
  /// What the class is to the parts that treat kinds of views differently.
  public enum Role: String, Sendable {
    /// A view: a layout's `class:` makes one, a person's code may subclass it.
    case view
    /// A `UIControl`: tracking and target-action (§5).
    case control
    /// A window: a layout's `windows:` makes one, never `class:`.
    case window
  }

  /// TouchLab's name for the class: the engine type's Swift name and what layouts write.
  public let name: String
  /// UIKit's name: what a person's code, a view dump and `Sources/UIKit` call it.
  public let uikitName: String
  public let role: Role
  /// Makes one with a frame (in its superview's coordinates); nil for a window.
  public let make: (@Sendable (CGRect) -> View)?
  /// UIKit classes TouchLab has no engine type for, whose touch behaviour is this class's: the
  /// UIKit module names each as this class (a typealias), a person's subclass of one descends
  /// from this class, and a dump's view of one is made as this class.
  public let standsFor: [String]
  /// Public UIKit classes a view dump may show that are made as this class on import only
  /// (a table view scrolls, so it is imported as a scroll view), but whose API a person's code
  /// would need: the UIKit module does not name them, so code that uses one is told it is
  /// missing (``standsFor`` is for classes whose API is no more than this class's).
  public let dumpNames: [String]
  /// The word Interface Builder's XML uses for the class's element (`button`, `scrollView`),
  /// which an import side file may write instead of the class's name.
  public let interfaceBuilderName: String
  /// The keys a layout's view of this class (or a subclass) takes beyond every view's.
  public let layoutKeys: [LayoutKey]
  /// Sets the keys of ``layoutKeys`` that TouchLayout reads by their kind (not ``LayoutKey/Kind/read``),
  /// all at once so that keys that depend on each other are checked together; returns a
  /// problem for each key whose value UIKit would refuse.
  public let applyKeys: (@Sendable (View, [String: LayoutKey.Value]) -> [LayoutKey.Problem])?
  /// What a script's `value:` checks on a view of this class, if anything.
  public let value: ScriptedValue?
  /// The outlets of UIKit's class an Interface Builder file may connect (a table view's
  /// `dataSource` and `delegate`), beyond those of the classes it descends from.
  public let outlets: [BuiltInOutlet]
  /// The engine type, for drawing's set of classes whose drawn state changes only through
  /// their setters (``Application/drawnStamp``).
  let type: ObjectIdentifier
  /// Whether a view is of this class or a subclass.
  public let isInstance: @Sendable (View) -> Bool
  /// Whether a type passes a test: how ``descends(from:)`` asks one entry's type about another.
  private let typeTest: @Sendable (Any.Type) -> Bool
  private let ancestry: @Sendable (@Sendable (Any.Type) -> Bool) -> Bool

  /// The entry for engine type `V`; `uikitName` is `UI` and the type's name unless given.
  init<V: View>(
    _ type: V.Type, uikitName: String? = nil, role: Role = .view, make: (@Sendable (CGRect) -> V)?,
    standsFor: [String] = [], dumpNames: [String] = [], interfaceBuilderName: String,
    layoutKeys: [LayoutKey] = [],
    applyKeys: (@Sendable (V, [String: LayoutKey.Value]) -> [LayoutKey.Problem])? = nil,
    value: ScriptedValue? = nil, outlets: [BuiltInOutlet] = []
  ) {
    let name = String(describing: type)
    self.name = name
    self.uikitName = uikitName ?? "UI" + name
    self.role = role
    if let make { self.make = { make($0) } } else { self.make = nil }
    self.standsFor = standsFor
    self.dumpNames = dumpNames
    self.interfaceBuilderName = interfaceBuilderName
    self.layoutKeys = layoutKeys
    if let applyKeys {
      self.applyKeys = { view, values in (view as? V).map { applyKeys($0, values) } ?? [] }
    } else {
      self.applyKeys = nil
    }
    self.value = value
    self.outlets = outlets
    self.type = ObjectIdentifier(type)
    self.isInstance = { $0 is V }
    typeTest = { $0 is V.Type }
    ancestry = { test in test(V.self) }
  }

  /// Whether this class is `other` or a subclass of it (`Button` descends from `Control`).
  public func descends(from other: BuiltInClass) -> Bool {
    ancestry(other.typeTest)
  }
}

/// A key a layout's view takes because of its class (`isOn:` for a switch), with how it is
/// read.
public struct LayoutKey: Sendable {
  public enum Kind: Equatable, Sendable {
    /// Read by TouchLayout's own code for the class (a key whose value has a shape of its own,
    /// like `segments:` or `actions:`).
    case read
    /// `true` or `false`, given to ``BuiltInClass/applyKeys``.
    case bool
    /// A finite number a `Float` holds, given to ``BuiltInClass/applyKeys``.
    case number
    /// One of these words (UIKit's case names: `axis: vertical`), given to
    /// ``BuiltInClass/applyKeys``.
    case choice([String])
  }

  /// A value read for a key of kind ``Kind/bool`` or ``Kind/number``.
  public enum Value: Equatable, Sendable {
    case bool(Bool)
    case number(Double)
    case choice(String)
  }

  /// A value UIKit would refuse: the key to point at, and why.
  public struct Problem: Equatable, Sendable {
    public var key: String
    public var message: String

    public init(key: String, message: String) {
      self.key = key
      self.message = message
    }
  }

  public let name: String
  public let kind: Kind

  public init(_ name: String, _ kind: Kind = .read) {
    self.name = name
    self.kind = kind
  }
}

/// What a script's `value:` compares for a view's class: one property, and how it is read
/// from the script and from the view.
public struct ScriptedValue: Sendable {
  /// How the script writes the value, and how the view's is compared with it.
  public enum Kind: Sendable {
    /// `true` or `false`.
    case bool
    /// A number, compared within a tolerance.
    case number
    /// A whole number from -1 (an index, -1 for none).
    case index
    /// A point `[x, y]`, compared within a tolerance.
    case point
    /// A string, compared exactly (a text field's text).
    case text
  }

  /// A value, the script's or the view's.
  public enum Reading: Equatable, Sendable {
    case bool(Bool)
    case number(Double)
    case index(Int)
    case point(CGPoint)
    case text(String)
  }

  /// UIKit's name of the property (`isOn`), as messages say it.
  public let property: String
  public let kind: Kind
  /// The view's value now; nil for a view not of the class.
  public let read: @Sendable (View) -> Reading?

  /// The value property of views of class `V`.
  static func of<V: View>(
    _ type: V.Type, _ property: String, _ kind: Kind, _ read: @escaping @Sendable (V) -> Reading
  ) -> ScriptedValue {
    ScriptedValue(property: property, kind: kind) { ($0 as? V).map(read) }
  }
}
