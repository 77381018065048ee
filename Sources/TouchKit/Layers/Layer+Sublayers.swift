import Foundation

/// A layer's own sublayers: the shape, gradient and text layers view code adds to draw with.
///
/// They are drawing only, so they are kept as a tree (added, inserted, reordered, removed, read
/// back as Core Animation keeps them) and never hit-tested: on iOS too a layer takes no touch,
/// the view that owns it does (§1). The first one added in a run gives a notice. A view's
/// subviews' layers are not in this list, as they would be on iOS: `layer.sublayers` holds what
/// code added, which is what code that clears it (`sublayers?.forEach { $0.removeFromSuperlayer() }`)
/// means to remove.
extension Layer {
  public var sublayers: [Layer]? {
    get { sublayerList.isEmpty ? nil : sublayerList }
    set {
      for layer in sublayerList { layer.superlayer = nil }
      sublayerList = []
      for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(clamping: sublayerList.count)) }
    }
  }

  public func addSublayer(_ layer: Layer) {
    insertSublayer(layer, at: UInt32(clamping: sublayerList.count))
  }

  /// Inserts `layer` at `index` (past the end: at the end), taking it from its old superlayer.
  public func insertSublayer(_ layer: Layer, at index: UInt32) {
    guard layer !== self else { return }
    layer.removeFromSuperlayer()
    sublayerList.insert(layer, at: min(Int(index), sublayerList.count))
    layer.superlayer = self
    noticeVisual(.sublayers)
  }

  /// Inserts `layer` just below `sibling`, or at the back if `sibling` is not a sublayer.
  public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
    let index = sibling.flatMap { sibling in sublayerList.firstIndex { $0 === sibling } } ?? 0
    insertSublayer(layer, at: UInt32(clamping: index))
  }

  /// Inserts `layer` just above `sibling`, or at the front if `sibling` is not a sublayer.
  public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
    let index = sibling.flatMap { sibling in sublayerList.firstIndex { $0 === sibling } }
    insertSublayer(layer, at: UInt32(clamping: index.map { $0 + 1 } ?? sublayerList.count))
  }

  /// Puts `new` where `old` was; nothing if `old` is not a sublayer.
  public func replaceSublayer(_ old: Layer, with new: Layer) {
    guard let index = sublayerList.firstIndex(where: { $0 === old }) else { return }
    old.removeFromSuperlayer()
    insertSublayer(new, at: UInt32(clamping: index))
  }

  public func removeFromSuperlayer() {
    guard let superlayer else { return }
    superlayer.sublayerList.removeAll { $0 === self }
    self.superlayer = nil
  }
}
