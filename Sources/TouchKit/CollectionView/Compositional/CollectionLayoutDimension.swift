import Foundation

/// One dimension of a compositional layout's element (UIKit's `NSCollectionLayoutDimension`):
/// a fraction of its container's width or height, a number of points, or an estimate.
///
/// Apple: a fractional dimension is "computed as a fraction of the width [height] of the
/// containing group" (for a group, its section's container; for a section's header, the
/// section's). An estimate is laid out as its value until the item's cell is displayed and
/// sizes it (CompositionalLayoutPlan+SelfSizing.swift).
public final class CollectionLayoutDimension: Sendable {
  enum Kind: Sendable {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction, the points or the estimate (UIKit's `dimension`).
  public let dimension: CGFloat

  init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// A fixed number of points.
  public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// An estimate the item's cell corrects by sizing itself when displayed.
  public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension {
    CollectionLayoutDimension(.estimated, estimatedDimension)
  }

  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  public var isAbsolute: Bool { kind == .absolute }
  public var isEstimated: Bool { kind == .estimated }

  /// The points this dimension stands for in a container of `container`'s size; a NaN, an
  /// infinity or a negative answer is 0, so a mistaken fraction cannot place items nowhere.
  func resolved(in container: CGSize) -> CGFloat {
    let value: CGFloat
    switch kind {
    case .fractionalWidth: value = dimension * container.width
    case .fractionalHeight: value = dimension * container.height
    case .absolute, .estimated: value = dimension
    }
    return value.isFinite && value > 0 ? value : 0
  }
}

/// An element's width and height (UIKit's `NSCollectionLayoutSize`).
public final class CollectionLayoutSize: Sendable {
  public let widthDimension: CollectionLayoutDimension
  public let heightDimension: CollectionLayoutDimension

  public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  /// The size in points inside a container of `container`'s size.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
  }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`): fixed, or flexible,
/// which is a minimum that grows to spread the items across the group.
public final class CollectionLayoutSpacing: Sendable {
  public let spacing: CGFloat
  public let isFlexibleSpacing: Bool

  init(_ spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing.isFinite && spacing > 0 ? spacing : 0
    isFlexibleSpacing = flexible
  }

  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(fixedSpacing, flexible: false)
  }

  public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing {
    CollectionLayoutSpacing(flexibleSpacing, flexible: true)
  }
}
