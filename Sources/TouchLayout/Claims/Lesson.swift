import Foundation

/// What a gallery layout teaches, in four parts: what to try, what happens, why, and the UIKit
/// rule behind it by its documented name. The layout's `title:` is the lesson's title.
///
/// The parts are prose for people; the layout's ``Claim``s are the same lesson in a form the
/// engine can check, so the prose cannot drift from what TouchLab does without a test failing.
public struct Lesson: Equatable, Sendable {
  /// `try:`: what to do on the screen ("Tap the half of `save` that sticks out of `card`").
  public var whatToTry: String
  /// `happens:`: what the trace shows when you do.
  public var whatHappens: String
  /// `why:`: the mechanism, step by step.
  public var why: String
  /// `rule:`: the UIKit rule, named as Apple's documentation names it.
  public var rule: String

  public init(whatToTry: String, whatHappens: String, why: String, rule: String) {
    self.whatToTry = whatToTry
    self.whatHappens = whatHappens
    self.why = why
    self.rule = rule
  }

  /// The four parts with the headings a reader sees, in reading order.
  public var parts: [(heading: String, text: String)] {
    [("Try", whatToTry), ("What happens", whatHappens), ("Why", why), ("Rule", rule)]
  }
}
