/// The help overlay's table, derived from the key bindings (``KeyBinding/all``), each of which
/// says where the help lists it and what it says, so a key cannot be handled without being
/// shown there.
extension KeyHelp {
  /// The whole table, in the order the overlay shows it: by ``HelpSection``, and within a
  /// section in the order of the bindings.
  public static let sections: [Section] = HelpSection.allCases.map { section in
    Section(section.title, KeyBinding.all.compactMap { $0.help?.section == section ? $0.help?.entry : nil })
  }
}
