import Foundation

/// The coder a view or view controller from an Interface Builder file is made with:
/// `init(coder:)`, as UIKit's nib loading makes every object it unarchives (its own coder is
/// the private `UINibDecoder`). A person's `required init?(coder:)` receives it and passes it
/// to `super.init(coder:)`, which is where UIKit reads the archived values.
///
/// What it carries: the element's frame, which ``View``'s `init(coder:)` takes (so code in
/// the person's initializer sees the bounds Interface Builder stored, as on iOS). The other
/// attributes (hidden, alpha, a label's text, a control's state) are set on the object just
/// after it is made, before any outlet is connected or `awakeFromNib` sent: nothing of the
/// person's runs between. Keyed questions a person's own code asks (`decodeObject(forKey:)`,
/// `decodeBool(forKey:)`, `containsValue(forKey:)`) are answered as an archive without that
/// key answers them (nil, false, 0) instead of trapping, as Foundation's abstract `NSCoder`
/// would: a nib's archive holds only what Interface Builder wrote.
public final class NibDecoder: NSCoder {
  /// The frame Interface Builder stored, in the superview's coordinates.
  public let frame: CGRect

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  public override var allowsKeyedCoding: Bool { true }
  public override func containsValue(forKey key: String) -> Bool { false }
  public override func decodeObject(forKey key: String) -> Any? { nil }
  public override func decodeBool(forKey key: String) -> Bool { false }
  public override func decodeInteger(forKey key: String) -> Int { 0 }
  public override func decodeInt32(forKey key: String) -> Int32 { 0 }
  public override func decodeInt64(forKey key: String) -> Int64 { 0 }
  public override func decodeFloat(forKey key: String) -> Float { 0 }
  public override func decodeDouble(forKey key: String) -> Double { 0 }
}
