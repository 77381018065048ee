import TouchKit

extension CorpusScreen {
  /// The view controller with `id`, as the layout made it.
  func controller(_ id: String) -> ViewController? {
    layout.controllers.first { $0.id == id }
  }

  /// The first view of class `className` in the view of the controller with `id`: a subview
  /// its `loadView`/`viewDidLoad` built in code.
  func controllerSubview(_ id: String, ofClass className: String) -> View? {
    guard let root = controller(id)?.view else { return nil }
    return views(ofClass: className, in: root).first
  }
}
