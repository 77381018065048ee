import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Every view key sets the engine property it claims to.
struct ViewPropertyTests {
  @Test func frameSetsCenterAndBoundsSize() throws {
    let layout = try loadLayout(oneWindow("      - {id: card, frame: [20, 100, 300, 200]}\n"))
    let card = try #require(layout.view("card"))
    #expect(card.frame == CGRect(x: 20, y: 100, width: 300, height: 200))
    #expect(card.center == CGPoint(x: 170, y: 200))
    #expect(card.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  // Reference §1: point(inside:) is bounds.contains, and bounds.origin is the scroll offset.
  @Test func boundsOriginShiftsTheViewsOwnCoordinates() throws {
    let layout = try loadLayout(
      oneWindow("      - {id: list, frame: [0, 0, 100, 100], boundsOrigin: [0, 50]}\n"))
    let list = try #require(layout.view("list"))
    #expect(list.bounds.origin == CGPoint(x: 0, y: 50))
    #expect(list.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(list.convertFromSuperview(CGPoint(x: 10, y: 10)) == CGPoint(x: 10, y: 60))
  }

  @Test func flagsAndAlphaSetTheirProperties() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - id: card
                frame: [0, 0, 10, 10]
                hidden: true
                alpha: 0.25
                userInteraction: false
                clipsToBounds: true
                multipleTouch: true
                exclusiveTouch: true

        """))
    let card = try #require(layout.view("card"))
    #expect(card.isHidden)
    #expect(card.alpha == 0.25)
    #expect(!card.isUserInteractionEnabled)
    #expect(card.clipsToBounds)
    #expect(card.isMultipleTouchEnabled)
    #expect(card.isExclusiveTouch)
  }

  @Test func defaultsAreUIKits() throws {
    let layout = try loadLayout(oneWindow("      - {id: card, frame: [0, 0, 10, 10]}\n"))
    let card = try #require(layout.view("card"))
    #expect(!card.isHidden && card.alpha == 1 && card.isUserInteractionEnabled && !card.clipsToBounds)
    #expect(!card.isMultipleTouchEnabled && !card.isExclusiveTouch)
    #expect(card.handledTouchMethods.isEmpty)
    #expect(type(of: card) == View.self)
  }

  // Reference §8, 3: UILabel and UIImageView start with isUserInteractionEnabled = false.
  @Test func userInteractionDefaultsPerClass() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - {id: plain, frame: [0, 0, 10, 10]}
              - {id: label, class: Label, frame: [0, 0, 10, 10]}
              - {id: image, class: ImageView, frame: [0, 0, 10, 10]}
              - {id: tappable, class: Label, frame: [0, 0, 10, 10], userInteraction: true}

        """))
    #expect(try #require(layout.view("plain")).isUserInteractionEnabled)
    #expect(try #require(layout.view("label")).isUserInteractionEnabled == false)
    #expect(try #require(layout.view("image")).isUserInteractionEnabled == false)
    #expect(try #require(layout.view("tappable")).isUserInteractionEnabled)
  }

  @Test func textAndImageSetLabelAndImageView() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - {id: total, class: Label, frame: [0, 0, 10, 10], text: "Total: $42"}
              - {id: count, class: Label, frame: [0, 0, 10, 10], text: 42}
              - {id: avatar, class: ImageView, frame: [0, 0, 10, 10], image: avatar}

        """))
    #expect((layout.view("total") as? Label)?.text == "Total: $42")
    #expect((layout.view("count") as? Label)?.text == "42")
    #expect((layout.view("avatar") as? ImageView)?.imageName == "avatar")
  }

  @Test func handlesListsTouchMethodsOrAll() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - {id: some, frame: [0, 0, 10, 10], handles: [touchesBegan, touchesEnded]}
              - {id: every, frame: [0, 0, 10, 10], handles: all}
              - {id: listed, frame: [0, 0, 10, 10], handles: [all]}

        """))
    #expect(try #require(layout.view("some")).handledTouchMethods == [.touchesBegan, .touchesEnded])
    #expect(try #require(layout.view("every")).handledTouchMethods == Set(TouchMethod.allCases))
    #expect(try #require(layout.view("listed")).handledTouchMethods == Set(TouchMethod.allCases))
  }

  // Reference §1: subviews are hit-tested last-added first, so file order is back to front.
  @Test func subviewsKeepFileOrder() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - id: card
                frame: [0, 0, 100, 100]
                subviews:
                  - {id: back, frame: [0, 0, 10, 10]}
                  - {id: front, frame: [0, 0, 10, 10]}

        """))
    let card = try #require(layout.view("card"))
    #expect(card.subviews.map(\.id) == ["back", "front"])
    #expect(card.hitTest(CGPoint(x: 5, y: 5), with: nil)?.id == "front")
  }

  @Test func registeredClassesAreAvailableByName() throws {
    final class Badge: Label {}
    var registry = ViewClassRegistry.standard
    registry.register("Badge") { Badge(frame: $0) }
    let yaml = oneWindow("      - {id: new, class: Badge, frame: [0, 0, 10, 10], text: 3}\n")
    let layout = try LayoutLoader.load(yaml: yaml, source: "test.yaml", registry: registry)
    // A subclass of Label takes Label's keys.
    #expect((layout.view("new") as? Badge)?.text == "3")
    #expect(
      diagnostics(of: yaml) == [
        "test.yaml:4:26: unknown class 'Badge'; the classes are ActivityIndicatorView, Button, "
          + "CollectionReusableView, CollectionView, CollectionViewCell, Control, ImageView, Label, NavigationBar, PageControl, ProgressView, ScrollView, "
          + "SegmentedControl, Slider, StackView, Stepper, Switch, TabBar, TableView, TableViewCell, TextField, TextView, Toolbar, View, VisualEffectView"
      ])
  }
}
