// Haptic feedback: compiles and is kept; the first use in a run says so once, as a notice.

public typealias UIFeedbackGenerator = FeedbackGenerator

public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator

public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator

public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
