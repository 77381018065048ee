import Foundation

/// A view's drawn version, counted by its setters: the core's half of a drawn stamp, which
/// vouches only for the class table's classes (Classes/DrawnStamp.swift).
extension View {
  /// Called by every setter of something a picture of the view shows: geometry, visibility,
  /// alpha, interaction, clipping, zPosition, transform and anchor, animation, recognizers,
  /// text, image, imported origin, a control's state and value, a window's level. One add and
  /// no lock: a view is changed only on its application's thread.
  @inline(__always)
  func noteDrawnChange() { drawnVersion &+= 1 }
}
