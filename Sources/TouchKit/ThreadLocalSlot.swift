import Foundation

/// One object per thread, in a POSIX thread-specific data key. Foundation's `threadDictionary`
/// did this job, but on Linux each read hashes its `NSString` key through CoreFoundation: about
/// 4,700 instructions, and ``Application/current`` is read at every input the synthesizer sends,
/// 15% of a script's whole run (issue 42, docs/performance.md 5b). A key read is a few loads.
///
/// The slot holds a strong reference for its thread, released when the value is replaced or the
/// thread ends (the key's destructor). Sendable: its only state is the key, set once; the values
/// are each thread's own.
final class ThreadLocalSlot<Value: AnyObject>: Sendable {
  private let key: pthread_key_t

  init() {
    var key = pthread_key_t()
    // The destructor's parameter is optional in Glibc's header and not in Darwin's: it is taken
    // as optional here, which both accept.
    let status = pthread_key_create(&key) { pointer in
      let value: UnsafeMutableRawPointer? = pointer
      if let value { Unmanaged<AnyObject>.fromOpaque(value).release() }
    }
    // Keys run out only after PTHREAD_KEYS_MAX (1,024 on Linux) slots, and TouchKit makes a
    // handful, once each: running out is a programming error.
    precondition(status == 0, "pthread_key_create failed (\(status))")
    self.key = key
  }

  /// This thread's value, or nil if it has none.
  var value: Value? {
    get {
      guard let pointer = pthread_getspecific(key) else { return nil }
      return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }
    set {
      let old = pthread_getspecific(key)
      pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
      if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
    }
  }
}
