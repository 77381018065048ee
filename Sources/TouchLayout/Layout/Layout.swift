import Foundation
import TouchFoundation
import TouchKit

/// A loaded layout: the application with its windows, views and controllers, ready for touches.
///
/// This is what both front ends (the terminal UI and the headless commands) start from.
public struct Layout {
  /// Where the layout came from, as given (used in messages and titles).
  public var source: String
  /// The layout's `title:`, if any.
  public var title: String?
  /// The screen, in points: the coordinate space of windows' frames and of pointer input.
  public var screenSize: CGSize
  public var application: Application
  /// The layout's view controllers, in file order. Views hold their controller weakly (as
  /// UIKit's views do; the controller owns the view), so the layout keeps them alive.
  public var controllers: [ViewController]
  /// Every gesture recognizer of the layout, in file order (each is also in its view's
  /// `gestureRecognizers`).
  public var gestureRecognizers: [GestureRecognizer]
  /// The delegates that answer for recognizers' `simultaneousWith:`, `shouldBegin:` and
  /// `shouldReceive:` rules. A recognizer holds its delegate weakly (as UIKit's does), so the
  /// layout keeps them alive.
  public var gestureDelegates: [LayoutGestureDelegate]
  /// The layout's `lesson:`, if any: what it teaches (its title is ``title``).
  public var lesson: Lesson?
  /// The numbered confusions of the reference's §8 the layout teaches (`confusions:`).
  public var confusions: [Int]
  /// The layout's `claims:`, in file order: what ``ClaimCheck`` verifies against the engine.
  public var claims: [Claim]
  /// What loaded but is surely not meant (``Diagnostic/isWarning``), in file order: the
  /// commands print them and the explorer shows them.
  public var warnings: [Diagnostic] = []
  /// Which way the load went where a layout can be built more than one way (``LoadReport``).
  public var report = LoadReport()
  /// The unarchived objects of an Interface Builder file not yet sent `awakeFromNib`, in the
  /// order made, when the registry deferred it (``ViewClassRegistry/defersAwakeFromNib``).
  public var awaitingAwakeFromNib: [Responder] = []
  /// The tables' and collections' data sources and delegates the layout made from the
  /// person's classes (`dataSource:`, `delegate:`): a list holds them weakly, as UIKit's does,
  /// so the layout keeps them.
  public var listObjects: [AnyObject] = []
  /// The description XPath queries of this layout parsed last (``XPathDocuments``): kept with
  /// the layout, and shared by its copies, rather than once for the process.
  public let xpathDocuments = XPathDocuments()

  public init(
    source: String, title: String?, screenSize: CGSize, application: Application,
    controllers: [ViewController] = [], gestureRecognizers: [GestureRecognizer] = [],
    gestureDelegates: [LayoutGestureDelegate] = [], lesson: Lesson? = nil, confusions: [Int] = [],
    claims: [Claim] = []
  ) {
    self.source = source
    self.title = title
    self.screenSize = screenSize
    self.application = application
    self.controllers = controllers
    self.gestureRecognizers = gestureRecognizers
    self.gestureDelegates = gestureDelegates
    self.lesson = lesson
    self.confusions = confusions
    self.claims = claims
  }
}
