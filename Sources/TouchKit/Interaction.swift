import Foundation

/// Behaviour added to a view as a whole (UIKit's `UIInteraction`, iOS 11): a context menu's
/// long press is one. The view tells it as it is added and removed, and it attaches what it
/// needs (a recognizer) to the view then.
public protocol Interaction: AnyObject {
  /// The view it was added to, while it is added.
  var view: View? { get }
  func willMove(to view: View?)
  func didMove(to view: View?)
}

/// A view's interactions (`UIView.interactions`, `addInteraction(_:)`,
/// `removeInteraction(_:)`), kept in the view's extras: most views have none.
extension View {
  public var interactions: [any Interaction] {
    get { extras?.interactions ?? [] }
    set { if extras != nil || !newValue.isEmpty { madeExtras.interactions = newValue } }
  }

  /// Adds `interaction`, taking it from the view it was on (an interaction is on one view at a
  /// time, as a recognizer is).
  public func addInteraction(_ interaction: any Interaction) {
    guard !interactions.contains(where: { $0 === interaction }) else { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }

  public func removeInteraction(_ interaction: any Interaction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}
