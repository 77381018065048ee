// ┌──────────────────────────────────────────────────────────────────────────────────────────┐
// │ YOUR VIEW CLASSES ARE REGISTERED HERE: one line each.                                    │
// │                                                                                          │
// │ 1. Put your class in Sources/CustomViews/ (a .swift file starting with `import UIKit`).  │
// │ 2. Add one line below:  registry.register(RoundButton.init(frame:))                      │
// │ 3. Use it in a layout:  class: RoundButton                                               │
// │ 4. Rebuild and open:    swift run touchlab Layouts/my-layout.yaml                        │
// └──────────────────────────────────────────────────────────────────────────────────────────┘

import TouchLayout
import UIKit

extension ViewClassRegistry {
  /// The standard classes plus the classes of this module: the registry the `touchlab`
  /// command loads every layout with. A class is named by its Swift type name.
  public static let custom: ViewClassRegistry = {
    var registry = ViewClassRegistry.standard
    registry.register(ExtendedTapAreaButton.init(frame:))
    registry.register(PassThroughView.init(frame:))
    registry.register(OutsideBoundsView.init(frame:))
    registry.register(FlipFlopView.init(frame:))
    registry.register(EndlessHitTestView.init(frame:))
    registry.register(CrashingHitTestView.init(frame:))
    registry.register(RunawayRecursionView.init(frame:))
    // Add yours here.
    return registry
  }()
}
