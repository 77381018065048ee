import Dispatch
import Foundation
import TouchKit

/// A large hierarchy snapshotted on two cores (issue 17: at a million views the snapshot was
/// the largest part of the explorer's start after loading, on one core while the other idled).
///
/// A window's subtrees are independent: each child's node depends on the child's views and the
/// window's transform alone. So the window's children are handed out one at a time, in drawing
/// order, to two workers, each with its own class-name table, and put back in that order: the
/// same nodes as one walk makes (`SceneSplitTests` compares them).
///
/// Only where a ``TouchKit/DrawnStamp`` vouches for every view: TouchKit's own classes, read
/// through properties that change nothing, and no animation. A person's class may compute
/// what it shows in an override, and that code must not run on two threads at once.
extension Scene {
  /// From this many views on, a vouched snapshot is split: below it, handing work to a second
  /// thread costs more than it saves (about 20 ms of snapshot at 100,000 views in a release
  /// build). UNSOURCED: measured here (docs/performance.md).
  static let splitViews = 50_000

  /// The workers a split snapshot uses: the calling thread and one more.
  static let splitWorkers = 2

  /// Whether a snapshot vouched for by `stamp` is split.
  static func isSplit(for stamp: DrawnStamp?) -> Bool {
    guard let stamp, stamp.views >= splitViews else { return false }
    return ProcessInfo.processInfo.activeProcessorCount >= 2
  }

  /// The node of `window` (index `index` among the windows, front to back), its subtrees
  /// snapshotted by ``splitWorkers`` workers.
  static func splitNode(for window: View, index: Int, time: TimeInterval, names: inout ClassNames)
    -> SceneNode
  {
    var root = begin(window, index, .identity, time: time, names: &names)
    guard root.subviews.count >= 2 else {
      return node(for: window, index: index, superviewToScreen: .identity, time: time, names: &names)
    }
    let work = SplitWork(children: root.subviews, toScreen: root.toScreen, time: time, names: names)
    DispatchQueue.concurrentPerform(iterations: splitWorkers) { _ in work.run() }
    root.node.children = work.nodes()
    return root.node
  }

  /// A window's children, handed out one at a time to whichever worker asks first, and their
  /// nodes in the children's order.
  ///
  /// `@unchecked Sendable`: the views are only read, and a stamp vouched that reading them
  /// runs no person's code and changes nothing; each slot is written by the one worker that
  /// claimed its child, under the lock, and read only after `concurrentPerform` has returned,
  /// that is, after every worker has finished.
  private final class SplitWork: @unchecked Sendable {
    private let children: [(index: Int, view: View)]
    private let toScreen: CGAffineTransform
    private let time: TimeInterval
    private let names: ClassNames
    private let slots: UnsafeMutableBufferPointer<SceneNode?>
    private let lock = NSLock()
    private var claimed = 0

    init(
      children: [(index: Int, view: View)], toScreen: CGAffineTransform, time: TimeInterval, names: ClassNames
    ) {
      self.children = children
      self.toScreen = toScreen
      self.time = time
      self.names = names
      slots = .allocate(capacity: children.count)
      slots.initialize(repeating: nil)
    }

    deinit {
      _ = slots.deinitialize()
      slots.deallocate()
    }

    /// One worker: snapshots unclaimed children until none is left.
    func run() {
      var names = names
      while let slot = claim() {
        let child = children[slot]
        slots[slot] = Scene.node(
          for: child.view, index: child.index, superviewToScreen: toScreen, time: time, names: &names)
      }
    }

    /// The children's nodes, in the children's order (every slot is filled once all workers
    /// have run).
    func nodes() -> [SceneNode] { slots.compactMap { $0 } }

    private func claim() -> Int? {
      lock.withLock {
        guard claimed < children.count else { return nil }
        defer { claimed += 1 }
        return claimed
      }
    }
  }
}
