import Foundation

/// A cell's `imageView` (UIKit's `UITableViewCell.imageView`): the image at the leading side of
/// the default, subtitle and value1 styles, with the text moved after it.
///
/// Apple, `UITableViewCell.imageView`: "Returns the image view of the table cell … The image
/// view of the table view cell is `nil` if the cell style does not support an image", and
/// `CellStyle.value2` has none (its label on the left is blue, right-aligned text: no image).
/// Made on first access, in the content view, as the labels are. It takes no touches (an image
/// view's `isUserInteractionEnabled` is false, §8), so a tap on the image selects the row.
///
/// Where it goes is UNSOURCED, as TouchLab loads no pixels: UIKit sizes it to its image and
/// centres it at the leading margin; here it is the image's size where the image has one (one
/// drawn by a renderer), else a square as tall as the content view, as
/// ``ListContentView``'s image. The text starts ``Metrics/labelInset`` after it. A cell from an
/// Interface Builder file whose image view is archived keeps the frame Xcode stored for it.
extension TableViewCell {
  /// The cell's image view: nil for the `.value2` style, made on first access otherwise.
  public var imageView: ImageView? {
    cellStyle == .value2 ? nil : part(\.imageViewStorage, "imageView") { ImageView(frame: .zero) }
  }

  /// Makes `view`, one of the content view's archived subviews (an Interface Builder cell's
  /// image view), the cell's ``imageView``, as `init(coder:)` decodes the cell's image view.
  public func adoptArchivedImageView(_ view: ImageView) {
    guard cellStyle != .value2, view.superview === contentView else { return }
    imageViewStorage = view
    setNeedsLayout()
  }

  /// Places the image view at the leading edge of `area` when it shows an image; returns where
  /// the text starts after it, or nil when there is no image (the text keeps all of `area`).
  func layOutImageView(in area: CGRect) -> CGFloat? {
    guard let view = imageViewStorage, view.superview === contentView, let image = view.image else {
      return nil
    }
    if view.importedOrigin == nil {
      let size = image.size == .zero ? CGSize(width: area.height, height: area.height) : image.size
      view.frame = CGRect(
        x: area.minX, y: area.midY - size.height / 2, width: size.width, height: size.height)
    }
    return view.frame.maxX + Metrics.labelInset
  }
}
