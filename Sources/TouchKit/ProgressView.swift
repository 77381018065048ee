import Foundation

/// A progress bar (UIKit's `UIProgressView`), which apps put in cells and over content while
/// something loads.
///
/// It is not a control: a touch on it is a touch on a view, delivered as to any other (§1, §2).
/// What it keeps is what code reads back: `progress`, pinned to 0…1 as UIKit pins it ("values
/// less than 0.0 and greater than 1.0 are pinned to those limits", Apple's `progress`
/// documentation); the style, tints and images are kept, not drawn.
open class ProgressView: View {
  /// UIKit's `UIProgressView.Style`.
  public enum Style: Int, Sendable {
    case `default`, bar
  }

  public var progressViewStyle: Style {
    didSet { noteDrawnChange() }
  }

  /// The current progress, 0 to 1.
  public var progress: Float = 0 {
    didSet {
      let pinned = progress.isNaN ? 0 : min(max(progress, 0), 1)
      if progress != pinned { progress = pinned }
      if progress != oldValue { noteDrawnChange() }
    }
  }

  /// Kept, not drawn.
  /// A height (``ControlMetrics/progressViewHeight``); the width is the bar's, which constraints give.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.progressViewHeight)
  }

  public var progressTintColor: Color?
  public var trackTintColor: Color?
  public var progressImage: Image?
  public var trackImage: Image?

  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    progressViewStyle = .default
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    progressViewStyle = .default
    super.init(coder: coder)
  }

  /// Sets ``progress``; the animation is not run (the new value is the model at once, as a
  /// touch meets it on iOS too).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }
}
