import Foundation

/// UIKit's `UIInterfaceOrientationMask`: the orientations a view controller supports
/// (`supportedInterfaceOrientations`). A layout's screen does not rotate while it runs, so
/// TouchLab keeps the answer and never asks for it; the type exists so that a controller's
/// `override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }`, in
/// nearly every real app, compiles unchanged. Raw values as UIKit's (1 << UIInterfaceOrientation).
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
