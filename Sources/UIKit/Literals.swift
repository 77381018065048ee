// Xcode's colour and image literals (`#colorLiteral(red:green:blue:alpha:)`,
// `#imageLiteral(resourceName:)`), which UIKit's Swift overlay makes `UIColor` and `UIImage`
// literal types for.

extension Color: _ExpressibleByColorLiteral {
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

extension Image: _ExpressibleByImageLiteral {}

/// What a literal is when nothing else says: `#colorLiteral(…).cgColor` is a `UIColor`'s, as
/// with UIKit's overlay.
public typealias _ColorLiteralType = Color

public typealias _ImageLiteralType = Image
