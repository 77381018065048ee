import Foundation

/// A blur or vibrancy backdrop (UIKit's `UIVisualEffectView`): a view whose ``contentView``
/// holds what it shows, and takes the touches.
///
/// Apple's documentation (UIVisualEffectView): "add subviews to the contentView, not to the
/// visual effect view directly". The content view is made with the effect view and fills its
/// bounds, so a touch inside hits the content view or one of its subviews (§1) and goes up the
/// responder chain through the effect view (§6). The effect (``BlurEffect``,
/// ``VibrancyEffect``) is kept, not drawn: TouchLab draws boxes, and says so once
/// (``Notice/visualEffect``), as it does for layer shadows.
open class VisualEffectView: View {
  /// The view to add subviews to: made in the initializer, always as big as the effect view.
  public let contentView: View

  /// The effect, kept; setting one is told once per run as a notice.
  open var effect: VisualEffect? {
    didSet { if effect != nil { notice(.visualEffect) } }
  }

  /// UIKit's designated initializer: an effect view with a zero frame, showing `effect`.
  public init(effect: VisualEffect?) {
    contentView = View(frame: .zero)
    super.init(frame: .zero)
    addContentView()
    self.effect = effect
    if effect != nil { notice(.visualEffect) }
  }

  public override init(frame: CGRect) {
    contentView = View(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addContentView()
  }

  public required init?(coder: NSCoder) {
    contentView = View(frame: .zero)
    super.init(coder: coder)
    addContentView()
  }

  private func addContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The content view fills the bounds even when the effect view's size changes without its
  /// autoresizing running (a frame set before the view is in a window).
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
