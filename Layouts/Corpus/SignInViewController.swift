// SignInViewController: a sign-in form that keeps its fields above the keyboard.
//
// Stands for: the email-and-password screen of most apps: a scroll view holding two text
// fields and a Sign In button, the controller as both fields' `UITextFieldDelegate` (Return on
// the email field moves to the password, Return on the password submits), the button enabled
// only when both fields have text (`.editingChanged`), and the keyboard-avoiding inset every
// such screen has: `keyboardWillShowNotification` / `keyboardWillHideNotification` observed by
// selector, the keyboard's end frame read from `userInfo` and converted into the view, the
// overlap set as the scroll view's bottom `contentInset`. Exercises `UITextField` (placeholder,
// `keyboardType`, `textContentType`, `returnKeyType`, `isSecureTextEntry`,
// `autocapitalizationType`), `becomeFirstResponder()`, `resignFirstResponder()`,
// `view.endEditing(true)`, `NotificationCenter.default.addObserver(_:selector:name:object:)`,
// `UIResponder.keyboardFrameEndUserInfoKey`, `NSValue.cgRectValue`, `convert(_:from: nil)`,
// `deinit` removing the observer.
// On iOS: a tap on Email makes it first responder and brings up the keyboard, whose
// notification sets the inset to the keyboard's height over the view; Return moves to Password;
// typing in both enables Sign In; Return on Password resigns it (the keyboard goes, the inset
// returns to zero) and signs in.

import UIKit

class SignInViewController: UIViewController, UITextFieldDelegate {

    let scrollView = UIScrollView()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    private(set) var signInCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(scrollView)

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.returnKeyType = .next
        emailField.delegate = self

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .go
        passwordField.delegate = self

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false
        signInButton.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)

        for field in [emailField, passwordField] {
            field.addTarget(self, action: #selector(textChanged(_:)), for: .editingChanged)
            scrollView.addSubview(field)
        }
        scrollView.addSubview(signInButton)

        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let width = view.bounds.width - 40
        emailField.frame = CGRect(x: 20, y: 120, width: width, height: 44)
        passwordField.frame = CGRect(x: 20, y: 180, width: width, height: 44)
        signInButton.frame = CGRect(x: 20, y: view.bounds.height - 120, width: width, height: 50)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height)
    }

    // MARK: - Keyboard

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else {
            return
        }
        let keyboard = view.convert(value.cgRectValue, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboard.minY)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: overlap, right: 0)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset = .zero
    }

    // MARK: - Fields

    @objc private func textChanged(_ sender: UITextField) {
        let email = emailField.text ?? ""
        let password = passwordField.text ?? ""
        signInButton.isEnabled = !email.isEmpty && !password.isEmpty
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            if signInButton.isEnabled {
                signInTapped()
            }
        }
        return false
    }

    @objc private func signInTapped() {
        view.endEditing(true)
        signInCount += 1
        print("signing in as \(emailField.text ?? "")")
    }
}
