import Foundation
import Testing
import TouchLayout
import TouchOpening
import UIKit

@testable import CustomViews

/// Registering a class takes one line, names it by its Swift type, and a layout that names a
/// class nobody registered gets an error listing the ones that exist.
@Suite("View class registry")
struct RegistryTests {
  final class RoundButton: UIButton {}

  @Test("register(RoundButton.init(frame:)) registers the class under its Swift name")
  func oneLineRegistrationNamesTheClass() throws {
    var registry = ViewClassRegistry.standard
    registry.register(RoundButton.init(frame:))
    #expect(registry.classNames.contains("RoundButton"))
    let view = registry.makeView(className: "RoundButton", frame: CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(view is RoundButton)
    #expect(view?.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
  }

  @Test("A registered class takes its superclass's layout keys: a UIButton subclass takes text")
  func registeredClassTakesSuperclassKeys() throws {
    var registry = ViewClassRegistry.standard
    registry.register(RoundButton.init(frame:))
    let layout = try LayoutLoader.load(
      yaml: oneWindow("      - {id: ok, class: RoundButton, frame: [0, 0, 44, 44], text: OK}\n"),
      source: "test.yaml",
      registry: registry)
    #expect((layout.view("ok") as? RoundButton)?.title == "OK")
  }

  @Test("The examples' registry is the standard classes plus the thirteen view examples of Layouts/Code")
  func customRegistry() {
    let standard = Set(ViewClassRegistry.standard.classNames)
    let custom = Set(ViewClassRegistry.custom.classNames)
    #expect(
      custom.subtracting(standard) == [
        "ExtendedTapAreaButton", "PassThroughView", "OutsideBoundsView", "FlipFlopView", "EndlessHitTestView",
        "CrashingHitTestView", "RunawayRecursionView", "ArchiveListView", "FixedArchiveListView",
        "LikeListView",
        "FixedLikeListView", "NoteListView", "PinnedNoteListView", "PinnedHeaderGridView",
        "PassThroughHeaderGridView", "BannerListView", "SelfSizingBannerListView",
      ])
    #expect(standard.isSubset(of: custom))
  }

  @Test("An unknown class is an error listing the classes that exist, custom ones included")
  func unknownClassListsTheNames() {
    let yaml = oneWindow("      - {id: ok, class: RoundButon, frame: [0, 0, 44, 44]}\n")
    var messages: [String] = []
    do {
      _ = try LayoutLoader.load(yaml: yaml, source: "test.yaml", registry: .custom)
    } catch {
      messages = error.diagnostics.map(\.description)
    }
    #expect(
      messages == [
        "test.yaml:4:25: unknown class 'RoundButon'; the classes are ActivityIndicatorView, ArchiveListView, "
          + "BannerListView, Button, CollectionReusableView, CollectionView, CollectionViewCell, Control, CrashingHitTestView, "
          + "EndlessHitTestView, ExtendedTapAreaButton, FixedArchiveListView, FixedLikeListView, "
          + "FlipFlopView, ImageView, Label, LikeListView, NavigationBar, NoteListView, OutsideBoundsView, "
          + "PageControl, PassThroughHeaderGridView, PassThroughView, PinnedHeaderGridView, PinnedNoteListView, ProgressView, "
          + "RunawayRecursionView, ScrollView, "
          + "SegmentedControl, SelfSizingBannerListView, Slider, StackView, Stepper, Switch, TabBar, TableView, TableViewCell, TextField, TextView, Toolbar, View, "
          + "VisualEffectView"
      ])
  }

  @Test("A misspelled custom class gets 'did you mean' and the list")
  func misspelledCustomClass() {
    let yaml = oneWindow("      - {id: p, class: PassThroughVeiw, frame: [0, 0, 44, 44]}\n")
    var messages: [String] = []
    do {
      _ = try LayoutLoader.load(yaml: yaml, source: "test.yaml", registry: .custom)
    } catch {
      messages = error.diagnostics.map(\.message)
    }
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "unknown class 'PassThroughVeiw'; did you mean 'PassThroughView'? (the classes are ") == true)
  }
}
