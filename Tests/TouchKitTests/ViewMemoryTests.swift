import Foundation
import Testing

@testable import TouchKit

#if canImport(Darwin)
  import Darwin
#else
  /// glibc's, declared here: Swift's Glibc module does not export <malloc.h>.
  @_silgen_name("malloc_usable_size")
  private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int
#endif

/// Issue 17, item 5: a bare view's heap footprint. Rarely used state lives in `ViewExtras`,
/// allocated on first use, so a view that sets none of it pays for the hot fields only
/// (docs/performance.md, "Memory").
@Suite("View memory")
struct ViewMemoryTests {
  /// The heap block a bare view occupies: what malloc handed out for it, not the declared size.
  static func heapBytes(of object: AnyObject) -> Int {
    let pointer = Unmanaged.passUnretained(object).toOpaque()
    #if canImport(Darwin)
      return malloc_size(pointer)
    #else
      return mallocUsableSize(pointer)
    #endif
  }

  @Test("A bare View takes at most 160 bytes of heap (552 before issue 17)")
  func bareViewIsSmall() {
    let view = View(id: "v1", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let bytes = Self.heapBytes(of: view)
    print("bare View: \(bytes) heap bytes; extras box: \(Self.heapBytes(of: ViewExtras())) heap bytes")
    #expect(bytes > 0)
    #expect(bytes <= 160)
    #expect(view.extras == nil)
  }

  @Test("Setting a rare property to its default allocates no extras")
  func defaultsAllocateNothing() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.transform = .identity
    view.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    view.clipsToBounds = false
    view.isMultipleTouchEnabled = false
    view.isExclusiveTouch = false
    view.zPosition = 0
    view.hitArea = nil
    view.hitTestOverride = nil
    view.animation = nil
    view.importedOrigin = nil
    #expect(view.extras == nil)
  }

  @Test("Rare properties read back what was set, through the extras box")
  func rarePropertiesRoundTrip() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.anchorPoint = CGPoint(x: 0, y: 0)
    view.clipsToBounds = true
    view.isMultipleTouchEnabled = true
    view.isExclusiveTouch = true
    view.zPosition = 3
    view.hitTestOverride = .passThrough
    view.importedOrigin = ImportedOrigin(className: "UILabel")
    #expect(view.extras != nil)
    #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(view.anchorPoint == .zero)
    #expect(view.clipsToBounds && view.isMultipleTouchEnabled && view.isExclusiveTouch)
    #expect(view.zPosition == 3)
    #expect(view.hitTestOverride == .passThrough)
    #expect(view.importedOrigin?.className == "UILabel")
    // §1: the transform is undone when converting a point into the view.
    #expect(view.convertFromSuperview(CGPoint(x: 2, y: 2)) != CGPoint(x: 2, y: 2))
  }
}
