import Foundation

extension ViewDescription {
  /// Describes `view` and its subtree; `nextIndex` numbers the views in document order.
  ///
  /// With an explicit stack, not by recursion, so a hierarchy 10,000 deep is described without
  /// as many frames of the thread's stack (issue 17); views are numbered in the same order.
  ///
  /// Each view's screen frame comes from its superview's transform to the screen, composed
  /// once per view on the way down: walking every view's ancestors cost a hierarchy *n* deep
  /// *n*²/2 conversions (20,000 deep: most of a minute, issue 34).
  init(_ view: View, nextIndex: inout Int) {
    // Each view's constraints, from one walk of the hierarchy's (none without constraints).
    let constraints = View.constraintLines(in: view)
    let naming = constraints.isEmpty ? [:] : View.constraintsNaming(in: CodeNames.topmost(view))
    func described(_ view: View, index: Int, toScreen: CGAffineTransform?) -> ViewDescription {
      var description = ViewDescription(view, index: index, toScreen: toScreen)
      if let lines = constraints[ObjectIdentifier(view)] {
        description.constraints = lines
        description.ambiguousLayout = view.ambiguousLayoutParts
        description.edges = view.edgeReport(naming: naming[ObjectIdentifier(view)] ?? [])
        description.storedFrameComparison = view.storedFrameComparison
      }
      return description
    }
    var stack: [(description: ViewDescription, subviews: [View], next: Int, toScreen: CGAffineTransform)] = []
    // Out of a window each view stops at its superview (``toScreen(of:)``): nothing to compose.
    let inWindow = view.window != nil
    let rootToScreen = Self.toScreen(of: view)
    stack.append(
      (described(view, index: nextIndex, toScreen: rootToScreen), view.subviews, 0, rootToScreen))
    nextIndex += 1
    while var top = stack.popLast() {
      if top.next < top.subviews.count {
        let subview = top.subviews[top.next]
        top.next += 1
        stack.append(top)
        let toScreen = subview.toSuperviewTransform.concatenating(top.toScreen)
        let description = described(subview, index: nextIndex, toScreen: inWindow ? toScreen : nil)
        stack.append((description, subview.subviews, 0, toScreen))
        nextIndex += 1
        continue
      }
      guard !stack.isEmpty else {
        self = top.description
        return
      }
      stack[stack.count - 1].description.subviews.append(top.description)
    }
    self.init(view, index: nextIndex)
  }

  /// Describes `view` alone (``subviews`` empty), as the view at `index` in document order:
  /// what a query reads when it tests one view's attributes.
  public init(_ view: View, index: Int) {
    self.init(view, index: index, toScreen: nil)
  }

  /// `toScreen`: the view's own coordinates to the screen's, when the caller has it (nil: the
  /// view's ancestors are walked for it).
  init(_ view: View, index: Int, toScreen: CGAffineTransform?) {
    self.index = index
    classChain = Self.classChain(of: view)
    summary = ViewSummary(view, className: classChain.first ?? "View")
    frame = view.frame
    bounds = view.bounds
    center = view.center
    transform = view.transform
    anchorPoint = view.anchorPoint
    screenFrame = view.bounds.applying(toScreen ?? Self.toScreen(of: view))
    isMultipleTouchEnabled = view.isMultipleTouchEnabled
    isExclusiveTouch = view.isExclusiveTouch
    zPosition = view.zPosition
    hitArea = view.hitArea
    hitTestOverride = view.hitTestOverride
    overridesHitTest = OverriddenMethods.overrides(.hitTest, in: type(of: view))
    overridesPointInside = OverriddenMethods.overrides(.pointInside, in: type(of: view))
    animation = view.animation
    importedOrigin = view.importedOrigin
    text = (view as? Label)?.text
    title = (view as? Button)?.title
    imageName = (view as? ImageView)?.imageName
    control = (view as? Control).map(ControlDescription.init)
    scrollView = (view as? ScrollView).map {
      ScrollViewDescription(
        contentSize: $0.contentSize, contentOffset: $0.contentOffset,
        delaysContentTouches: $0.delaysContentTouches, canCancelContentTouches: $0.canCancelContentTouches)
    }
    window = (view as? Window).map {
      WindowDescription(windowLevel: $0.windowLevel, rootViewController: $0.rootViewController?.traceID)
    }
    viewController = view.owningViewController?.traceID
    listPlace = view.listPlace
    handledTouchMethods = TouchMethod.allCases.filter { view.handledTouchMethods.contains($0) }.map(
      \.rawValue)
    handledActions = view.handledActions.sorted()
    gestureRecognizers = view.attachedRecognizers.map(RecognizerDescription.init)
    subviews = []
  }

  /// The view's class and its superclasses up to `View`, by Swift name.
  public static func classChain(of view: View) -> [String] {
    var chain: [String] = []
    var mirror: Mirror? = Mirror(reflecting: view)
    while let current = mirror {
      let name = String(describing: current.subjectType)
      chain.append(name)
      if current.subjectType == View.self { break }
      mirror = current.superclassMirror
    }
    return chain
  }

  /// The transform from `view`'s coordinates to the screen's: its own to its superview's,
  /// then each ancestor's up to the root (a window, whose superview is the screen). The
  /// bounding box of the bounds under it is the screen frame, as `convert(_:to: nil)` of the
  /// four corners and then the window's frame gives.
  /// A view in no window stops at its superview, as its screen frame always has.
  static func toScreen(of view: View) -> CGAffineTransform {
    var result = view.toSuperviewTransform
    guard view.window != nil else { return result }
    var current = view.superview
    while let level = current {
      result = result.concatenating(level.toSuperviewTransform)
      current = level.superview
    }
    return result
  }
}

extension ControlDescription {
  init(_ control: Control) {
    isEnabled = control.isEnabled
    isHighlighted = control.isHighlighted
    isSelected = control.isSelected
    state = control.controlValue.descriptionAttributes
    segmentTitles = if case .segments(let titles, _) = control.controlValue { titles } else { nil }
    actions = control.targetActions.map { pair in
      let target = pair.target.map { traceName(of: $0) }
      return ActionDescription(action: pair.action, target: target, events: pair.events.names)
    }
  }

}
