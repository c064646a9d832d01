import XCTest
import Bubbles
import BubbleSnapshot
import ChatStrings

final class ReminderXCTests: XCTestCase {
    func testReminder() {
        assertBubbleSnapshot(of: ChatStrings.reminder, options: BubbleOptions(theme: .imessage, side: .incoming))
    }

    /// `withSnapshotConfiguration` does in XCTest what `@Suite(.snapshots(...))` does in Swift
    /// Testing. Here: not one pixel may differ on a machine with this one's render fingerprint;
    /// elsewhere pixelmatch's threshold 0.1 with at most 0.1% of the pixels.
    func testWelcomeExact() {
        let configuration = SnapshotConfiguration.exact(
            otherEnvironment: SnapshotTolerance(diff: DiffOptions(threshold: 0.1), limits: DiffLimits(maxDiffRatio: 0.001)))
        withSnapshotConfiguration(configuration) {
            assertBubbleSnapshot(of: ChatStrings.welcome, options: BubbleOptions(theme: .talk, side: .incoming), named: "talk")
        }
    }
}
