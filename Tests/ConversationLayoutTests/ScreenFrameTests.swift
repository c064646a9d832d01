import Testing
import BubbleGeometry
import Transcript
import ConversationLayout

@Suite("screen frames")
struct ScreenFrameTests {
    @Test(arguments: DevicePreset.allCases)
    func thePartsStackFromTopToBottom(_ preset: DevicePreset) {
        let size = preset.size
        let frame = ScreenFrame(size: size, look: .whatsapp)
        #expect(frame.statusBar.minY == 0)
        #expect(frame.statusBar.height == size.safeArea.top)
        #expect(frame.header.minY == frame.statusBar.maxY)
        #expect(frame.messages.minY == frame.header.maxY)
        #expect(frame.composer.minY == frame.messages.maxY)
        #expect(frame.bottomArea.minY == frame.composer.maxY)
        #expect(frame.bottomArea.maxY == size.height)
        #expect(frame.messages.height > size.height / 2)
    }

    /// Rows of 100 points with 10 between them, in a message area of 490 points: the last row
    /// ends `padding` above the composer, and the rows above it show up to the header.
    @Test func theLastRowsShowAnchoredAtTheBottom() {
        let size = ScreenSize(width: 400, height: 800, scale: 2, safeArea: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        let frame = ScreenFrame(size: size, look: .plain)
        #expect(frame.messages.minY == 102)
        #expect(frame.messages.maxY == 752)
        let heights = Array(repeating: 100.0, count: 10)
        let spacings = [0.0] + Array(repeating: 10.0, count: 9)
        let visible = frame.visibleRows(heights: heights, spacings: spacings, padding: 12)
        // Bottoms at 740, 630, 520, 410, 300, 190; row 4 (top 90) reaches under the header.
        #expect(visible.rows == 4..<10)
        #expect(visible.top == 740 - 6 * 100 - 5 * 10)
        let few = frame.visibleRows(heights: [100, 50], spacings: [0, 10], padding: 12)
        #expect(few.rows == 0..<2)
        #expect(few.top == 740 - 50 - 10 - 100)
        let none = frame.visibleRows(heights: [], spacings: [], padding: 12)
        #expect(none.rows.isEmpty)
    }

    /// A chat too short to fill the screen starts under the header in iMessage, as Messages
    /// shows it, and ends above the composer in WhatsApp; a longer one ends above the
    /// composer in both.
    @Test func aShortChatStartsAtTheTopWhereTheLookSays() {
        let size = ScreenSize(width: 400, height: 800, scale: 2, safeArea: EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        let imessage = ScreenFrame(size: size, look: .imessage)
        let whatsapp = ScreenFrame(size: size, look: .whatsapp)
        let short = imessage.visibleRows(heights: [100, 50], spacings: [0, 10], padding: 12)
        #expect(short.rows == 0..<2)
        #expect(short.top == imessage.messages.minY + 12)
        let bottom = whatsapp.visibleRows(heights: [100, 50], spacings: [0, 10], padding: 12)
        #expect(bottom.top == whatsapp.messages.maxY - 12 - 50 - 10 - 100)
        let heights = Array(repeating: 100.0, count: 10)
        let spacings = [0.0] + Array(repeating: 10.0, count: 9)
        let long = imessage.visibleRows(heights: heights, spacings: spacings, padding: 12)
        #expect(long.rows.upperBound == 10 && long.top < imessage.messages.minY, "scrolled to its end")
    }

    @Test func aScreenSetsTheWidthAndScale() throws {
        let transcript = try Transcript.decode(from: #"{"screen": {"device": "iphone-6.7"}, "messages": []}"#)
        #expect(transcript.onScreen.width == 430)
        #expect(transcript.onScreen.scale == 3)
        let inset = Transcript(screen: Screen(device: .custom(ScreenSize(
            width: 500, height: 900, scale: 1, safeArea: EdgeInsets(top: 0, left: 20, bottom: 0, right: 30)))))
        #expect(inset.onScreen.width == 450)
        let plain = Transcript(width: 333, scale: 1.5)
        #expect(plain.onScreen == plain)
    }
}
