//
//  LoadingButton.swift
//
//  A "Submit" button with a gradient background and a spinner: while the form is sent it
//  shows the spinner, pulses, and ignores taps; when the pulse animation ends it is ready again.
//
//  Stands for: the primary buttons of sign-up and checkout screens, with their look built from
//  Core Animation and their state announced to VoiceOver.
//  Exercises the kept-with-a-notice group of UIKit (issue 36, item 3): a `CAGradientLayer`
//  sublayer and `#colorLiteral`, `layer.cornerRadius`, a `UIActivityIndicatorView`,
//  `CABasicAnimation` with a `CAAnimationDelegate`, accessibility traits, hint and value, and
//  `UIAccessibility.post(notification:argument:)`.
//  On iOS: a tap submits; the button then ignores touches (isUserInteractionEnabled false) until
//  its pulse's animationDidStop, 1.2 s later, so a second tap meanwhile reaches the screen
//  behind it; once stopped, the spinner hides itself (hidesWhenStopped), so a tap on the
//  button's centre, where the spinner sits, submits again (§1, §5).
//

import UIKit

final class LoadingButton: UIButton {

    private let gradientLayer = CAGradientLayer()
    let spinner = UIActivityIndicatorView(style: .medium)
    private(set) var submissions = 0

    var isLoading = false {
        didSet { updateForLoading() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Submit", for: .normal)
        setTitleColor(.white, for: .normal)
        gradientLayer.colors = [
            #colorLiteral(red: 0.2, green: 0.48, blue: 1, alpha: 1).cgColor,
            UIColor.systemIndigo.cgColor,
        ]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.insertSublayer(gradientLayer, at: 0)
        layer.cornerRadius = 12
        layer.masksToBounds = true

        spinner.color = .white
        spinner.hidesWhenStopped = true
        addSubview(spinner)

        accessibilityTraits = .button
        accessibilityHint = "Sends the form"
        addTarget(self, action: #selector(submitTapped), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
        spinner.frame = CGRect(x: bounds.midX - 10, y: bounds.midY - 10, width: 20, height: 20)
    }

    @objc private func submitTapped() {
        submissions += 1
        print("submitting \(submissions)")
        isLoading = true

        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 0.96
        pulse.duration = 0.6
        pulse.autoreverses = true
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        pulse.delegate = self
        layer.add(pulse, forKey: "pulse")
    }

    private func updateForLoading() {
        isUserInteractionEnabled = !isLoading
        if isLoading {
            spinner.startAnimating()
            setTitle("", for: .normal)
        } else {
            spinner.stopAnimating()
            setTitle("Submit", for: .normal)
        }
        accessibilityValue = isLoading ? "Sending" : nil
        UIAccessibility.post(notification: .layoutChanged, argument: self)
    }
}

extension LoadingButton: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        print("pulse stopped, finished: \(flag)")
        isLoading = false
    }
}
