import Foundation

/// Which code answered a `hitTest(_:with:)` or `point(inside:with:)` call: what the trace marks
/// each call with, so a person debugging an override sees whether theirs ran at all.
public enum HitTestImplementation: Equatable, Sendable {
  /// UIKit's own implementation (`View`'s).
  case uikit
  /// An override in a Swift subclass, named by the class that declares the method's
  /// dynamic type (`RoundButton`).
  case override(className: String)
  /// A layout key that stands for an override (`hitSlop`, `shape`, `hitTest: passThrough`, …),
  /// named as the layout names it.
  case declarative(String)

  /// How the trace's text shows it: nothing for UIKit's default, else a bracketed mark.
  public var mark: String? {
    switch self {
    case .uikit: nil
    case .override(let className): "[override \(className)]"
    case .declarative(let name): "[\(name)]"
    }
  }
}

extension HitTestImplementation {
  /// `"implementation": "uikit" | "override" | "declarative"`, and the override's `className`
  /// or the declarative key's `name`.
  public var traceFields: TraceFields {
    switch self {
    case .uikit: ["implementation": .string("uikit")]
    case .override(let className): ["implementation": .string("override"), "className": .string(className)]
    case .declarative(let name): ["implementation": .string("declarative"), "name": .string(name)]
    }
  }
}
