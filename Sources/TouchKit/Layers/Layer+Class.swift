import Foundation

extension Layer {
  /// A new layer of `type`, a view's `layerClass`. Core Animation makes it with `init()`, which
  /// Swift can call only through a required initializer; `CALayer.init()` is not required (a
  /// subclass with its own designated initializer need not have one), so TouchLab makes the
  /// nearest of its own layer classes at or above `type`: a person's `CALayer` subclass as a
  /// `layerClass` gets its built-in superclass's layer (docs/uikit-api.md says so). A layer
  /// class other than the plain one is drawing, and noticed as such.
  static func made(as type: AnyClass) -> Layer {
    var current: AnyClass? = type
    while let candidate = current {
      if let layer = builtIn(candidate) {
        if candidate != Layer.self { Application.current?.notice(.sublayers) }
        return layer
      }
      current = _getSuperclass(candidate)
    }
    return Layer()
  }

  private static func builtIn(_ type: AnyClass) -> Layer? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(Layer.self): Layer()
    case ObjectIdentifier(ShapeLayer.self): ShapeLayer()
    case ObjectIdentifier(GradientLayer.self): GradientLayer()
    case ObjectIdentifier(TextLayer.self): TextLayer()
    case ObjectIdentifier(ReplicatorLayer.self): ReplicatorLayer()
    default: nil
    }
  }
}
