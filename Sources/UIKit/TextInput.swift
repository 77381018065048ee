// UIKit's names for text input: a text field's delegate and the keyboard's traits a field
// keeps (docs/text-input.md). The text field itself is a view class, named in Views.swift.

public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UITextViewDelegate = TextViewDelegate
public typealias UIKeyboardType = KeyboardType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextContentType = TextContentType
