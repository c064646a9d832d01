// The README's snapshot test, verbatim between the markers (DocumentedSnapshotExampleTests
// checks that the README shows exactly this code); the suite runs against the references in
// __Snapshots__/ReadmeSnapshotExample.
// README example begins
import BubbleSnapshot
import Testing

@Suite
struct ChatTests {
    @Test(arguments: ["Hi!", "Hi?", "こんにちは", "さようなら"])
    func greeting(_ text: String) {
        assertBubbleSnapshot(of: text)      // four references: greeting.Hi!.1.png, greeting.Hi-~bvx1j3.1.png, ...
    }
}
// README example ends
