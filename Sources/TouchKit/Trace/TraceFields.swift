/// Named values in declaration order: a record kind's fields, or a reason's.
///
/// Written as a dictionary literal (`["view": .string(view)]`) and joined with `+`, so a record
/// declares its own fields and then its reason's, each written once. Order is the declaration's;
/// a rendering that needs another (JSON's sorted keys) sorts.
public struct TraceFields: RandomAccessCollection, ExpressibleByDictionaryLiteral, Equatable, Sendable {
  public typealias Element = (name: String, value: TraceValue)

  public private(set) var elements: [Element]

  public init(_ elements: [Element]) {
    self.elements = elements
  }

  public init(dictionaryLiteral elements: (String, TraceValue)...) {
    self.elements = elements.map { (name: $0.0, value: $0.1) }
  }

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element { elements[position] }

  /// The value of the field named `name`, if there is one.
  public subscript(name: String) -> TraceValue? {
    elements.first { $0.name == name }?.value
  }

  /// `lhs`'s fields, then `rhs`'s.
  public static func + (lhs: TraceFields, rhs: TraceFields) -> TraceFields {
    TraceFields(lhs.elements + rhs.elements)
  }

  public static func == (lhs: TraceFields, rhs: TraceFields) -> Bool {
    lhs.elements.elementsEqual(rhs.elements) { $0.name == $1.name && $0.value == $1.value }
  }
}
