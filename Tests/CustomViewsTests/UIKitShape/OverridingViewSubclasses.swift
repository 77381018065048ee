import Foundation
import TouchKit
import UIKit

// Subclasses of UIKit's label, image view and slider and of UIView's appearance properties that
// override every member the list (Tests/UIKitShape/overridable-members.txt) marks open for
// those classes: a member that is not open stops the build. OverridableShapeTests reaches each
// through UIKit's type (viewSubclassCalls()).

final class ShapeLabel: UILabel {
  var log = OverrideLog()

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var font: UIFont! {
    get { log.note("UILabel.font"); return super.font }
    set { super.font = newValue }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var textColor: UIColor! {
    get { log.note("UILabel.textColor"); return super.textColor }
    set { super.textColor = newValue }
  }

  override var attributedText: NSAttributedString? {
    get { log.note("UILabel.attributedText"); return super.attributedText }
    set { super.attributedText = newValue }
  }

  override func drawText(in rect: CGRect) {
    log.note("UILabel.drawText(in:)")
    super.drawText(in: rect)
  }

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    log.note("UILabel.textRect(forBounds:limitedToNumberOfLines:)")
    return super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
  }

  override var backgroundColor: UIColor? {
    get { log.note("UIView.backgroundColor"); return super.backgroundColor }
    set { super.backgroundColor = newValue }
  }

  override var layer: CALayer {
    log.note("UIView.layer")
    return super.layer
  }
}

final class ShapeImageView: UIImageView {
  var log = OverrideLog()

  override init(image: UIImage?) {
    super.init(image: image)
    log.note("UIImageView.init(image:)")
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class ShapeSlider: UISlider {
  var log = OverrideLog()

  override func trackRect(forBounds bounds: CGRect) -> CGRect {
    log.note("UISlider.trackRect(forBounds:)")
    return super.trackRect(forBounds: bounds)
  }

  override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    log.note("UISlider.thumbRect(forBounds:trackRect:value:)")
    return super.thumbRect(forBounds: bounds, trackRect: rect, value: value)
  }

  override func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    log.note("UISlider.minimumValueImageRect(forBounds:)")
    return super.minimumValueImageRect(forBounds: bounds)
  }

  override func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
    log.note("UISlider.maximumValueImageRect(forBounds:)")
    return super.maximumValueImageRect(forBounds: bounds)
  }
}

extension OverridableShapeTests {
  /// Reaches each of the subclasses' overrides through UIKit's types; the calls logged.
  static func viewSubclassCalls() -> [String] {
    let label = ShapeLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let asLabel: UILabel = label
    _ = asLabel.font
    _ = asLabel.textColor
    _ = asLabel.attributedText
    asLabel.drawText(in: .zero)
    _ = asLabel.textRect(forBounds: .zero, limitedToNumberOfLines: 1)
    let asView: UIView = label
    _ = asView.backgroundColor
    _ = asView.layer
    let image = ShapeImageView(image: nil)
    let slider = ShapeSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let asSlider: UISlider = slider
    _ = asSlider.thumbRect(for: 0.5)
    _ = asSlider.minimumValueImageRect(forBounds: .zero)
    _ = asSlider.maximumValueImageRect(forBounds: .zero)
    return [label.log, image.log, slider.log].flatMap(\.calls)
  }
}
