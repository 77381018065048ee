import Foundation

/// A menu element whose items are fetched when the menu opens (UIKit's `UIDeferredMenuElement`,
/// iOS 14): the provider is called with a completion that takes the elements to show in its
/// place. Until it is called the menu shows a loading row; once it is, the menu's rows are
/// made again. Made with `init(_:)` the elements are kept for the next time the menu opens
/// ("the system caches the elements"); made with ``uncached(_:)`` the provider is called
/// each time (UIKit documentation of both).
public final class DeferredMenuElement: MenuElement {
  public typealias Provider = (@escaping ([MenuElement]) -> Void) -> Void

  private let provider: Provider
  private let caches: Bool
  /// The elements the provider gave, while they are kept.
  private var cached: [MenuElement]?

  public init(_ elementProvider: @escaping Provider) {
    provider = elementProvider
    caches = true
    super.init(title: "")
  }

  private init(uncached elementProvider: @escaping Provider) {
    provider = elementProvider
    caches = false
    super.init(title: "")
  }

  /// UIKit's `uncached(_:)` (iOS 15): the provider is called each time the menu opens.
  public static func uncached(_ elementProvider: @escaping Provider) -> DeferredMenuElement {
    DeferredMenuElement(uncached: elementProvider)
  }

  /// The elements to show now, calling the provider when none are kept: nil while the
  /// provider has not called its completion. A completion called later keeps its elements for
  /// the next ``resolve(changed:)`` and runs `changed`, which makes the open menu's rows again.
  func resolve(changed: @escaping () -> Void) -> [MenuElement]? {
    if let cached {
      if !caches { self.cached = nil }
      return cached
    }
    var given: [MenuElement]?
    var returned = false
    provider { [weak self] elements in
      guard !returned else {
        self?.cached = elements
        return changed()
      }
      given = elements
    }
    returned = true
    if caches { cached = given }
    return given
  }
}
