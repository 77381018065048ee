import TouchLayout

/// What every layout one command loads is loaded with: the size limits (`--max-…`,
/// ``LayoutLimitOptions``) and the code loading (`--code`, `--allow-code`: the person's code,
/// the consent to run it and the registry it makes, ``CodeLoading``).
///
/// Built once, in the command's `run()`, from its option groups, and passed to each load
/// (``LayoutFile/load(_:in:warns:asksForConsent:report:)``): the first load, the fresh copies
/// `run`, `check` and `diff` load, the explorer's reloads and scenarios. A value handed down
/// rather than globals that parsing sets, so no command can forget to set them, and a load
/// can only be held to the limits of the command that made it.
struct LoadContext {
  /// The size limits of every load (``LayoutLoadOptions``).
  let limits: LayoutLoadOptions
  /// The command's code loading: one per command, so a second load of the same code is free
  /// and a yes holds for the whole run.
  let code: CodeLoading

  init(limits: LayoutLoadOptions, code: CodeOptions) {
    self.limits = limits
    self.code = CodeLoading(options: code, maximumYAMLNesting: limits.maximumYAMLNesting)
  }
}
