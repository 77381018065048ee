/// A method of the user's that the engine calls: an override of a view's, a recognizer's or a
/// delegate's, or an action. Named as Swift names it, for a crash message ("crashed in your
/// code: RoundButton.hitTest(_:with:)").
public enum UserMethod: String, CaseIterable, Sendable {
  case hitTest = "hitTest(_:with:)"
  case pointInside = "point(inside:with:)"
  case touchesBegan = "touchesBegan(_:with:)"
  case touchesMoved = "touchesMoved(_:with:)"
  case touchesEnded = "touchesEnded(_:with:)"
  case touchesCancelled = "touchesCancelled(_:with:)"
  case gestureRecognizerShouldBegin = "gestureRecognizerShouldBegin(_:)"
  case canPrevent = "canPrevent(_:)"
  case canBePrevented = "canBePrevented(by:)"
  case shouldRequireFailure = "shouldRequireFailure(of:)"
  case shouldBeRequiredToFail = "shouldBeRequiredToFail(by:)"
  case shouldReceive = "gestureRecognizer(_:shouldReceive:)"
  case shouldRecognizeSimultaneously = "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
  case delegateShouldRequireFailure = "gestureRecognizer(_:shouldRequireFailureOf:)"
  case delegateShouldBeRequiredToFail = "gestureRecognizer(_:shouldBeRequiredToFailBy:)"
  case action = "perform(_:sender:)"
  case targetForAction = "target(forAction:withSender:)"
  case canBecomeFirstResponder = "canBecomeFirstResponder"
  case canResignFirstResponder = "canResignFirstResponder"
  case becomeFirstResponder = "becomeFirstResponder()"
  case resignFirstResponder = "resignFirstResponder()"
  case textFieldShouldBeginEditing = "textFieldShouldBeginEditing(_:)"
  case textFieldDidBeginEditing = "textFieldDidBeginEditing(_:)"
  case textFieldShouldChangeCharacters = "textField(_:shouldChangeCharactersIn:replacementString:)"
  case textFieldShouldReturn = "textFieldShouldReturn(_:)"
  case textFieldShouldClear = "textFieldShouldClear(_:)"
  case textFieldShouldEndEditing = "textFieldShouldEndEditing(_:)"
  case textFieldDidEndEditing = "textFieldDidEndEditing(_:)"
  case textViewShouldBeginEditing = "textViewShouldBeginEditing(_:)"
  case textViewDidBeginEditing = "textViewDidBeginEditing(_:)"
  case textViewShouldChangeText = "textView(_:shouldChangeTextIn:replacementText:)"
  case textViewDidChange = "textViewDidChange(_:)"
  case textViewShouldEndEditing = "textViewShouldEndEditing(_:)"
  case textViewDidEndEditing = "textViewDidEndEditing(_:)"
  case layoutSubviews = "layoutSubviews()"
  case willMoveToSuperview = "willMove(toSuperview:)"
  case didMoveToSuperview = "didMoveToSuperview()"
  case willMoveToWindow = "willMove(toWindow:)"
  case didMoveToWindow = "didMoveToWindow()"
  case didAddSubview = "didAddSubview(_:)"
  case willRemoveSubview = "willRemoveSubview(_:)"
  case loadView = "loadView()"
  case viewDidLoad = "viewDidLoad()"
  case viewWillAppear = "viewWillAppear(_:)"
  case viewDidAppear = "viewDidAppear(_:)"
  case viewWillDisappear = "viewWillDisappear(_:)"
  case viewDidDisappear = "viewDidDisappear(_:)"
  case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
  case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
  case traitCollectionDidChange = "traitCollectionDidChange(_:)"
  /// A `registerForTraitChanges(_:handler:)` handler.
  case traitChangeHandler = "registerForTraitChanges(_:handler:) handler"
  /// A button's `updateConfiguration()` and its `configurationUpdateHandler`.
  case updateConfiguration = "updateConfiguration()"
  case numberOfSections = "numberOfSections(in:)"
  case numberOfRowsInSection = "tableView(_:numberOfRowsInSection:)"
  case cellForRowAt = "tableView(_:cellForRowAt:)"
  case titleForHeaderInSection = "tableView(_:titleForHeaderInSection:)"
  case titleForFooterInSection = "tableView(_:titleForFooterInSection:)"
  case heightForRowAt = "tableView(_:heightForRowAt:)"
  case heightForHeaderInSection = "tableView(_:heightForHeaderInSection:)"
  case heightForFooterInSection = "tableView(_:heightForFooterInSection:)"
  case viewForHeaderInSection = "tableView(_:viewForHeaderInSection:)"
  case viewForFooterInSection = "tableView(_:viewForFooterInSection:)"
  case willDisplayCell = "tableView(_:willDisplay:forRowAt:)"
  case didEndDisplayingCell = "tableView(_:didEndDisplaying:forRowAt:)"
  case shouldHighlightRowAt = "tableView(_:shouldHighlightRowAt:)"
  case didHighlightRowAt = "tableView(_:didHighlightRowAt:)"
  case didUnhighlightRowAt = "tableView(_:didUnhighlightRowAt:)"
  case willSelectRowAt = "tableView(_:willSelectRowAt:)"
  case didSelectRowAt = "tableView(_:didSelectRowAt:)"
  case accessoryButtonTapped = "tableView(_:accessoryButtonTappedForRowWith:)"
  case willDeselectRowAt = "tableView(_:willDeselectRowAt:)"
  case didDeselectRowAt = "tableView(_:didDeselectRowAt:)"
  case leadingSwipeActions = "tableView(_:leadingSwipeActionsConfigurationForRowAt:)"
  case trailingSwipeActions = "tableView(_:trailingSwipeActionsConfigurationForRowAt:)"
  /// A `UIContextualAction`'s handler, announced as the delegate's (it is written there).
  case contextualActionHandler = "UIContextualAction handler"
  case numberOfItemsInSection = "collectionView(_:numberOfItemsInSection:)"
  case cellForItemAt = "collectionView(_:cellForItemAt:)"
  case viewForSupplementaryElementOfKind = "collectionView(_:viewForSupplementaryElementOfKind:at:)"
  case willDisplayItem = "collectionView(_:willDisplay:forItemAt:)"
  case didEndDisplayingItem = "collectionView(_:didEndDisplaying:forItemAt:)"
  case shouldHighlightItemAt = "collectionView(_:shouldHighlightItemAt:)"
  case didHighlightItemAt = "collectionView(_:didHighlightItemAt:)"
  case didUnhighlightItemAt = "collectionView(_:didUnhighlightItemAt:)"
  case shouldSelectItemAt = "collectionView(_:shouldSelectItemAt:)"
  case didSelectItemAt = "collectionView(_:didSelectItemAt:)"
  case shouldDeselectItemAt = "collectionView(_:shouldDeselectItemAt:)"
  case didDeselectItemAt = "collectionView(_:didDeselectItemAt:)"
  case sizeForItemAt = "collectionView(_:layout:sizeForItemAt:)"
  case insetForSectionAt = "collectionView(_:layout:insetForSectionAt:)"
  case minimumLineSpacingForSectionAt = "collectionView(_:layout:minimumLineSpacingForSectionAt:)"
  case minimumInteritemSpacingForSectionAt = "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)"
  case referenceSizeForHeaderInSection = "collectionView(_:layout:referenceSizeForHeaderInSection:)"
  case referenceSizeForFooterInSection = "collectionView(_:layout:referenceSizeForFooterInSection:)"
  /// A collection view cell's `isHighlighted` and `isSelected`, whose observers a subclass overrides.
  case isHighlighted = "isHighlighted"
  case isSelected = "isSelected"
  /// A collection view layout's `prepare()`, and its other overridable members.
  case prepareLayout = "prepare()"
  /// A compositional layout's section provider, asked for each section's layout.
  case sectionProvider = "sectionProvider"
  /// A diffable data source's cell provider, or a cell registration's handler.
  case cellProvider = "cellProvider"
  case prepareForReuse = "prepareForReuse()"
  /// A self-sizing row's or item's cell measured (`UIView`'s, which a cell may override).
  case systemLayoutSizeFitting =
    "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)"
  /// A self-sizing collection item's cell asked for its attributes (`UICollectionReusableView`'s).
  case preferredLayoutAttributesFitting = "preferredLayoutAttributesFitting(_:)"
  case shouldInvalidateLayoutForPreferredAttributes =
    "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)"
  case setHighlighted = "setHighlighted(_:animated:)"
  case setSelected = "setSelected(_:animated:)"
  /// A cell's `updateConfiguration(using:)` and its `configurationUpdateHandler`.
  case updateCellConfiguration = "updateConfiguration(using:)"
  /// A view class's initializer, as a layout makes one (`RoundButton(frame:)`).
  case initWithFrame = "init(frame:)"
  /// A view's or view controller's initializer, as nib loading makes one (`LoginView(coder:)`).
  case initWithCoder = "init(coder:)"
  /// Sent to each object loaded from an Interface Builder file once all are connected.
  case awakeFromNib = "awakeFromNib()"
  /// A view controller's answers about a storyboard segue it is the source of.
  case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
  case tabBarControllerShouldSelect = "tabBarController(_:shouldSelect:)"
  case tabBarControllerDidSelect = "tabBarController(_:didSelect:)"
  case tabBarDidSelect = "tabBar(_:didSelect:)"
  case pageViewControllerViewControllerBefore = "pageViewController(_:viewControllerBefore:)"
  case pageViewControllerViewControllerAfter = "pageViewController(_:viewControllerAfter:)"
  case presentationCount = "presentationCount(for:)"
  case presentationIndex = "presentationIndex(for:)"
  case pageViewControllerWillTransition = "pageViewController(_:willTransitionTo:)"
  case pageViewControllerDidFinishAnimating =
    "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"
  case tabBarControllerWillBeginCustomizing = "tabBarController(_:willBeginCustomizing:)"
  case tabBarControllerWillEndCustomizing = "tabBarController(_:willEndCustomizing:changed:)"
  case tabBarControllerDidEndCustomizing = "tabBarController(_:didEndCustomizing:changed:)"
  case prepareForSegue = "prepare(for:sender:)"
  /// A storyboard segue of the person's `UIStoryboardSegue` subclass: made, then performed.
  case initSegue = "init(identifier:source:destination:)"
  case performSegue = "perform()"
  /// A recognizer's or a view controller's initializer, as a layout makes one.
  case initialize = "init()"
  /// What a library runs as it is opened: `.init_array` entries, static initializers.
  case load = "load"
  /// The app delegate's and the scene delegate's launch methods, in the order UIKit calls them
  /// (``ApplicationLaunch``).
  case willFinishLaunching = "application(_:willFinishLaunchingWithOptions:)"
  case didFinishLaunching = "application(_:didFinishLaunchingWithOptions:)"
  case configurationForConnecting = "application(_:configurationForConnecting:options:)"
  case sceneWillConnect = "scene(_:willConnectTo:options:)"
  case sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
  case sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
  case applicationDidBecomeActive = "applicationDidBecomeActive(_:)"

  /// The method's name with its argument labels.
  public var signature: String { rawValue }

  /// How a crash message names this method of the class `name`.
  public func frame(ofClassNamed name: String) -> String {
    self == .load
      ? "the code your library runs when it is loaded (.init_array, a static initializer)"
      : "\(name).\(signature)"
  }

  /// The touch method of this name, for the touch deliveries.
  static func touches(_ method: TouchMethod) -> UserMethod {
    switch method {
    case .touchesBegan: .touchesBegan
    case .touchesMoved: .touchesMoved
    case .touchesEnded: .touchesEnded
    case .touchesCancelled: .touchesCancelled
    }
  }
}
