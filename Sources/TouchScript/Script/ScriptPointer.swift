import Foundation
import TouchKit
import TouchLayout

extension Script {
  /// `pointer: {kind: down, at: [x, y], time: 1.25, finger: 0}`: one raw pointer event, the
  /// step a recording is made of, so that playing it back sends exactly what was recorded.
  ///
  /// Gestures are generated with the synthesizer's timing; a recorded hand is not, so each
  /// event carries its own time: seconds since the script started, never earlier than the
  /// pointer step before it (the reader checks).
  public struct Pointer: Equatable, Sendable {
    public var kind: PointerEvent.Kind
    public var target: Target
    public var time: TimeInterval
    /// Which finger (``TouchKit/PointerEvent/pointer``): fingers down together are one
    /// multi-touch sequence.
    public var finger: Int

    /// The latest time a pointer step may have: a day, far beyond any session worth replaying.
    public static let maximumTime: TimeInterval = 86_400

    public init(_ kind: PointerEvent.Kind, at target: Target, time: TimeInterval, finger: Int = 0) {
      self.kind = kind
      self.target = target
      self.time = time
      self.finger = finger
    }

    /// Where the event is: a screen point, or a point in a view's own coordinates (its
    /// bounds), converted to screen when the step runs, so a recording made on a view still
    /// touches the same spot of it after the view moves.
    public enum Target: Equatable, Sendable {
      case point(CGPoint)
      /// `{view: save, at: [10, 5]}`: a view (by id or query, as ``ScriptTarget/view(_:)``)
      /// and a point in its coordinates.
      case view(String, CGPoint)
    }
  }
}

extension View {
  /// A point in the view's coordinates converted to screen points (its window's frame is in
  /// screen points): where a pointer step on the view touches. Nil when it is on no point of
  /// the screen (a flattened transform).
  public func screenPoint(fromLocal point: CGPoint) -> CGPoint? {
    let inWindow = window.map { convert(point, to: $0) } ?? point
    let onScreen = window.map { $0.convertToSuperview(inWindow) } ?? inWindow
    return onScreen.x.isFinite && onScreen.y.isFinite ? onScreen : nil
  }

  /// A screen point converted into the view's coordinates: how a recording says where on a
  /// view a touch began. The inverse of ``screenPoint(fromLocal:)``.
  public func localPoint(fromScreen point: CGPoint) -> CGPoint? {
    let inWindow = window.map { $0.convertFromSuperview(point) } ?? point
    let local = window.map { convert(inWindow, from: $0) } ?? inWindow
    return local.x.isFinite && local.y.isFinite ? local : nil
  }
}

extension ScriptRunner {
  /// Where a pointer step is on screen: a point as given, or its view's point converted.
  static func point(of target: Script.Pointer.Target, in layout: Layout, _ resolver: ViewTargetResolver)
    -> Result<CGPoint, ViewTargetResolver.Failure>
  {
    switch target {
    case .point(let point): return .success(point)
    case .view(let expression, let local):
      let found = resolver.resolve(expression, layout).mapError {
        ViewTargetResolver.Failure("the target \($0.message)")
      }
      return found.flatMap { view in
        guard let point = view.screenPoint(fromLocal: local) else {
          return .failure(
            ViewTargetResolver.Failure(
              "cannot touch \(expression) at \(Format.point(local)): it is on no point of the screen"))
        }
        return .success(point)
      }
    }
  }

  /// "pointer down at (120, 300), 1.25 s", "pointer up on save at (10, 5), 2 s, finger 1".
  static func describe(_ pointer: Script.Pointer) -> String {
    let place =
      switch pointer.target {
      case .point(let point): "at \(Format.point(point))"
      case .view(let view, let local): "on \(view) at \(Format.point(local))"
      }
    let finger = pointer.finger == 0 ? "" : ", finger \(pointer.finger)"
    return "pointer \(pointer.kind.rawValue) \(place), \(Format.number(pointer.time)) s\(finger)"
  }
}
