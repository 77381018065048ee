import Foundation

/// Where an imported view came from: the class and address a `recursiveDescription` dump gave
/// it, and what the dump said that TouchLab does not model.
///
/// An imported view is made as the nearest TouchLab class (a `UITransitionView` as a `View`, a
/// `MyCardView` with `baseClass = UIControl` as a `Control`), so without this the box, the
/// inspector and the trace would name a class the app never had. Kept as plain values: the
/// engine only carries it, for every description of the view to show.
public struct ImportedOrigin: Equatable, Sendable {
  /// The runtime class the dump printed (`Blinc_NotesView`).
  public var className: String
  /// The view's address in the dump (`0x78e6a050`), which the user can search the dump for.
  public var address: String?
  /// `baseClass = …`, when the dump gave one.
  public var baseClass: String?
  /// The dump said `gestureRecognizers = <NSArray: …>`: the view has recognizers whose kinds the
  /// dump does not tell, so none were made (add them in the import's side file).
  public var hasUnknownRecognizers: Bool
  /// `autoresize = W+H`, as printed: TouchLab does no layout.
  public var autoresize: String?
  /// `opaque = NO`: drawing only.
  public var isOpaque: Bool?
  public var tag: Int?
  /// `animations = { … }`, as printed: animations were in flight when the dump was taken.
  public var animations: String?
  /// The dump's (or Interface Builder file's) line for the view.
  public var line: Int?
  /// The view's Interface Builder object id (`8bC-Xf-vdC`), kept whatever TouchLab names the
  /// view (its outlet or `userLabel`), so that a query finds it by the id Xcode shows.
  public var objectID: String?
  /// The frame the Interface Builder file stored (`<rect key="frame">`): Apple's Auto Layout
  /// answer at the document's size, which the solved frame is compared with (a misplaced view,
  /// ``View/storedFrameComparison``).
  public var storedFrame: CGRect?
  /// Why the solved frame is not compared with ``storedFrame`` though constraints place the
  /// view: its size comes from its content (text measured in Apple's fonts) or its class's
  /// own code, which TouchLab takes from the stored frame rather than computes.
  public var storedFrameNotCompared: String?

  public init(
    className: String, address: String? = nil, baseClass: String? = nil, hasUnknownRecognizers: Bool = false,
    autoresize: String? = nil, isOpaque: Bool? = nil, tag: Int? = nil, animations: String? = nil,
    line: Int? = nil
  ) {
    self.className = className
    self.address = address
    self.baseClass = baseClass
    self.hasUnknownRecognizers = hasUnknownRecognizers
    self.autoresize = autoresize
    self.isOpaque = isOpaque
    self.tag = tag
    self.animations = animations
    self.line = line
  }

  /// "Blinc_NotesView (imported as View)": how every description names an imported view's
  /// class, given the TouchLab class it was made as.
  public func phrase(importedAs className: String) -> String {
    "\(self.className) (imported as \(className))"
  }
}
