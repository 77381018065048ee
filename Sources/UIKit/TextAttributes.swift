// UIKit's additions to Foundation's attributed strings (TouchKit/Text): kept with the string,
// measured by TouchLab's text model, not drawn.

public typealias NSParagraphStyle = ParagraphStyle
public typealias NSMutableParagraphStyle = MutableParagraphStyle
public typealias NSUnderlineStyle = UnderlineStyle
public typealias NSShadow = Shadow
public typealias NSTextAttachment = TextAttachment
public typealias NSStringDrawingOptions = StringDrawingOptions
public typealias NSStringDrawingContext = StringDrawingContext

/// Dynamic Type at its default setting (TouchKit/Text/FontMetrics.swift).
public typealias UIFontMetrics = FontMetrics
public typealias UIContentSizeCategory = ContentSizeCategory
