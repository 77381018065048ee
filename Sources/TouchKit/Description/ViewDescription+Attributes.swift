import Foundation

extension ViewDescription {
  /// Every scalar property under the one name XML, JSON and queries share, in a fixed order.
  ///
  /// UIKit's property names, with `is` dropped from booleans (`hidden`, `enabled`), as the
  /// layout keys do. Properties a class does not have are absent, not empty: a `View` has no
  /// `title`, a view without a declarative override no `hitSlop`. Structured parts
  /// (recognizers, control actions, animation, segments, subviews) are children, not attributes.
  public var attributes: [DescriptionAttribute] {
    var result: [DescriptionAttribute] = []
    func add(_ name: String, _ value: DescriptionValue) { result.append(DescriptionAttribute(name, value)) }
    add("index", .number(CGFloat(index)))
    add("class", .string(summary.className))
    add("classes", .names(classChain))
    add("id", .string(summary.id))
    add("frame", .rect(frame))
    add("bounds", .rect(bounds))
    add("center", .point(center))
    add("transform", .transform(transform))
    add("anchorPoint", .point(anchorPoint))
    add("screenFrame", .rect(screenFrame))
    add("alpha", .number(summary.alpha))
    add("hidden", .bool(summary.isHidden))
    add("userInteractionEnabled", .bool(summary.isUserInteractionEnabled))
    add("clipsToBounds", .bool(summary.clipsToBounds))
    add("multipleTouchEnabled", .bool(isMultipleTouchEnabled))
    add("exclusiveTouch", .bool(isExclusiveTouch))
    add("zPosition", .number(zPosition))
    if let hitArea {
      add("hitSlop", .insets(hitArea.hitSlop))
      add("shape", .string(hitArea.shape.name))
      if case .roundedRectangle(let radius) = hitArea.shape { add("cornerRadius", .number(radius)) }
    }
    if let hitTestOverride {
      add("hitTest", .string(hitTestOverride.name))
      if case .redirect(let target) = hitTestOverride { add("hitTestRedirect", .string(target)) }
    }
    if let overridesHitTest { add("overridesHitTest", .bool(overridesHitTest)) }
    if let overridesPointInside { add("overridesPointInside", .bool(overridesPointInside)) }
    if let text { add("text", .string(text)) }
    if let title { add("title", .string(title)) }
    if let imageName { add("image", .string(imageName)) }
    if let window {
      add("windowLevel", .number(window.windowLevel))
      if let root = window.rootViewController { add("rootViewController", .string(root)) }
    }
    if let viewController { add("viewController", .string(viewController)) }
    if let listPlace {
      if let kind = listPlace.elementKind { add("elementKind", .string(kind)) }
      add("indexPath", .indexPath(listPlace.indexPath))
    }
    if !handledTouchMethods.isEmpty { add("handles", .names(handledTouchMethods)) }
    if !handledActions.isEmpty { add("handlesActions", .names(handledActions)) }
    if let control {
      add("enabled", .bool(control.isEnabled))
      add("highlighted", .bool(control.isHighlighted))
      add("selected", .bool(control.isSelected))
      result += control.state
    }
    if let scrollView {
      add("contentSize", .size(scrollView.contentSize))
      add("contentOffset", .point(scrollView.contentOffset))
      add("delaysContentTouches", .bool(scrollView.delaysContentTouches))
      add("canCancelContentTouches", .bool(scrollView.canCancelContentTouches))
    }
    if let origin = importedOrigin { result += Self.attributes(of: origin) }
    switch storedFrameComparison {
    case .matches: add("misplaced", .bool(false))
    case .misplaced: add("misplaced", .bool(true))
    case .notCompared(let reason): add("frameNotCompared", .string(reason))
    case nil: break
    }
    return result
  }

  /// Every name ``attributes`` can give, for any view: what a query checks its attribute
  /// names against (a test keeps the two in step).
  public static let attributeNames: [String] = [
    "index", "class", "classes", "id", "frame", "bounds", "center", "transform", "anchorPoint", "screenFrame",
    "alpha", "hidden", "userInteractionEnabled", "clipsToBounds", "multipleTouchEnabled", "exclusiveTouch",
    "zPosition", "hitSlop", "shape", "cornerRadius", "hitTest", "hitTestRedirect", "overridesHitTest",
    "overridesPointInside", "text", "title", "image", "windowLevel", "rootViewController", "viewController",
    "elementKind", "indexPath",
    "handles", "handlesActions", "enabled", "highlighted", "selected", "on", "value", "minimumValue",
    "maximumValue", "continuous", "selectedSegmentIndex", "numberOfSegments", "contentSize", "contentOffset",
    "delaysContentTouches", "canCancelContentTouches", "importedClass", "importedAddress", "baseClass",
    "autoresize", "opaque", "tag", "unknownRecognizers", "animations", "dumpLine", "ibID", "storedFrame",
    "misplaced", "frameNotCompared", "placeholder", "editing", "secure",
  ]

  /// An imported view's origin: what its dump said (``ImportedOrigin``).
  package static func attributes(of origin: ImportedOrigin) -> [DescriptionAttribute] {
    var result = [DescriptionAttribute("importedClass", .string(origin.className))]
    if let address = origin.address {
      result.append(DescriptionAttribute("importedAddress", .string(address)))
    }
    if let base = origin.baseClass { result.append(DescriptionAttribute("baseClass", .string(base))) }
    if let mask = origin.autoresize { result.append(DescriptionAttribute("autoresize", .string(mask))) }
    if let opaque = origin.isOpaque { result.append(DescriptionAttribute("opaque", .bool(opaque))) }
    if let tag = origin.tag { result.append(DescriptionAttribute("tag", .number(CGFloat(tag)))) }
    if origin.hasUnknownRecognizers { result.append(DescriptionAttribute("unknownRecognizers", .bool(true))) }
    if let animations = origin.animations {
      result.append(DescriptionAttribute("animations", .string(animations)))
    }
    if let line = origin.line { result.append(DescriptionAttribute("dumpLine", .number(CGFloat(line)))) }
    if let objectID = origin.objectID { result.append(DescriptionAttribute("ibID", .string(objectID))) }
    if let stored = origin.storedFrame { result.append(DescriptionAttribute("storedFrame", .rect(stored))) }
    return result
  }

  /// The attributes of an animation in flight, the `animation` child.
  package static func attributes(of animation: ViewAnimation) -> [DescriptionAttribute] {
    [
      DescriptionAttribute("from", .rect(animation.fromFrame)),
      DescriptionAttribute("delay", .number(animation.beginTime)),
      DescriptionAttribute("duration", .number(animation.duration)),
      DescriptionAttribute("allowsUserInteraction", .bool(animation.allowsUserInteraction)),
    ]
  }

  /// This view and every view below it, in document order.
  public var allDescriptions: [ViewDescription] {
    var result: [ViewDescription] = []
    var stack = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }
}
