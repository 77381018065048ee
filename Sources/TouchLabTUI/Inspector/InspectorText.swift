import Foundation
import TouchKit
import TouchTrace

/// The inspector's text for one ``Inspection``, as entries: each a label and its items, which
/// wrap between items (``Entry/wrapped(to:)``) so `isHidden false` never breaks in two.
enum InspectorText {
  struct Entry {
    var items: [String]
    /// What follows every item but the last; items are then joined by a space.
    var separator = " ·"
    var indent = 0
    var role: Cell.Role = .plain
    var style: Cell.Style = .normal

    /// The entry as lines at most `width` columns wide; continuation lines indent two more,
    /// and an item wider than a line is cut into pieces rather than clipped.
    func wrapped(to width: Int) -> [InspectorLine] {
      var lines: [String] = []
      var line = ""
      for (index, item) in items.enumerated() {
        let piece = index < items.count - 1 ? item + separator : item
        if !line.isEmpty, TextWidth.width(of: Sanitizer.sanitize(line + " " + piece)) <= width - margin(lines)
        {
          line += " " + piece
        } else {
          if !line.isEmpty { lines.append(line) }
          line = piece
        }
      }
      if !line.isEmpty { lines.append(line) }
      var result: [InspectorLine] = []
      for text in lines {
        for piece in LessonPane.wrap(text, width: max(2, width - margin(result))) {
          let pad = String(repeating: " ", count: margin(result))
          result.append(InspectorLine(text: pad + piece, role: role, style: style))
        }
      }
      return result
    }

    /// The indent of the next line, given the lines so far.
    private func margin<T>(_ done: [T]) -> Int { done.isEmpty ? indent : indent + 2 }
  }

  static func entries(_ inspection: Inspection) -> [Entry] {
    let view = inspection.view
    var entries: [Entry] = [Entry(items: classItems(view))]
    entries.append(Entry(items: ["frame \(Format.rect(view.frame))", "bounds \(Format.rect(view.bounds))"]))
    var geometry = ["transform " + (view.transform.isIdentity ? "identity" : transform(view.transform))]
    if view.zPosition != 0 { geometry.append("zPosition \(Format.number(view.zPosition))") }
    entries.append(Entry(items: geometry))
    if let reuse = inspection.reuse { entries += self.reuse(reuse, control: view.control) }
    entries += hitTesting(inspection)
    entries += delivery(view)
    let chain = inspection.responderChain
    entries.append(Entry(items: ["chain \(chain.first ?? view.id)"] + chain.dropFirst(), separator: " →"))
    if !view.handledTouchMethods.isEmpty {
      entries.append(Entry(items: ["handles " + view.handledTouchMethods.joined(separator: ", ")]))
    }
    entries += constraints(view)
    entries += recognizers(view.gestureRecognizers)
    if let control = view.control { entries += self.control(control) }
    return entries
  }

  private static func classItems(_ view: ViewDescription) -> [String] {
    let superclasses = view.classChain.dropFirst()
    var items = [
      "class \(view.className)" + (superclasses.isEmpty ? "" : " (\(superclasses.joined(separator: ", ")))")
    ]
    if let title = view.title, !title.isEmpty { items.append("title \u{201C}\(title)\u{201D}") }
    if let text = view.text { items.append("text \u{201C}\(text)\u{201D}") }
    if let image = view.imageName { items.append("image \(image)") }
    if let origin = view.importedOrigin { items += importedItems(origin, as: view.className) }
    return items
  }

  /// The properties hit testing reads (§1), what skips the view if anything does, and the
  /// overrides it carries: declarative (`hitArea`, `hitTest`) and Swift subclass methods.
  private static func hitTesting(_ inspection: Inspection) -> [Entry] {
    let view = inspection.view
    var entries = [
      Entry(items: [
        "isHidden \(view.isHidden)", "isUserInteractionEnabled \(view.isUserInteractionEnabled)",
        "alpha \(Format.number(view.alpha))", "clipsToBounds \(view.clipsToBounds)",
      ])
    ]
    if let skip = inspection.skipReason {
      entries.append(
        Entry(items: ["hit testing skips it and its subviews: \(skip.explanation)"], role: .warning))
    }
    var area = "hitArea none"
    if let hitArea = view.hitArea {
      var parts: [String] = []
      if hitArea.hitSlop != .zero {
        let slop = hitArea.hitSlop
        parts.append(
          "hitSlop ("
            + [slop.top, slop.left, slop.bottom, slop.right].map(Format.number).joined(separator: ", ") + ")")
      }
      parts.append("shape \(hitArea.shape.name)")
      area = "hitArea " + parts.joined(separator: " ")
    }
    var override = "hitTest override none"
    if let hitTestOverride = view.hitTestOverride {
      override = "hitTest override \(hitTestOverride.name)"
      if case .redirect(let target) = hitTestOverride { override += " → \(target)" }
    }
    entries.append(Entry(items: [area, override]))
    let swift: String =
      switch (view.overridesHitTest, view.overridesPointInside) {
      case (nil, _), (_, nil): "unknown on this runtime"
      case (true, true): "hitTest(_:with:), point(inside:with:)"
      case (true, false): "hitTest(_:with:)"
      case (false, true): "point(inside:with:)"
      default: "none"
      }
    entries.append(Entry(items: ["Swift overrides \(swift)"]))
    return entries
  }

  /// What else decides where touches go, shown only when it says something: a window's
  /// level (the order windows are asked, §1), a view's multiple and exclusive touch (§3), a
  /// scroll view's offset and content touch rules (§7).
  private static func delivery(_ view: ViewDescription) -> [Entry] {
    var entries: [Entry] = []
    if let window = view.window {
      entries.append(Entry(items: ["windowLevel \(Format.number(window.windowLevel))"]))
    }
    var touch: [String] = []
    if view.isMultipleTouchEnabled { touch.append("isMultipleTouchEnabled true") }
    if view.isExclusiveTouch { touch.append("isExclusiveTouch true") }
    if !touch.isEmpty { entries.append(Entry(items: touch)) }
    if let scroll = view.scrollView {
      entries.append(
        Entry(items: [
          "contentOffset \(Format.point(scroll.contentOffset))",
          "contentSize (\(Format.number(scroll.contentSize.width)), \(Format.number(scroll.contentSize.height)))",
          "delaysContentTouches \(scroll.delaysContentTouches)",
          "canCancelContentTouches \(scroll.canCancelContentTouches)",
        ]))
    }
    return entries
  }

  /// The constraints that name the view, in UIKit's description format, a broken one as a
  /// warning, and the parts of the frame they leave free (issue 37: beyond UIKit, which says
  /// neither unasked).
  private static func constraints(_ view: ViewDescription) -> [Entry] {
    var entries: [Entry] = []
    if !view.ambiguousLayout.isEmpty {
      let parts = view.ambiguousLayout.joined(separator: ", ")
      entries.append(
        Entry(items: ["ambiguous layout: nothing decides its \(parts) (hasAmbiguousLayout)"], role: .warning))
    }
    switch view.storedFrameComparison {
    case .misplaced(let stored, let solved):
      entries.append(
        Entry(
          items: [
            "misplaced: the file stored \(Format.rect(stored)), constraints give \(Format.rect(solved))"
          ],
          role: .warning))
    case .notCompared(let reason): entries.append(Entry(items: ["stored frame not compared: \(reason)"]))
    case .matches, nil: break
    }
    for line in view.constraints {
      let broken = line.hasSuffix(" BROKEN")
      entries.append(Entry(items: [line], indent: 2, role: broken ? .warning : .plain))
    }
    // Which of them hold each edge where it is (View.edgeReport).
    for line in view.edges { entries.append(Entry(items: ["sets " + line], indent: 2)) }
    return entries
  }

  private static func recognizers(_ recognizers: [RecognizerDescription]) -> [Entry] {
    guard !recognizers.isEmpty else { return [Entry(items: ["recognizers none"])] }
    var entries: [Entry] = []
    for recognizer in recognizers {
      entries.append(
        Entry(
          items: [
            "\(LayoutRenderer.recognizerGlyph) \(recognizer.id) (\(recognizer.type))",
            "state \(recognizer.state)",
          ],
          role: .traceRecognizer, style: .bold))
      entries.append(
        Entry(
          items: [
            "isEnabled \(recognizer.isEnabled)", "cancelsTouchesInView \(recognizer.cancelsTouchesInView)",
            "delaysTouchesBegan \(recognizer.delaysTouchesBegan)",
            "delaysTouchesEnded \(recognizer.delaysTouchesEnded)",
          ], indent: 2))
      if !recognizer.requiresFailureOf.isEmpty {
        entries.append(
          Entry(
            items: ["requires failure of " + recognizer.requiresFailureOf.joined(separator: ", ")], indent: 2)
        )
      }
      for action in recognizer.actions {
        entries.append(
          Entry(items: ["action \(action.action) → \(action.target ?? "responder chain")"], indent: 2))
      }
    }
    return entries
  }

  private static func control(_ control: ControlDescription) -> [Entry] {
    var entries = [
      Entry(
        items: [
          "control isEnabled \(control.isEnabled)", "isHighlighted \(control.isHighlighted)",
          "isSelected \(control.isSelected)",
        ] + control.state.map { "\($0.name) \($0.value.text)" })
    ]
    if control.actions.isEmpty { entries.append(Entry(items: ["no targets"], indent: 2)) }
    for action in control.actions {
      let events = action.events.isEmpty ? "no events" : action.events.joined(separator: ", ")
      entries.append(
        Entry(
          items: ["\(events): \(action.action) → \(action.target ?? "responder chain")"], indent: 2,
          role: .traceControl))
    }
    return entries
  }

  private static func transform(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Format.number).joined(separator: " ") + "]"
  }

  /// What the dump (or Interface Builder file) said of an imported view (docs/import.md,
  /// docs/interface-builder.md): its class, address or IB id, and the flags TouchLab carries
  /// without modelling.
  private static func importedItems(_ origin: ImportedOrigin, as className: String) -> [String] {
    var items = ["imported from \(origin.phrase(importedAs: className))"]
    if let address = origin.address { items.append("address \(address)") }
    if let base = origin.baseClass { items.append("baseClass \(base)") }
    if origin.hasUnknownRecognizers { items.append("has recognizers, unknown kinds (not in the dump)") }
    if let mask = origin.autoresize { items.append("autoresize \(mask)") }
    if let opaque = origin.isOpaque { items.append("opaque \(opaque)") }
    if let tag = origin.tag { items.append("tag \(tag)") }
    if origin.animations != nil { items.append("animations in flight when dumped") }
    if let objectID = origin.objectID {
      items.append("IB object id \(objectID)")
      if let line = origin.line { items.append("file line \(line)") }
    } else if let line = origin.line {
      items.append("dump line \(line)")
    }
    return items
  }
}
