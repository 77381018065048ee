import Foundation
import TouchKit

/// The screen's safe area a scene opens with, read back from the file's stored frames
/// (``InterfaceBuilderGuides``): what UIKit gives from the device (status bar, home indicator)
/// and Xcode does not write down.
///
/// A scene's own constraints tell only the edges they pin to the safe area: a tab's scene with
/// one button pinned to the safe area's bottom tells nothing of the top. Every tab of a tab bar
/// controller is laid out by Xcode on the same device, under the same status bar, and on iOS
/// the screen is one for every tab, so an edge the opened scene leaves untold is read from its
/// sibling tabs' stored frames (the most common answer, as for one scene's constraints); one no
/// scene tells stays 0. Without this, a storyboard whose first tab pins nothing to the top
/// opened with a top inset of 0, and its second tab's navigation bar was laid out under the
/// status bar (48 points above where Xcode stored the scene's views).
extension InterfaceBuilderPlanner {
  /// The screen's safe area for `scene`, whose views `root` holds, with its constraints added.
  mutating func screenSafeArea(of scene: InterfaceBuilderScene, root: inout ImportedView) -> EdgeInsets? {
    var edges = screenEdges(addAutoLayout(to: &root), under: scene)
    if edges.contains(nil), let tabsID = tabBarContainer(of: scene) {
      let siblings = siblingTabEdges(of: scene, in: tabsID, size: root.frame)
      for index in edges.indices where edges[index] == nil { edges[index] = siblings[index] }
    }
    if edges[0] == nil { edges[0] = storedBarTop(of: scene) }
    guard edges.contains(where: { $0 != nil }) else { return nil }
    return EdgeInsets(top: edges[0] ?? 0, left: edges[1] ?? 0, bottom: edges[2] ?? 0, right: edges[3] ?? 0)
  }

  /// The screen's edges from what a scene's stored frames show (`stored`, `[top, left, bottom,
  /// right]`): under a navigation controller's bar they show the bar's bottom as the top inset,
  /// which TouchLab's navigation bar adds itself, so the screen's top inset is the stored inset
  /// less ``NavigationBarLayout/height``. Not the bar's stored top: Xcode 6 and 7 store the bar
  /// at the top of the canvas (y 0) while the scene's views sit under the status bar too (64),
  /// and a sheet's bar is taller (56); the views' stored frames are what the solve must meet. A
  /// tab bar controller's bar covers the bottom the same way
  /// (InterfaceBuilderPlanner+TabBar.swift).
  private func screenEdges(_ stored: [Double?], under scene: InterfaceBuilderScene) -> [Double?] {
    var edges = stored
    if navigationContainer(of: scene) != nil, let top = edges[0] {
      edges[0] = max(0, top - NavigationBarLayout.height)
    }
    if tabBarContainer(of: scene) != nil, let bottom = edges[2] {
      edges[2] = max(0, bottom - TabBarLayout.height)
    }
    return edges
  }

  /// The top of the navigation bar the scene opens under, where Xcode stored it below the top
  /// of the canvas: the status bar's height at the document's device (59 on an iPhone 15), for
  /// a scene whose views tell no top edge (a table view controller's table fills the screen and
  /// pins nothing). Used only then, and only when it is above 0: Xcode 6 and 7 store the bar
  /// at y 0 whatever the status bar (see ``screenEdges(_:under:)``), and there the top stays 0.
  private func storedBarTop(of scene: InterfaceBuilderScene) -> Double? {
    guard let bar = navigationContainer(of: scene)?.controller?.child("navigationBar", key: "navigationBar"),
      let rect = bar.child("rect", key: "frame")
    else { return nil }
    let top = Self.frame(rect)[1]
    return top > 0 ? top : nil
  }

  /// What the other tabs of the tab bar controller `tabsID` tell of the screen's edges: each
  /// tab's scene (a navigation controller's root for a navigation tab) planned apart, as it
  /// would open as that tab, when its root view has the opened scene's stored size (`size`).
  private func siblingTabEdges(of scene: InterfaceBuilderScene, in tabsID: String, size: [Double]?)
    -> [Double?]
  {
    var answers: [[Double]] = [[], [], [], []]
    for segue in document.objects[tabsID]?.child("connections")?.children ?? []
    where segue.name == "segue" && segue["kind"] == "relationship"
      && segue["relationship"] == "viewControllers"
    {
      guard let destination = segue["destination"],
        case .success(var tab) = document.scene(named: destination),
        tab.objectID != scene.objectID, let element = tab.rootView,
        let frame = element.child("rect", key: "frame").map(Self.frame), frame[2] == size?[2],
        frame[3] == size?[3]
      else { continue }
      tab.containers.insert(tabsID, at: 0)
      // A copy: planning the sibling leaves this scene's ids, warnings and tallies as they were.
      var sibling = self
      var root = sibling.view(element)
      root.frame = [0, 0, frame[2], frame[3]]
      let edges = screenEdges(sibling.addAutoLayout(to: &root), under: tab)
      for index in edges.indices { if let value = edges[index] { answers[index].append(value) } }
    }
    return answers.map(InterfaceBuilderGuides.mostCommon)
  }
}
