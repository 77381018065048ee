import Foundation

/// The built-in view classes, each declared once (``BuiltInClass``). A superclass comes
/// before its subclasses, so the last entry a view is an instance of is its nearest.
///
/// Adding a class is its engine type, its entry here and its typealias in `Sources/UIKit`;
/// the layout registry, `class:`'s keys, code discovery, import, drawing's set and a script's
/// `value:` follow, and tests check each list against this one.
extension BuiltInClass {
  public static let all: [BuiltInClass] = [
    BuiltInClass(
      View.self, make: { View(frame: $0) },
      dumpNames: ["UIPickerView", "UISearchBar", "UIInputView"],
      interfaceBuilderName: "view"),
    // Its subviews go in its contentView, made with it, which takes the touches; the effect is
    // kept, not drawn.
    BuiltInClass(
      VisualEffectView.self, make: { VisualEffectView(frame: $0) }, interfaceBuilderName: "visualEffectView"),
    BuiltInClass(Window.self, role: .window, make: nil, interfaceBuilderName: "window"),
    BuiltInClass(
      Label.self, make: { Label(frame: $0) }, interfaceBuilderName: "label", layoutKeys: [.init("text")]),
    BuiltInClass(
      ImageView.self, make: { ImageView(frame: $0) }, interfaceBuilderName: "imageView",
      layoutKeys: [.init("image")]),
    // Hidden while stopped (hidesWhenStopped): a spinner over a button lets its touches through.
    BuiltInClass(
      ActivityIndicatorView.self, make: { ActivityIndicatorView(frame: $0) },
      interfaceBuilderName: "activityIndicatorView", layoutKeys: ActivityIndicatorView.layoutKeys,
      applyKeys: { ActivityIndicatorView.apply($1, to: $0) }),
    // A bar that keeps its progress (pinned to 0…1); to touches a plain view (ProgressView.swift).
    BuiltInClass(
      ProgressView.self, make: { ProgressView(frame: $0) }, interfaceBuilderName: "progressView"),
    // A row of item buttons, one selected; a tab bar controller's selects its tabs, and a
    // person subclasses it for a raised centre button's hitTest (TabBar/).
    BuiltInClass(
      TabBar.self, make: { TabBar(frame: $0) }, interfaceBuilderName: "tabBar",
      outlets: [
        .outlet("delegate", of: TabBar.self, as: (any TabBarDelegate).self, expected: "UITabBarDelegate") {
          $0.delegate = $1
        }
      ]),
    // Lays out its bar button items left to right, each backed by a view it owns (Toolbar/).
    BuiltInClass(Toolbar.self, make: { Toolbar(frame: $0) }, interfaceBuilderName: "toolbar"),
    // Shows its navigation controller's top item: title, bar button items, a back button that
    // pops (Navigation/); a tap on the bar is the bar's.
    BuiltInClass(
      NavigationBar.self, make: { NavigationBar(frame: $0) }, interfaceBuilderName: "navigationBar"),
    // Arranges its arranged subviews with constraints (StackView/); to touches a plain view.
    BuiltInClass(
      StackView.self, make: { StackView(frame: $0) }, interfaceBuilderName: "stackView",
      layoutKeys: StackView.layoutKeys, applyKeys: { StackView.apply($1, to: $0) }),
    // A plain `UIControl` subclass, which UIKit does not protect from a parent's tap
    // recognizer (§8 #7). Other public controls are controls to touches when imported.
    BuiltInClass(
      Control.self, role: .control, make: { Control(frame: $0) },
      dumpNames: [
        "UIDatePicker", "UIColorWell", "UIRefreshControl",
      ],
      interfaceBuilderName: "control", layoutKeys: [.init("isEnabled"), .init("actions")]),
    BuiltInClass(
      Button.self, role: .control, make: { Button(frame: $0) }, interfaceBuilderName: "button",
      layoutKeys: [.init("text"), .init("menu"), LayoutKey("showsMenuAsPrimaryAction", .bool)],
      applyKeys: { Button.apply($1, to: $0) }),
    BuiltInClass(
      Switch.self, role: .control, make: { Switch(frame: $0) }, interfaceBuilderName: "switch",
      layoutKeys: [.init("isOn")], value: .of(Switch.self, "isOn", .bool) { .bool($0.isOn) }),
    BuiltInClass(
      Slider.self, role: .control, make: { Slider(frame: $0) }, interfaceBuilderName: "slider",
      layoutKeys: ["value", "minimumValue", "maximumValue"].map { LayoutKey($0) },
      value: .of(Slider.self, "value", .number) { .number(Double($0.value)) }),
    BuiltInClass(
      SegmentedControl.self, role: .control, make: { SegmentedControl(frame: $0) },
      interfaceBuilderName: "segmentedControl",
      layoutKeys: [.init("segments"), .init("selectedSegmentIndex")],
      value: .of(SegmentedControl.self, "selectedSegmentIndex", .index) { .index($0.selectedSegmentIndex) }),
    BuiltInClass(
      Stepper.self, role: .control, make: { Stepper(frame: $0) }, interfaceBuilderName: "stepper",
      layoutKeys: [
        LayoutKey("value", .number), LayoutKey("minimumValue", .number), LayoutKey("maximumValue", .number),
        LayoutKey("stepValue", .number), LayoutKey("wraps", .bool), LayoutKey("isContinuous", .bool),
        LayoutKey("autorepeat", .bool),
      ],
      applyKeys: { Stepper.apply($1, to: $0) },
      value: .of(Stepper.self, "value", .number) { .number($0.value) }),
    // A row of page indicators: a tap on either side of the current one moves one page
    // (PageViewController/PageControl.swift).
    BuiltInClass(
      PageControl.self, role: .control, make: { PageControl(frame: $0) }, interfaceBuilderName: "pageControl",
      layoutKeys: [
        LayoutKey("numberOfPages", .number), LayoutKey("currentPage", .number),
        LayoutKey("hidesForSinglePage", .bool),
      ],
      applyKeys: { PageControl.apply($1, to: $0) },
      value: .of(PageControl.self, "currentPage", .index) { .index($0.currentPage) }),
    BuiltInClass(
      TextField.self, role: .control, make: { TextField(frame: $0) }, interfaceBuilderName: "textField",
      layoutKeys: [
        LayoutKey("text"), LayoutKey("placeholder"), LayoutKey("isSecureTextEntry", .bool),
        LayoutKey("clearsOnBeginEditing", .bool),
      ],
      applyKeys: { TextField.apply($1, to: $0) },
      value: .of(TextField.self, "text", .text) { .text($0.storedText) },
      outlets: [
        .outlet(
          "delegate", of: TextField.self, as: (any TextFieldDelegate).self, expected: "UITextFieldDelegate"
        ) {
          $0.delegate = $1
        }
      ]),
    BuiltInClass(
      ScrollView.self, make: { ScrollView(frame: $0) },
      interfaceBuilderName: "scrollView",
      layoutKeys: [
        "contentSize", "contentOffset", "delaysContentTouches", "canCancelContentTouches", "isScrollEnabled",
        "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "contentInset",
        "contentInsetAdjustmentBehavior",
      ].map { LayoutKey($0) },
      value: .of(ScrollView.self, "contentOffset", .point) { .point($0.contentOffset) }),
    // A scroll view that edits text (TextView.swift): first responder at a tap's end.
    BuiltInClass(
      TextView.self, make: { TextView(frame: $0) }, interfaceBuilderName: "textView",
      layoutKeys: [LayoutKey("text"), LayoutKey("isEditable", .bool), LayoutKey("isSelectable", .bool)],
      applyKeys: { TextView.apply($1, to: $0) },
      value: .of(TextView.self, "text", .text) { .text($0.storedText) },
      outlets: [
        .outlet(
          "delegate", of: TextView.self, as: (any TextViewDelegate).self, expected: "UITextViewDelegate"
        ) {
          $0.delegate = $1
        }
      ]),
    // A table from a person's data source (TableView/); without one (a dump's table, whose
    // cells are its dumped subviews) it is the scroll view it is.
    BuiltInClass(
      TableView.self, make: { TableView(frame: $0) }, interfaceBuilderName: "tableView",
      layoutKeys: TableView.layoutKeys, applyKeys: { TableView.apply($1, to: $0) },
      value: .of(TableView.self, "contentOffset", .point) { .point($0.contentOffset) },
      outlets: [
        .outlet(
          "dataSource", of: TableView.self, as: (any TableViewDataSource).self,
          expected: "UITableViewDataSource"
        ) { $0.dataSource = $1 },
        .outlet(
          "delegate", of: TableView.self, as: (any TableViewDelegate).self, expected: "UITableViewDelegate"
        ) {
          $0.delegate = $1
        },
      ]),
    // Its accessory's detail button is a real button that tells the table's delegate and does
    // not select the row (TableViewCell+Accessory.swift).
    BuiltInClass(
      TableViewCell.self, make: { TableViewCell(frame: $0) }, interfaceBuilderName: "tableViewCell",
      layoutKeys: TableViewCell.layoutKeys, applyKeys: { TableViewCell.apply($1, to: $0) }),
    // A section's header or footer: the table makes one for a title, or the delegate gives it
    // (TableView+HeaderFooter.swift); not made by a layout's `class:`.
    BuiltInClass(
      TableViewHeaderFooterView.self, make: nil, interfaceBuilderName: "tableViewHeaderFooterView"),
    // A collection placed by its layout from a person's data source (CollectionView/); without
    // one (a dump's, whose cells are its dumped subviews) the scroll view it is.
    BuiltInClass(
      CollectionView.self, make: { CollectionView(frame: $0) }, interfaceBuilderName: "collectionView",
      layoutKeys: [.init("dataSource"), .init("delegate"), .init("flowLayout")],
      value: .of(CollectionView.self, "contentOffset", .point) { .point($0.contentOffset) },
      outlets: [
        .outlet(
          "dataSource", of: CollectionView.self, as: (any CollectionViewDataSource).self,
          expected: "UICollectionViewDataSource"
        ) { $0.dataSource = $1 },
        .outlet(
          "delegate", of: CollectionView.self, as: (any CollectionViewDelegate).self,
          expected: "UICollectionViewDelegate"
        ) { $0.delegate = $1 },
      ]),
    BuiltInClass(
      CollectionReusableView.self, make: { CollectionReusableView(frame: $0) },
      interfaceBuilderName: "collectionReusableView"),
    BuiltInClass(
      CollectionViewCell.self, make: { CollectionViewCell(frame: $0) },
      interfaceBuilderName: "collectionViewCell"),
    // A list row: a collection cell with accessories (kept) and a list content configuration;
    // and the view a list content configuration makes. Made by a collection and a cell, not
    // by a layout's `class:` (make: nil), as a table's cells are its own.
    BuiltInClass(CollectionViewListCell.self, make: nil, interfaceBuilderName: "collectionViewListCell"),
    BuiltInClass(ListContentView.self, make: nil, interfaceBuilderName: "listContentView"),
  ]

  /// Every class a layout's `class:` can make, in table order.
  public static var makeable: [BuiltInClass] { all.filter { $0.make != nil } }
}

/// Lookups in the table, beside it: the entry types know no list.
extension BuiltInClass {
  /// The entry of `view`'s class, or of the nearest built-in class it descends from (a
  /// person's `RoundButton` is a `Button`). Every view descends from `View`, so there is one.
  public static func of(_ view: View) -> BuiltInClass? {
    // Subclasses come after their superclasses in the table (a test checks), so the last
    // match is the nearest.
    all.last { $0.isInstance(view) }
  }

  /// The entry named `name` (TouchLab's name), if any.
  public static func named(_ name: String) -> BuiltInClass? {
    all.first { $0.name == name }
  }
}
