import Foundation
import TestSupport
import Testing

@testable import TouchKit

/// The spatial index of wide parents (issue 17) against UIKit's full reverse walk (§1):
/// seeded random layouts and points, every hit-testing feature that decides an answer mixed
/// in (transforms, anchor points, scrolled bounds, hidden, alpha, interaction, hit areas,
/// declarative and Swift overrides, nested and nested-wide subviews).
@Suite struct SubviewIndexPropertyTests {
  /// A Swift override the index must never pass over: its `point(inside:)` reaches 6 pt past
  /// the bounds, which no rectangle of the index knows.
  private final class Reaching: View {
    override func point(inside point: CGPoint, with event: Event?) -> Bool {
      bounds.insetBy(dx: -6, dy: -6).contains(point)
    }
  }

  @Test("§1 hitTest: the indexed walk of a wide parent returns what the full reverse walk returns")
  func untracedResultsAgree() {
    for seed in 0..<40 {
      var random = SplitMix64(seed: UInt64(seed) &* 7919 &+ 1)
      let (window, points) = Self.layout(&random)
      for point in points {
        let indexed = window.hitTest(point, with: nil)
        let full = SubviewIndexCache.$isEnabled.withValue(false) { window.hitTest(point, with: nil) }
        #expect(
          indexed === full, "seed \(seed), point \(point): \(indexed?.id ?? "nil") vs \(full?.id ?? "nil")")
      }
    }
  }

  @Test("§1 hitTest, traced: the same records as the full walk but for the passed-over subviews' own")
  func tracedRecordsAgree() {
    for seed in 0..<25 {
      var random = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 3)
      let (window, points) = Self.layout(&random)
      for point in points.prefix(40) {
        let indexed = Self.trace(window, point)
        let full = SubviewIndexCache.$isEnabled.withValue(false) { Self.trace(window, point) }
        let expected = Self.removingPassedOver(full.records, summaries: indexed.records)
        let actual = indexed.records.filter {
          if case .hitTestSiblingsOutside = $0.step { false } else { true }
        }
        #expect(
          actual.map { [$0.depth.description, "\($0.step)"] }
            == expected.map { [$0.depth.description, "\($0.step)"] },
          "seed \(seed), point \(point)")
        #expect(indexed.result === full.result)
      }
    }
  }

  @Test("§1: a wide parent's trace summarizes the subviews the point is outside of, in one record")
  func summaryRecord() {
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    for index in 0..<100 {
      window.addSubview(
        View(
          id: "v\(index)",
          frame: CGRect(x: CGFloat(index % 10) * 100, y: CGFloat(index / 10) * 100, width: 100, height: 100)))
    }
    let traced = Self.trace(window, CGPoint(x: 150, y: 50))
    #expect(traced.result?.id == "v1")
    let summaries = traced.records.compactMap { record -> [Int]? in
      guard case .hitTestSiblingsOutside("window", _, let count, let from, let to) = record.step else {
        return nil
      }
      return [count, from, to]
    }
    #expect(summaries == [[98, 99, 2]])
  }

  // MARK: Layouts

  private static func trace(_ window: Window, _ point: CGPoint) -> (result: View?, records: [TraceRecord]) {
    let recorder = TraceRecorder()
    let event = Event(trace: recorder)
    let result = window.tracedHitTest(point, with: event)
    return (result, recorder.records)
  }

  /// The full walk's records without those of the subviews a summary passed over: their
  /// `hitTestVisit`, `pointInside` or `hitTestSkip`, and `hitTestReturn`, at the summary's depth,
  /// each of which must have answered nil.
  private static func removingPassedOver(_ full: [TraceRecord], summaries: [TraceRecord]) -> [TraceRecord] {
    var passed: Set<[String]> = []
    for record in summaries {
      guard case .hitTestSiblingsOutside(let parent, _, _, let from, let to) = record.step else { continue }
      for position in to...from { passed.insert(["\(record.depth)", "\(parent)/\(position)"]) }
    }
    return full.filter { record in
      let view: String
      switch record.step {
      case .hitTestVisit(let id, _, _, _), .pointInside(let id, _, _, _, _, _), .hitTestSkip(let id, _):
        view = id
      case .hitTestReturn(let id, let result):
        view = id
        if passed.contains(["\(record.depth)", id]) { #expect(result == nil, "\(id) passed over but hit") }
      default: return true
      }
      return !passed.contains(["\(record.depth)", view])
    }
  }

  /// A window with one wide parent (64 to 300 subviews, some with children, one maybe wide
  /// itself) and points all over it and just around each subview's edges.
  private static func layout(_ random: inout SplitMix64) -> (Window, [CGPoint]) {
    let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let parent = View(id: "parent", frame: CGRect(x: 10, y: 10, width: 380, height: 380))
    if Bool.random(using: &random) { parent.bounds.origin = CGPoint(x: 7.5, y: -3) }
    window.addSubview(parent)
    var points: [CGPoint] = []
    fill(parent, count: Int.random(in: 64...300, using: &random), nestedWide: true, &random, &points)
    for _ in 0..<60 {
      points.append(
        CGPoint(
          x: Double.random(in: -20...420, using: &random), y: Double.random(in: -20...420, using: &random)))
    }
    return (window, points)
  }

  private static func fill(
    _ parent: View, count: Int, nestedWide: Bool, _ random: inout SplitMix64, _ points: inout [CGPoint]
  ) {
    for position in 0..<count {
      let roll = Int.random(in: 0..<100, using: &random)
      let frame = CGRect(
        x: Double.random(in: -20...360, using: &random).rounded(),
        y: Double.random(in: -20...360, using: &random),
        width: roll < 5
          ? Double.random(in: 100...400, using: &random) : Double.random(in: 0...40, using: &random),
        height: Double.random(in: 0...40, using: &random))
      let view: View = roll == 7 || roll == 8 ? Reaching(frame: frame) : View(frame: frame)
      view.id = "\(parent.id)/\(position)"
      configure(view, roll, &random)
      if roll >= 90 {
        let children = nestedWide && roll == 99 ? 70 : Int.random(in: 1...3, using: &random)
        fill(view, count: children, nestedWide: false, &random, &points)
      }
      parent.addSubview(view)
      let edge = view.convert(CGPoint(x: view.bounds.maxX, y: view.bounds.maxY), to: nil)
      points.append(edge)
      points.append(CGPoint(x: edge.x - 1e-9, y: edge.y - 1e-9))
      points.append(view.convert(CGPoint(x: view.bounds.minX, y: view.bounds.minY), to: nil))
    }
  }

  private static func configure(_ view: View, _ roll: Int, _ random: inout SplitMix64) {
    switch roll {
    case 10..<14:
      view.transform = CGAffineTransform(rotationAngle: Double.random(in: 0...6.3, using: &random))
    case 14..<16:
      view.transform = CGAffineTransform(scaleX: Double.random(in: 0.1...3, using: &random), y: 1.5)
    case 16: view.transform = CGAffineTransform(scaleX: 0, y: 1)
    case 17: view.anchorPoint = CGPoint(x: 0, y: 1)
    case 18..<21: view.isHidden = true
    case 21..<24: view.alpha = 0.005
    case 24..<27: view.isUserInteractionEnabled = false
    case 27..<33: view.hitArea = HitArea(hitSlop: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    case 33..<35: view.hitArea = HitArea(hitSlop: EdgeInsets(top: -30, left: -30, bottom: -30, right: -30))
    case 35..<37: view.hitArea = HitArea(shape: .ellipse)
    case 37: view.hitTestOverride = .outsideBounds
    case 38: view.hitTestOverride = .passThrough
    case 39: view.bounds.origin = CGPoint(x: 5, y: 5)
    default: break
    }
  }
}
