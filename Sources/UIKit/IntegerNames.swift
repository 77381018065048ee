// Foundation's C integer names. On Apple systems Foundation declares `NSInteger` and
// `NSUInteger` (Swift imports them from Objective-C as `Int` and `UInt`), so view code written
// for iOS uses them freely (`var itemCount: NSInteger`); swift-corelibs-foundation on Linux has
// neither, and the file would stop at "cannot find type 'NSInteger'". Found in a real file
// (a folding table cell) in issue 36's real-files check.

// Written `Swift.Int`, not `Int`: these name the standard library's types, not an engine type,
// so the compiler's messages keep saying `Int` (UIKitTypeNames lists only engine types' names,
// and its test reads this module's typealiases of unqualified names).

/// Objective-C's `NSInteger`: Swift's `Int`, as on iOS.
public typealias NSInteger = Swift.Int

/// Objective-C's `NSUInteger`: Swift's `UInt`, as on iOS.
public typealias NSUInteger = Swift.UInt
