import Foundation
import TouchKit

extension HierarchyDescription {
  /// The indented tree `touchlab describe` prints: a heading, then one line per view,
  /// two spaces deeper per level (up to ``Indentation/maximumLevels``, then the level in brackets):
  ///
  /// ```
  /// Button save “Save” (20, 100, 120, 44) in card · alpha 0.5 · hitSlop 10 · ✦ saveTap(tap)
  /// ```
  ///
  /// Class, id, text or title, frame and the space it is in (`in card`: the superview's
  /// coordinates, as `UIView.frame` is; `on screen` for a window), then only what differs
  /// from a plain `UIView` among the properties hit testing and delivery read, then the
  /// recognizers (docs/describe-and-query.md lists them). Not sanitized: the caller prints it.
  public func text() -> [String] {
    let screen = screenSize.map { " (\(Format.number($0.width))×\(Format.number($0.height)))" } ?? ""
    let count = "\(windows.count) window\(windows.count == 1 ? "" : "s")"
    var lines = ["\(title ?? applicationID)\(screen): \(count), front to back"]
    for window in windows { Self.append(window, in: nil, depth: 0, to: &lines) }
    return lines
  }

  /// A view's line and its subtree's, depth first, with an explicit stack (a hierarchy 10,000
  /// deep must not take as many frames of the thread's stack).
  private static func append(
    _ view: ViewDescription, in superview: String?, depth: Int, to lines: inout [String]
  ) {
    var stack = [(view: view, superview: superview, depth: depth)]
    while let (view, superview, depth) = stack.popLast() {
      lines.append(Indentation.text(depth) + line(for: view, in: superview))
      for constraint in view.constraints { lines.append(Indentation.text(depth + 1) + "= " + constraint) }
      for edge in view.edges { lines.append(Indentation.text(depth + 1) + "edge " + edge) }
      for subview in view.subviews.reversed() { stack.append((subview, view.id, depth + 1)) }
    }
  }

  /// One view's line; `superview` is the id whose coordinates its frame is in (nil: a
  /// window, whose frame is on the screen).
  static func line(for view: ViewDescription, in superview: String?) -> String {
    var head = "\(view.className) \(view.id)"
    if let caption = view.title ?? view.text ?? view.imageName, !caption.isEmpty { head += " “\(caption)”" }
    head += " " + Format.rect(view.frame) + (superview.map { " in \($0)" } ?? " on screen")
    let parts = notes(for: view) + recognizerNote(view.gestureRecognizers)
    return ([head] + parts).joined(separator: " · ")
  }

  /// The non-default properties, in a fixed order.
  static func notes(for view: ViewDescription) -> [String] {
    var notes: [String] = []
    if let window = view.window {
      notes.append("level \(Format.number(window.windowLevel))")
      if let root = window.rootViewController { notes.append("root \(root)") }
    }
    if let controller = view.viewController { notes.append("controller \(controller)") }
    if let place = view.listPlace {
      notes.append((place.elementKind ?? "indexPath") + " " + place.indexPath.tableDescription)
    }
    if view.isHidden { notes.append("hidden") }
    if view.alpha != 1 { notes.append("alpha \(Format.number(view.alpha))") }
    if !view.isUserInteractionEnabled { notes.append("interaction off") }
    if view.control?.isEnabled == false { notes.append("disabled") }
    if view.transform != .identity {
      notes.append("transform " + DescriptionValue.transform(view.transform).text)
    }
    if let scroll = view.scrollView {
      let size = scroll.contentSize
      notes.append("contentSize \(Format.number(size.width))×\(Format.number(size.height))")
      if scroll.contentOffset != .zero { notes.append("contentOffset \(Format.point(scroll.contentOffset))") }
      if !scroll.delaysContentTouches { notes.append("delaysContentTouches off") }
      if !scroll.canCancelContentTouches { notes.append("canCancelContentTouches off") }
    } else if view.bounds.origin != .zero {
      notes.append("boundsOrigin \(Format.point(view.bounds.origin))")
    }
    if view.clipsToBounds, view.scrollView == nil { notes.append("clipsToBounds") }
    if view.isMultipleTouchEnabled { notes.append("multipleTouch") }
    if view.isExclusiveTouch { notes.append("exclusiveTouch") }
    if view.zPosition != 0 { notes.append("zPosition \(Format.number(view.zPosition))") }
    if let area = view.hitArea {
      if area.hitSlop != .zero { notes.append("hitSlop " + slop(area.hitSlop)) }
      switch area.shape {
      case .rectangle: break
      case .ellipse: notes.append("shape ellipse")
      case .roundedRectangle(let radius): notes.append("shape roundedRectangle \(Format.number(radius))")
      }
    }
    if let override = view.hitTestOverride {
      if case .redirect(let target) = override {
        notes.append("hitTest redirect → \(target)")
      } else {
        notes.append("hitTest \(override.name)")
      }
    }
    if view.overridesHitTest == true { notes.append("overrides hitTest") }
    if view.overridesPointInside == true { notes.append("overrides point(inside:)") }
    if !view.ambiguousLayout.isEmpty {
      notes.append("ambiguous " + view.ambiguousLayout.joined(separator: ", "))
    }
    if case .misplaced(let stored, let solved) = view.storedFrameComparison {
      notes.append("misplaced: stored \(Format.rect(stored)), solved \(Format.rect(solved))")
    }
    if let animation = view.animation {
      var note = "animating from \(Format.rect(animation.fromFrame)), \(Format.number(animation.duration)) s"
      if animation.beginTime != 0 { note += " after \(Format.number(animation.beginTime)) s" }
      if animation.allowsUserInteraction { note += ", allowUserInteraction" }
      notes.append(note)
    }
    return notes
  }

  /// `10` when every edge is the same, else `(top, left, bottom, right)`.
  private static func slop(_ insets: EdgeInsets) -> String {
    let edges = [insets.top, insets.left, insets.bottom, insets.right]
    if Set(edges).count == 1 { return Format.number(insets.top) }
    return "(" + edges.map(Format.number).joined(separator: ", ") + ")"
  }

  /// `✦ cardTap(tap), hold(longPress, disabled)`, or nothing.
  private static func recognizerNote(_ recognizers: [RecognizerDescription]) -> [String] {
    guard !recognizers.isEmpty else { return [] }
    let names = recognizers.map { $0.id + "(" + $0.type + ($0.isEnabled ? "" : ", disabled") + ")" }
    return ["✦ " + names.joined(separator: ", ")]
  }
}
