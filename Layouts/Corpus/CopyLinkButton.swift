// CopyLinkButton: a small "copy link" button that says "Copied" for two seconds, ignores a
// second tap for half a second, and counts down the three seconds the copied link is good for.
//
// Stands for: the share and copy buttons of a detail screen, written the Objective-C-era way.
// Exercises the Swift/Objective-C gaps of Swift without Objective-C: the whole file inside
// `#if canImport(UIKit)`, `#if targetEnvironment(simulator)`, an `override` of
// `point(inside:with:)` in an extension of the class (legal on iOS, where UIKit's methods are
// `@objc dynamic`), `perform(_:with:afterDelay:)` with
// `NSObject.cancelPreviousPerformRequests(withTarget:selector:object:)`,
// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with `invalidate()`,
// `DispatchQueue.main.async` and `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5)`.
// On iOS: a tap up to 6 pt outside the 32 pt button copies (the extension's 44 pt minimum
// target); the button is disabled for 0.5 s after a tap, so a double tap copies once; the hint
// hides 2 s after the last copy; the countdown ticks every second and stops at zero; each runs
// when the run loop reaches it, after the tap's own work (§1, §5).

#if canImport(UIKit)
    import UIKit

    final class CopyLinkButton: UIButton {

        private(set) var copies = 0
        private(set) var isHintVisible = false
        private(set) var secondsLeft = 0
        private var countdownTimer: Timer?

        override init(frame: CGRect) {
            super.init(frame: frame)
            setTitle("Copy", for: .normal)
            addTarget(self, action: #selector(copyTapped(_:)), for: .touchUpInside)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        @objc private func copyTapped(_ sender: UIButton) {
            copies += 1
            #if targetEnvironment(simulator)
                print("copied link \(copies) (the simulator's pasteboard)")
            #else
                UIPasteboard.general.string = "https://example.com/item/42"
            #endif
            showHint()
            startCountdown(seconds: 3)
            isEnabled = false
            DispatchQueue.main.async {
                print("after the tap")
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
                self?.isEnabled = true
                print("enabled again")
            }
        }

        private func showHint() {
            isHintVisible = true
            NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(hideHint), object: nil)
            perform(#selector(hideHint), with: nil, afterDelay: 2)
        }

        @objc private func hideHint() {
            isHintVisible = false
            print("hint hidden")
        }

        func startCountdown(seconds: Int) {
            secondsLeft = seconds
            countdownTimer?.invalidate()
            countdownTimer = Timer.scheduledTimer(
                timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        }

        @objc private func tick(_ timer: Timer) {
            secondsLeft -= 1
            print("\(secondsLeft) s left")
            if secondsLeft == 0 {
                timer.invalidate()
            }
        }
    }

    // MARK: - Touch area

    extension CopyLinkButton {

        /// The HIG's 44 × 44 pt minimum, around a smaller glyph.
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let dx = max(0, 44 - bounds.width) / 2
            let dy = max(0, 44 - bounds.height) / 2
            return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
        }
    }
#endif
