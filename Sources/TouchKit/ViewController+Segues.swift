import Foundation

/// Performing a storyboard's segues (``StoryboardSegueTemplate``), in UIKit's order (Apple,
/// `UIViewController`: "shouldPerformSegue(withIdentifier:sender:)", "prepare(for:sender:)",
/// and "Customizing the behavior of segue-based presentations"): for a segue a control
/// triggers, the source controller is asked whether to perform it; the destination scene's
/// controller is made anew from the storyboard; the source gets `prepare(for:sender:)` with the
/// new ``StoryboardSegue``; then the segue is performed, which shows the destination. The
/// trace records the segue (`segue`) between the preparation and the showing.
extension ViewController {
  /// A control's tap on a segue it triggers: `shouldPerformSegue(withIdentifier:sender:)`
  /// first. A segue Interface Builder stored without an identifier is asked about with an
  /// empty one, as Swift reads the nil UIKit passes.
  func performTriggeredSegue(_ template: StoryboardSegueTemplate, sender: AnyObject?) {
    let allowed = UserCode.run(.shouldPerformSegue, of: self) {
      shouldPerformSegue(withIdentifier: template.identifier ?? "", sender: sender)
    }
    guard allowed else {
      segueApplication?.trace?.record(
        .segue(
          identifier: template.identifier, kind: template.storedKind, source: traceID, destination: nil,
          style: template.presentationStyle))
      return
    }
    perform(template, sender: sender)
  }

  /// `performSegue(withIdentifier:sender:)`'s work: the template of that identifier, or UIKit's
  /// exception ("Receiver … has no segue with identifier …") as a stop.
  func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
    guard let template = storyboardSegueTemplates.first(where: { $0.identifier == identifier }) else {
      NibLoadingFault.missingSegue(receiver: String(describing: type(of: self)), identifier: identifier)
        .raise(file: #fileID, line: #line)
    }
    perform(template, sender: sender)
  }

  /// Performs the embed segue `template` into `container`, as loading the view that holds the
  /// container does: the child made from the destination scene, `prepare(for:sender:)` (with no
  /// sender), then the child added and its view put in the container.
  public func performEmbedSegue(_ template: StoryboardSegueTemplate, in container: View) {
    perform(template, sender: nil, container: container)
  }

  /// Adds a segue the storyboard stores for this controller's scene.
  public func addStoryboardSegueTemplate(_ template: StoryboardSegueTemplate) {
    template.sourceController = self
    storyboardSegueTemplates.append(template)
  }

  /// The application the segue happens in: the one whose window shows this controller, else
  /// the current one.
  var segueApplication: Application? {
    viewIfLoaded?.window?.application ?? Application.current
  }

  /// Makes the destination, prepares, records and performs the segue. A destination that
  /// cannot be made stops the run with the loader's words, as a storyboard iOS could not load
  /// would not have been built.
  private func perform(_ template: StoryboardSegueTemplate, sender: Any?, container: View? = nil) {
    let application = segueApplication
    if template.kind == .unwind {
      performUnwindSegue(template, sender: sender, application: application)
      return
    }
    guard let loader = application?.nibLoader else {
      NibLoadingFault.unreadable(
        name: template.storyboardPath,
        problems: ["the segue to \(template.destinationID) needs a nib loader, and TouchLab was given none"]
      ).raise(file: #fileID, line: #line)
    }
    let destination: ViewController
    switch loader.instantiateViewController(
      objectID: template.destinationID, inFileAt: template.storyboardPath)
    {
    case .success(let made): destination = made
    case .failure(let fault): fault.raise(file: #fileID, line: #line)
    }
    // A segue of the person's class (`customClass`) is theirs, made with
    // init(identifier:source:destination:); its kind is the storyboard's, for super.perform().
    let segue =
      template.makeSegue?(template.identifier, self, destination)
      ?? StoryboardSegue(
        identifier: template.identifier, source: self, destination: destination, kind: template.kind)
    segue.kind = template.kind
    segue.containerView = container
    UserCode.run(.prepareForSegue, of: self) { prepare(for: segue, sender: sender) }
    application?.trace?.record(
      .segue(
        identifier: template.identifier, kind: template.storedKind, source: traceID,
        destination: destination.traceID, style: template.presentationStyle))
    UserCode.run(.performSegue, of: segue) { segue.perform() }
  }
}
