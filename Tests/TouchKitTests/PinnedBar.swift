import Foundation

@testable import TouchKit

/// The self-sizing suites' content: `bar` added to `contentView` and pinned by its four edges,
/// so a cell, header or item fits the bar's size plus `insets`. Each suite adds the constraint
/// that sizes the bar (the number it changes between rows), since that is what it is about.
func pin(_ bar: View, in contentView: View, insets: EdgeInsets) {
  bar.translatesAutoresizingMaskIntoConstraints = false
  contentView.addSubview(bar)
  LayoutConstraint.activate([
    bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: insets.top),
    bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: insets.left),
    contentView.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: insets.right),
    contentView.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: insets.bottom),
  ])
}
