import Foundation

/// The rows of a self-sizing section (`rowHeight` = `automaticDimension`) that have been
/// measured, over an estimate for the rest: UIKit places a row it has not displayed at the
/// estimate ("Estimation allows you to defer some of the cost of geometry calculation from
/// load time to scrolling time", Apple's `estimatedRowHeight`) and sizes it from its cell when
/// it displays it (TableView+SelfSizing.swift).
///
/// Only measured rows are stored, in ascending order, each with the running sum of how much
/// taller than the estimate the measured rows up to it are: a row's top is its index times the
/// estimate plus that sum before it (found by halving), so a million rows with a dozen measured
/// cost what a dozen do.
struct MeasuredRowHeights: Equatable {
  /// The height of a row not measured; above 0.
  let estimate: CGFloat
  /// The measured rows, ascending.
  private(set) var rows: [Int] = []
  private(set) var heights: [CGFloat] = []
  /// `excess[k]`: the sum of `heights[i] − estimate` for `i ≤ k`.
  private var excess: [CGFloat] = []

  init(estimate: CGFloat) { self.estimate = estimate }

  /// How much taller than `rowCount` estimated rows the section's rows are.
  var totalExcess: CGFloat { excess.last ?? 0 }

  /// The position in ``rows`` of the first measured row at or after `row`.
  private func firstMeasured(atOrAfter row: Int) -> Int {
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if rows[middle] < row { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether `row` has been measured.
  func isMeasured(_ row: Int) -> Bool {
    let position = firstMeasured(atOrAfter: row)
    return position < rows.count && rows[position] == row
  }

  /// Row `row`'s top, from the section's first row, and its height.
  func span(of row: Int) -> (top: CGFloat, height: CGFloat) {
    let position = firstMeasured(atOrAfter: row)
    let top = CGFloat(row) * estimate + (position > 0 ? excess[position - 1] : 0)
    let measured = position < rows.count && rows[position] == row
    return (top, measured ? heights[position] : estimate)
  }

  /// The top of the measured row at `position`.
  private func top(ofMeasured position: Int) -> CGFloat {
    CGFloat(rows[position]) * estimate + (position > 0 ? excess[position - 1] : 0)
  }

  /// The row whose span holds `y` (from the first row's top); not clamped to the section.
  func row(atOffset y: CGFloat) -> Int {
    // The last measured row whose top is at or above y.
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if top(ofMeasured: middle) <= y { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return max(0, Int((y / estimate).rounded(.down))) }
    let position = low - 1
    let bottom = top(ofMeasured: position) + heights[position]
    if y < bottom { return rows[position] }
    let row = rows[position] + 1 + Int(((y - bottom) / estimate).rounded(.down))
    return position + 1 < rows.count ? min(row, rows[position + 1] - 1) : row
  }

  /// Records `row`'s measured height; whether it changed anything.
  mutating func set(_ height: CGFloat, for row: Int) -> Bool {
    let position = firstMeasured(atOrAfter: row)
    if position < rows.count && rows[position] == row {
      guard heights[position] != height else { return false }
      heights[position] = height
    } else {
      rows.insert(row, at: position)
      heights.insert(height, at: position)
      excess.insert(0, at: position)
    }
    var sum = position > 0 ? excess[position - 1] : 0
    for index in position..<rows.count {
      sum += heights[index] - estimate
      excess[index] = sum
    }
    return true
  }
}
