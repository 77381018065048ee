import Foundation

extension ViewDescription {
  /// Describes `view` and its subtree; `nextIndex` numbers the views in document order.
  ///
  /// With an explicit stack, not by recursion, so a hierarchy 10,000 deep is described without
  /// as many frames of the thread's stack (issue 17); views are numbered in the same order.
  init(_ view: View, nextIndex: inout Int) {
    var stack: [(description: ViewDescription, subviews: [View], next: Int)] = []
    stack.append((ViewDescription(view, index: nextIndex), view.subviews, 0))
    nextIndex += 1
    while var top = stack.popLast() {
      if top.next < top.subviews.count {
        let subview = top.subviews[top.next]
        top.next += 1
        stack.append(top)
        stack.append((ViewDescription(subview, index: nextIndex), subview.subviews, 0))
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
    self.index = index
    classChain = Self.classChain(of: view)
    summary = ViewSummary(view, className: classChain.first ?? "View")
    frame = view.frame
    bounds = view.bounds
    center = view.center
    transform = view.transform
    anchorPoint = view.anchorPoint
    screenFrame = Self.screenFrame(of: view)
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
    handledTouchMethods = TouchMethod.allCases.filter { view.handledTouchMethods.contains($0) }.map(
      \.rawValue)
    handledActions = view.handledActions.sorted()
    gestureRecognizers = view.gestureRecognizers.map(RecognizerDescription.init)
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

  /// The bounding box of the view's bounds in screen points: through the window's
  /// coordinates, then the window's own frame.
  static func screenFrame(of view: View) -> CGRect {
    let window = view.window
    let bounds = view.bounds
    var corners = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY),
    ]
    // Up the superview chain to the window, then to the screen: the conversions
    // `convert(_:to: window)` makes (a view's own window is a common ancestor), walked once
    // for the four corners.
    var current: View? = view
    while let level = current {
      corners = corners.map { level.convertToSuperview($0) }
      if window == nil || level === window { break }
      current = level.superview
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return .null
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
