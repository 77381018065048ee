import Foundation
import TouchKit

/// What the canvas draws of the view hierarchy, captured as a value.
///
/// The views are reference types owned by the engine; the UI state holds this snapshot instead,
/// so that rendering stays a pure function of the state. Frames are in screen points: for a
/// transformed (rotated, scaled) view, the bounding box of its transformed bounds — a terminal
/// draws only axis-aligned boxes, so that is the simplification TouchLab makes.
///
/// The engine's description of a view is ``TouchKit/ViewDescription`` (what `touchlab describe`
/// and the inspector show); a node is the drawing's part of it, at presentation frames (views
/// in flight where their animation has them) and in drawing order (by zPosition). It is not a
/// `ViewDescription` because it is taken after every event and kept in the sequence history: a
/// node is 160 bytes and a 5,000-view scene about 7 ms in a debug build, where descriptions are
/// 568 bytes (plus their arrays) and 48 ms. What the two share is one value, the engine's
/// ``TouchKit/ViewSummary`` (id, class, caption, flags), read through by name (`node.id`).
public struct SceneNode: SummarizedView, Equatable, Sendable {
  /// Id, class, caption and the flags hit testing reads: the engine's summary of the view.
  public var summary: ViewSummary
  /// The bounding box of the view at its presentation frame, in screen points: always finite
  /// (``TouchKit/CGRect/clampedToFinite``), since every drawing and probe computes with it.
  public var frame: CGRect
  /// The view's index in its superview's `subviews` (its window's among the windows, front to
  /// back): ``children`` are in drawing order, and the hierarchy's order is this one.
  public var subviewIndex: Int
  /// The trace ids of the view's gesture recognizers, in the order they were added.
  public var recognizers: [String]
  /// A control's highlight and value; nil for views that are not controls.
  public var control: ControlSnapshot?
  /// Why hit testing skips the view when the snapshot was taken: the engine's answer
  /// (`View.hitTestSkipReason(at:)`), which the tree shows, never worked out again here.
  public var skipReason: HitTestSkipReason?
  /// Whether the view's own bounds have no area (a zero width or height), so no point is
  /// inside it (§1) and it draws no box of its own. Read from the bounds, not ``frame``: a view
  /// 1e-300 points wide has area, though its frame in screen points rounds to none.
  public var hasNoArea = false
  public var children: [SceneNode]

  public init(
    id: String, className: String = "View", caption: String? = nil, frame: CGRect, isHidden: Bool = false,
    alpha: CGFloat = 1, clipsToBounds: Bool = false, isUserInteractionEnabled: Bool = true,
    subviewIndex: Int = 0, recognizers: [String] = [], control: ControlSnapshot? = nil,
    skipReason: HitTestSkipReason? = nil, children: [SceneNode] = []
  ) {
    self.init(
      summary: ViewSummary(
        id: id, className: className, caption: caption, isHidden: isHidden, alpha: alpha,
        clipsToBounds: clipsToBounds, isUserInteractionEnabled: isUserInteractionEnabled),
      frame: frame, subviewIndex: subviewIndex, recognizers: recognizers, control: control,
      skipReason: skipReason, children: children)
  }

  public init(
    summary: ViewSummary, frame: CGRect, subviewIndex: Int, recognizers: [String], control: ControlSnapshot?,
    skipReason: HitTestSkipReason?, children: [SceneNode]
  ) {
    self.summary = summary
    self.frame = frame
    self.subviewIndex = subviewIndex
    self.recognizers = recognizers
    self.control = control
    self.skipReason = skipReason
    self.children = children
  }
}

/// The screen's windows, back to front (the order they are drawn in).
public struct Scene: Equatable, Sendable {
  public var screenSize: CGSize
  public var windows: [SceneNode]
  /// The text input editing when the snapshot was taken (``TouchKit/Application/editingTextInput``),
  /// by trace id: while there is one, keys are typed into it, not the explorer's
  /// (``Focus/typing``). Part of the scene because it is the engine's state, read with its views.
  public var typingTarget: String?

  public init(screenSize: CGSize, windows: [SceneNode], typingTarget: String? = nil) {
    self.screenSize = screenSize
    self.windows = windows
    self.typingTarget = typingTarget
  }

  /// Snapshots `application`'s windows: lowest level first, so the front window is drawn last.
  /// Views in flight are drawn where their animation has them at `time` (default: the
  /// application's clock).
  ///
  /// `stamp`, read just before (``TouchKit/Application/drawnStamp``), vouches that every view
  /// is of TouchKit's own classes and none animates: reading them then runs no person's code
  /// and changes nothing, so a large hierarchy is snapshotted on two cores (``isSplit(for:)``).
  /// The scene is the same either way.
  public init(
    application: Application, screenSize: CGSize, time: TimeInterval? = nil, stamp: DrawnStamp? = nil
  ) {
    self.screenSize = screenSize
    var names = ClassNames()
    let time = time ?? application.scheduler.now
    let frontToBack = application.windowsFrontToBack
    let split = Self.isSplit(for: stamp)
    typingTarget = application.editingTextInput?.traceID
    windows = frontToBack.indices.reversed().map {
      split
        ? Scene.splitNode(for: frontToBack[$0], index: $0, time: time, names: &names)
        : Scene.node(for: frontToBack[$0], index: $0, superviewToScreen: .identity, time: time, names: &names)
    }
  }

  /// A view's node; `superviewToScreen` maps its superview's coordinates to screen points, so
  /// each view costs one composition instead of a walk up its ancestors.
  ///
  /// Built with an explicit stack, not by recursion: a hierarchy 10,000 deep (an imported dump,
  /// a generated layout) would otherwise take as many frames of the thread's stack (issue 17).
  /// Each view is visited in the order the recursion would visit it (itself, then its subviews
  /// in drawing order), and a node is finished when its last child is.
  static func node(
    for view: View, index: Int, superviewToScreen: CGAffineTransform, time: TimeInterval,
    names: inout ClassNames
  ) -> SceneNode {
    // The view being worked on is the stack's last, changed in place: a `Pending` is some 250
    // bytes, and popping and pushing it again for each child was a third of a million-view
    // snapshot, in memmove (issue 17).
    var stack = [begin(view, index, superviewToScreen, time: time, names: &names)]
    while let top = stack.indices.last {
      if stack[top].next < stack[top].subviews.count {
        let child = stack[top].subviews[stack[top].next]
        stack[top].next += 1
        if stack[top].node.children.isEmpty {
          stack[top].node.children.reserveCapacity(stack[top].subviews.count)
        }
        stack.append(begin(child.view, child.index, stack[top].toScreen, time: time, names: &names))
        continue
      }
      let finished = stack.removeLast().node
      guard let parent = stack.indices.last else { return finished }
      stack[parent].node.children.append(finished)
    }
    preconditionFailure("the stack always holds the root until it is finished")
  }

  /// A view begun and not yet finished: its node without children, the subviews left.
  struct Pending {
    var node: SceneNode
    var toScreen: CGAffineTransform
    var subviews: [(index: Int, view: View)]
    var next = 0
  }

  /// `view`'s node without its children, and what its children need of it.
  static func begin(
    _ view: View, _ index: Int, _ superviewToScreen: CGAffineTransform, time: TimeInterval,
    names: inout ClassNames
  ) -> Pending {
    // `View.convertToSuperview` as a transform: `bounds.applying(toScreen)` is then the
    // bounding box of the view's corners in screen points (a window's superview is the screen).
    var toSuperview = view.toSuperviewTransform
    if view.animation != nil {
      toSuperview = toSuperview.concatenating(presentationOffset(of: view, at: time))
    }
    let toScreen = toSuperview.concatenating(superviewToScreen)
    var node = SceneNode(
      summary: ViewSummary(view, className: names.name(of: view)),
      frame: view.bounds.applying(toScreen).clampedToFinite, subviewIndex: index,
      recognizers: view.attachedRecognizers.map(\.traceID),
      control: (view as? Control).map { snapshot(of: $0, toScreen: toScreen) },
      skipReason: view.hitTestSkipReason(at: time), children: [])
    node.hasNoArea = view.bounds.isEmpty
    return Pending(node: node, toScreen: toScreen, subviews: drawingOrder(view.subviews))
  }

  /// Subviews in the order they are drawn: by `zPosition`, then subview order (a stable sort).
  /// Hit testing ignores zPosition (§8 #16), so this is the one place it counts.
  static func drawingOrder(_ subviews: [View]) -> [(index: Int, view: View)] {
    let indexed = subviews.enumerated().map { (index: $0.offset, view: $0.element) }
    guard subviews.contains(where: { $0.zPosition != 0 }) else { return indexed }
    return indexed.sorted { ($0.view.zPosition, $0.index) < ($1.view.zPosition, $1.index) }
  }

  /// Where an animation in flight draws the view relative to its model frame (the
  /// presentation layer): a move and a scale in the superview's coordinates.
  static func presentationOffset(of view: View, at time: TimeInterval) -> CGAffineTransform {
    guard let animation = view.animation, animation.isRunning(at: time) else { return .identity }
    let model = view.frame
    let shown = animation.presentationFrame(at: time, modelFrame: model)
    guard model.width > 0, model.height > 0 else {
      return CGAffineTransform(translationX: shown.minX - model.minX, y: shown.minY - model.minY)
    }
    return CGAffineTransform(translationX: -model.minX, y: -model.minY)
      .concatenating(CGAffineTransform(scaleX: shown.width / model.width, y: shown.height / model.height))
      .concatenating(CGAffineTransform(translationX: shown.minX, y: shown.minY))
  }
}

/// Class names by type, computed once per snapshot: `String(describing:)` of a type
/// demangles its name, which cost more than everything else about a view.
/// The last answer is kept apart from the table: siblings are mostly of one class, and
/// comparing a type costs less than hashing it.
struct ClassNames {
  private var names: [ObjectIdentifier: String] = [:]
  private var last: (type: ObjectIdentifier, name: String)?

  mutating func name(of view: View) -> String {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let last, last.type == type { return last.name }
    let name = names[type] ?? String(describing: Swift.type(of: view))
    names[type] = name
    last = (type, name)
    return name
  }
}
