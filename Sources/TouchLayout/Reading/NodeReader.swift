import Foundation
import TouchYAML

/// What reads one of a person's YAML files: the log its problems go to, and the references by
/// id it collects, to check once everything is read.
///
/// The layout builder and the script reader are both readers, so a number, a point, a gesture
/// or an expectation is read, and its problems are worded, the same way in a layout's claims
/// and in a script. Each file of readers extends this protocol with one concern.
package protocol NodeReader: AnyObject {
  var log: DiagnosticLog { get }
  /// References by id (`hits: save`, `target: homeVC`), checked once the file is read: a layout
  /// checks them against its own ids, a script against the layout it runs on.
  var references: [PendingReference] { get set }
  /// Checks an action an expectation names (`sends`, `doesNotSend`), where the reader knows the
  /// actions there are: a script knows its layout's, so an absence cannot hold by a typo. A
  /// layout's claims do not check (the default).
  func checkAction(_ name: String, _ key: String, at mark: YAMLMark?)
}

extension NodeReader {
  func checkAction(_ name: String, _ key: String, at mark: YAMLMark?) {}
}
