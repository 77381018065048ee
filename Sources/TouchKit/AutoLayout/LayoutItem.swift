import Foundation

/// What constraints refer to: a view or a layout guide. UIKit declares the same anchors on
/// `UIView` and on `UILayoutGuide`; here they are declared once, for both.
public protocol LayoutItem: AnyObject {}

extension LayoutItem {
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View: LayoutItem {}

extension LayoutGuide: LayoutItem {}
