import Foundation

/// Core Animation's `CAReplicatorLayer`: copies of its sublayers, each transformed a step
/// further. Kept, not drawn.
open class ReplicatorLayer: Layer {
  public var instanceCount = 1
  public var instanceTransform = Transform3D.identity
  public var instanceDelay: TimeInterval = 0
  public var instanceColor: CGColor?
  public var preservesDepth = false
}
