import Foundation

/// UIKit's `UIStatusBarStyle`, a view controller's `preferredStatusBarStyle`. TouchLab draws no
/// status bar, so the answer is kept and never asked for; the type exists so that the override
/// real controllers write compiles unchanged.
public enum StatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}
