/// What a picture of an application's windows was taken from, in three numbers: when a later
/// stamp is equal, no hierarchy changed and no view's drawn state was set in between, so a
/// picture taken then (the explorer's scene) still shows the views as they are.
///
/// Why: the explorer snapshots every view after each read of input, and on a drag at 100,001
/// views that snapshot, and comparing it with the last to find nothing changed, were two
/// thirds of a frame (issue 17). A stamp is one walk adding up a number per view.
public struct DrawnStamp: Equatable, Sendable {
  /// The application's ``Application/hierarchyStamp``: views added, removed, reordered, ids
  /// changed.
  var hierarchy: Int
  /// The sum of every view's ``View/drawnVersion``: each only grows, so the sum moves when one
  /// does.
  var versions: UInt64
  /// How many views the stamp added up: the hierarchy's size, to the view.
  public internal(set) var views: Int
}

extension Application {
  /// The stamp of the windows as they are now; nil when no stamp can vouch for a picture: a
  /// view of a class TouchKit does not define (its overrides may compute what it shows
  /// without a setter), or a view with an animation (drawn where the clock has it).
  public var drawnStamp: DrawnStamp? {
    let hierarchy = hierarchyStamp
    var versions: UInt64 = 0
    var views = 0
    for window in windows {
      let vouched = window.forEachInSubtree { view in
        guard !view.hasAnimation, View.builtInClasses.contains(ObjectIdentifier(type(of: view))) else {
          return false
        }
        versions &+= UInt64(view.drawnVersion)
        views += 1
        return true
      }
      guard vouched else { return nil }
    }
    return DrawnStamp(hierarchy: hierarchy, versions: versions, views: views)
  }
}

extension DrawnStamp {
  /// Whether, from `earlier` to this stamp, the only views drawn anew are in one subtree whose
  /// versions moved by `subtreeMove` meanwhile (``View/subtreeDrawnVersions``, read before and
  /// after): the hierarchy is the same, and the sum of every view's version moved by exactly
  /// the subtree's. Every version only grows, so no view outside the subtree can have moved.
  ///
  /// Why: a key typed into a text field changes the field and nothing else, and a picture of
  /// 5,000 views taken again for it cost a keystroke its frame; with this the explorer takes
  /// the field's part of the picture again and keeps the rest.
  public func moved(from earlier: DrawnStamp, onlyBy subtreeMove: UInt64) -> Bool {
    hierarchy == earlier.hierarchy && views == earlier.views && versions &- earlier.versions == subtreeMove
  }
}

extension View {
  /// The sum of the drawn versions of the view and every view below it; nil when no stamp can
  /// vouch for them (a view of a class TouchKit does not define, or one with an animation: see
  /// ``Application/drawnStamp``). Two readings' difference is what the subtree added to the
  /// application's stamp in between (``DrawnStamp/moved(from:onlyBy:)``).
  public var subtreeDrawnVersions: UInt64? {
    var versions: UInt64 = 0
    let vouched = forEachInSubtree { view in
      guard !view.hasAnimation, View.builtInClasses.contains(ObjectIdentifier(type(of: view))) else {
        return false
      }
      versions &+= UInt64(view.drawnVersion)
      return true
    }
    return vouched ? versions : nil
  }
}

extension View {
  /// TouchKit's own view classes, whose drawn state changes only through their setters: the
  /// built-in class table's (``BuiltInClass/all``), and the windows and views the engine puts
  /// up itself, which no layout names: the keyboard's window and the open menu's. Without
  /// them no stamp could vouch for a picture while the keyboard is up, and every key typed
  /// took a snapshot of every view (issue 39).
  static let builtInClasses: Set<ObjectIdentifier> = Set(
    BuiltInClass.all.map(\.type) + engineOwnedClasses.map { ObjectIdentifier($0) })

  /// The classes of the windows and views the engine puts up itself (the keyboard, an open
  /// menu): TouchKit's own, drawn only through their setters, but no layout names them, so
  /// they are not in the class table.
  static let engineOwnedClasses: [View.Type] = [
    KeyboardWindow.self, MenuWindow.self, MenuRow.self, MenuBackdrop.self,
  ]
}
