import Foundation

/// Core Animation's `CALayerDelegate`: what a layer asks its delegate to draw or lay out.
///
/// A view is its layer's delegate, as in UIKit, and declares these methods in its class, so a
/// subclass writes `override func draw(_ layer: CALayer, in ctx: CGContext)` as on iOS. Any other
/// object may adopt the protocol and be a layer's delegate (`shapeLayer.delegate = self`). Every
/// method is optional in Core Animation, so each has a default here. TouchLab draws no layer:
/// `display(_:)`, `draw(_:in:)` and `layerWillDraw(_:)` are kept and never called (a notice says
/// so once); `layoutSublayers(of:)` runs in the layout pass for a view's layer (View.swift).
public protocol LayerDelegate: AnyObject {
  func display(_ layer: Layer)
  func draw(_ layer: Layer, in ctx: CGContext)
  func layerWillDraw(_ layer: Layer)
  func layoutSublayers(of layer: Layer)
}

extension LayerDelegate {
  public func display(_ layer: Layer) {}
  public func draw(_ layer: Layer, in ctx: CGContext) {}
  public func layerWillDraw(_ layer: Layer) {}
  public func layoutSublayers(of layer: Layer) {}
}

extension View {
  /// Overrides `draw(_:in:)` alone: how ``drawLayerSlot`` is found.
  private final class DrawLayerProbe: View {
    override func draw(_ layer: Layer, in ctx: CGContext) {}
  }

  /// `draw(_:in:)`'s vtable slot, so a class that overrides it is noticed once, as one that
  /// overrides `draw(_:)` is (OverriddenMethods.swift).
  static let drawLayerSlot = OverriddenMethods.slot(overriddenBy: DrawLayerProbe.self)
}
