// swift-format-ignore-file: AlwaysUseLowerCamelCase
// UIKit's drawing functions: image contexts and renderers run the drawing code against a
// context that keeps nothing, and the image made is a name (TouchKit/GraphicsImageRenderer.swift).

public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
public typealias UIGraphicsImageRendererFormat = GraphicsImageRenderer.Format
public typealias UIGraphicsImageRendererContext = GraphicsImageRenderer.Context

/// The context drawing goes to: an open image context's or renderer block's, else nil (a
/// view's `draw(_:)`, which would have one on iOS, is never called here).
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContexts.current }

public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 0)
}

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  Application.current?.notice(.imageRendering)
  if let context = GraphicsContexts.make(size: size) { GraphicsContexts.push(context) }
}

/// The open image context's image: "rendered image" (a name), nil with none open, as in UIKit.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  GraphicsContexts.current == nil ? nil : UIImage(imageLiteralResourceName: "rendered image")
}

public func UIGraphicsEndImageContext() { GraphicsContexts.pop() }

public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContexts.push(context) }

public func UIGraphicsPopContext() { GraphicsContexts.pop() }

/// Fills `rect` in the current context: nothing is drawn.
public func UIRectFill(_ rect: CGRect) {}

public func UIRectFrame(_ rect: CGRect) {}

extension Layer {
  /// Core Animation's `render(in:)`: draws the layer and its sublayers into `context` (code
  /// uses it to take a snapshot image of a view). Drawing here keeps nothing, as with an image
  /// context, so it draws nothing and says so once (the `image rendering` notice).
  public func render(in context: CGContext) {
    Application.current?.notice(.imageRendering)
  }
}
