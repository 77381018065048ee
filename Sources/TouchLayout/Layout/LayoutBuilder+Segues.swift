import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// `segues:` on a storyboard scene's controller: the segues the scene stores
/// (``StoryboardSegueTemplate``), each with its `kind`, the IB object id of its `destination`
/// scene's controller, its `identifier` and `style` (`modalPresentationStyle`) if stored, and
/// either the `trigger` (the id of the control whose tap performs it: the template becomes a
/// target of its `touchUpInside`, as UIKit connects it; or of a bar button item of the
/// controller's `navigationItem:`, whose action becomes the template's), the `recognizer` whose
/// action performs it, the prototype `cell` (its IB object id) whose selection performs it, the
/// prototype `accessoryCell` whose detail button performs it (TableViewCell+Accessory.swift), or
/// the `container` (the container view
/// an `embed` fills when the scene's view loads, LayoutBuilder+Nib.swift); an `unwind` segue has
/// its `unwindAction`, its destination found when it is performed. A segue's `class` is the
/// person's `UIStoryboardSegue` subclass (Interface Builder's `customClass`), made when it is
/// performed; a `custom` segue needs one. A segue with none
/// is performed only by the controller's `performSegue(withIdentifier:sender:)`. The
/// destination is made from the file the layout came from, as a prototype cell is.
extension LayoutBuilder {
  static let segueKeys = [
    "kind", "destination", "identifier", "style", "trigger", "container", "recognizer", "cell",
    "accessoryCell", "unwindAction", "class",
  ]

  /// `part`: a controller made alone gets its templates, and the bar button items of its
  /// navigation item theirs; a controller made earlier, whose views are made now, gets those
  /// templates wired to its views (LayoutBuilder+SceneViews.swift).
  func segues(_ node: YAMLNode, of controller: ViewController, part: ScenePart = .whole) {
    guard case .sequence(let sequence) = node else {
      log.error(
        "segues must be a list of segues ({kind, destination, identifier, trigger}), got \(NodeKind(node).phrase)",
        at: node.mark)
      return
    }
    var made = 0
    for item in sequence {
      guard let fields = Fields(item, describing: "a segue", validKeys: Self.segueKeys, log: log) else {
        continue
      }
      guard let kindNode = fields["kind"], let destinationNode = fields["destination"] else {
        log.error("a segue needs a 'kind' and a 'destination'", at: fields.mark)
        continue
      }
      guard let storedKind = string(kindNode, "kind"),
        let destination = string(destinationNode, "destination")
      else { continue }
      guard let kind = StoryboardSegueKind(interfaceBuilderKind: storedKind) else {
        log.error(
          "unknown segue kind '\(storedKind)'; the kinds performed are show, push, showDetail, presentation, modal, "
            + "popoverPresentation, embed, unwind and custom", at: kindNode.mark)
        continue
      }
      let unwindAction = fields["unwindAction"].flatMap { string($0, "unwindAction") }
      guard (kind == .unwind) == (unwindAction != nil) else {
        log.error("an unwind segue, and only one, has an 'unwindAction'", at: fields.mark)
        continue
      }
      var makeSegue: ViewClassRegistry.SegueFactory?
      let className = fields["class"].flatMap { string($0, "class") }
      if let className {
        guard kind != .embed, let factory = registry.segueFactory(named: className) else {
          log.error(
            kind == .embed
              ? "an embed segue has no 'class': iOS embeds as its own embed segue"
              : "unknown segue class '\(className)': the segue classes are the UIStoryboardSegue subclasses of "
                + "the code given (--code)", at: fields["class"]?.mark ?? fields.mark)
          continue
        }
        makeSegue = factory
      } else if kind == .custom {
        log.error("a custom segue needs a 'class': its UIStoryboardSegue subclass", at: fields.mark)
        continue
      }
      // A segue makes its destination from the file, through the application's nib loader; a
      // layout built without one (read from standard input, or by a harness) keeps its scenes
      // but performs no segue, rather than stopping at the first.
      guard registry.nibLoader != nil else {
        log.warning(
          "the \(storedKind) segue to '\(destination)' is not performed: no folder was given to load its "
            + "destination from", at: fields.mark)
        continue
      }
      let template: StoryboardSegueTemplate
      if part == .views {
        // The template the controller got when it was made, in the same order.
        guard made < controller.storyboardSegueTemplates.count else { continue }
        template = controller.storyboardSegueTemplates[made]
        made += 1
      } else {
        template = StoryboardSegueTemplate(
          identifier: fields["identifier"].flatMap { string($0, "identifier") }, kind: kind,
          storedKind: storedKind,
          destinationID: destination, storyboardPath: nibSource,
          presentationStyle: fields["style"].flatMap { string($0, "style") },
          selectingCellID: fields["cell"].flatMap { string($0, "cell") },
          accessoryCellID: fields["accessoryCell"].flatMap { string($0, "accessoryCell") },
          unwindAction: unwindAction, segueClassName: className)
        template.makeSegue = makeSegue
        controller.addStoryboardSegueTemplate(template)
      }
      if part == .views, isBarButtonItemAction(of: template, in: controller) { continue }
      if let recognizer = fields["recognizer"], part != .controller {
        // A recognizer's segue: the template is a target of its action, as UIKit connects it.
        refer(toRecognizer: recognizer, "recognizer") { recognizer in
          recognizer.addTarget(template, action: StoryboardSegueTemplate.performAction)
        }
      }
      if let trigger = fields["trigger"],
        let item = string(trigger, "trigger").flatMap({ barButtonItemsByID[$0] })
      {
        // A bar button item's segue: the item's action is the template's `perform:`.
        item.target = template
        item.action = Selector(StoryboardSegueTemplate.performAction)
      } else if let trigger = fields["trigger"], part != .controller {
        let mark = trigger.mark
        refer(toView: trigger, "trigger") { [log] view in
          guard let control = view as? Control else {
            log.error(
              "a segue's trigger must be a control, but '\(view.id)' is a \(type(of: view))", at: mark)
            return
          }
          control.addTarget(template, action: StoryboardSegueTemplate.performAction, for: .touchUpInside)
        }
      }
      if let container = fields["container"], part != .controller {
        guard kind == .embed else {
          log.error("only an embed segue has a 'container'", at: container.mark)
          continue
        }
        refer(toView: container, "container") { [unowned self] view in
          nib.embeds.append((controller, template, view))
        }
      }
    }
  }

  /// Whether a bar button item of the controller's navigation item performs `template` (its
  /// action set when the controller was made).
  private func isBarButtonItemAction(of template: StoryboardSegueTemplate, in controller: ViewController)
    -> Bool
  {
    let item = controller.navigationItem
    return ((item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])).contains {
      $0.target === template
    }
  }
}
