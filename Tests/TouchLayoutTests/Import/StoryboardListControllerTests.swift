import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchOpening

/// A storyboard's `<tableViewController>` and `<collectionViewController>` scenes
/// (Layouts/InterfaceBuilder/Settings.storyboard, opened without its code): each controller is
/// UIKit's class of that element, and its view, the file's table or collection, is its
/// `tableView` (`collectionView`) with it as data source and delegate, as the file's outlets
/// say (Apple's `UITableViewController`: the table's "data source and delegate" are the
/// controller). A `customClass` whose code is not given is UIKit's "Unknown class" and the
/// element's own class.
@Suite("Storyboard table and collection view controllers")
struct StoryboardListControllerTests {
  @Test(
    "A <collectionViewController> scene's controller is a UICollectionViewController whose collectionView is the file's"
  )
  func collectionViewControllerScene() throws {
    let layout = try InterfaceBuilderFixture.load("Settings.storyboard", scene: "Photos")
    let collection = try #require(layout.view("Stg-Co-001") as? CollectionView)
    let controller = try #require(layout.controllers.first as? CollectionViewController)
    #expect(type(of: controller) == CollectionViewController.self)
    #expect(controller.collectionView === collection)
    #expect(collection.dataSource === controller && collection.delegate === controller)
    #expect(collection.next === controller)
  }

  @Test(
    "A <tableViewController> scene that stores no table opens with the table its controller makes (Apple: it \"creates an unconfigured UITableView object with the correct dimensions\")"
  )
  func tableViewControllerWithoutATable() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="Tv1-Nt-001">
          <scenes>
              <scene sceneID="Sc1-Nt-001">
                  <objects>
                      <tableViewController id="Tv1-Nt-001" sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>

      """
    let layout = try LayoutLoader.load(text: storyboard, path: "Bare.storyboard", registry: .standard)
    let controller = try #require(layout.controllers.first as? TableViewController)
    let table = try #require(layout.view("Tv1-Nt-001.tableView") as? TableView)
    #expect(controller.tableView === table)
    #expect(table.dataSource === controller && table.delegate === controller)
  }

  @Test(
    "A <tableViewController> scene whose customClass is not given is a UITableViewController, with UIKit's Unknown class notice"
  )
  func tableViewControllerScene() throws {
    let layout = try InterfaceBuilderFixture.load("Settings.storyboard", scene: "Notes")
    let table = try #require(layout.view("Stg-Tb-002") as? TableView)
    let controller = try #require(layout.controllers.first as? TableViewController)
    #expect(type(of: controller) == TableViewController.self)
    #expect(controller.tableView === table)
    #expect(table.dataSource === controller && table.delegate === controller)
    #expect(layout.warnings.contains { $0.message.hasPrefix("Unknown class NotesTableViewController") })
    #expect(table.numberOfRows(inSection: 0) == 0, "UIKit's default: no rows without the subclass")
  }
}
