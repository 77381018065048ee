import Foundation

/// UIKit's `UIContentSizeCategoryAdjusting`, adopted by labels and text fields: whether the
/// font follows the Dynamic Type setting. Kept; the setting never changes here, and turning it
/// on says so once (FontMetrics.swift).
extension Label {
  public var adjustsFontForContentSizeCategory: Bool {
    get { kept("adjustsFontForContentSizeCategory", default: false) }
    set {
      keep("adjustsFontForContentSizeCategory", newValue)
      if newValue { notice(.dynamicType) }
    }
  }
}

extension TextField {
  public var adjustsFontForContentSizeCategory: Bool {
    get { kept("adjustsFontForContentSizeCategory", default: false) }
    set {
      keep("adjustsFontForContentSizeCategory", newValue)
      if newValue { notice(.dynamicType) }
    }
  }
}
