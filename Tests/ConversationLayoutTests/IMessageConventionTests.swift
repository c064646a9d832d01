import Foundation
import Testing
import BubbleGeometry
import Transcript
import ConversationLayout
import StrictJSON

/// What Messages draws its own way, asked of the look: photos as bubbles, grey monograms,
/// avatars level with the bubble, the typing dots' shades, the reply thread, the unread
/// capsule's digits.
@Suite("iMessage conventions")
struct IMessageConventionTests {
    /// Image files of 400 × 300 pixels wherever they are said to be.
    struct WideImages: ImageMeasuring {
        func image(_ path: String) throws(Unreadable) -> MessageImage {
            MessageImage(file: .anywhere("/" + path), name: path, width: 400, height: 300)
        }
    }

    private func rows(_ json: String, theme: String = "imessage", width: Double = 390,
                      appearance: Appearance = .light) throws -> [Row<FixedTexts.Text>] {
        var chat = try Transcript.decode(from: json, file: "t.json")
        chat.theme = LookName(theme)
        chat.width = width
        chat.appearance = appearance
        let layout = TranscriptLayout(transcript: chat, file: "t.json", texts: FixedTexts(), images: WideImages())
        return try RowSpec.rows(of: chat).map { spec throws(Diagnostic) in try layout.row(spec) }
    }

    private func bubbles(_ row: Row<FixedTexts.Text>) -> [(bubble: MessageBubble<FixedTexts.Text>, origin: Point)] {
        row.items.compactMap { item in
            if case .bubble(let bubble, let origin) = item { return (bubble, origin) }
            return nil
        }
    }

    /// Whether the bubble is a photo filling its outline, with nothing around it (a quoted
    /// one under a veil that fades it).
    private func isPhotoBubble(_ bubble: MessageBubble<FixedTexts.Text>) -> Bool {
        guard let first = bubble.content.parts.first, case .image(_, _, nil) = first else { return false }
        return bubble.content.parts.dropFirst().allSatisfy { if case .bleedShape = $0 { true } else { false } }
    }

    private static let group = #"{"participants": {"me": {"side": "outgoing"}, "ann": {"name": "Ann Lee"}, "bo": {"name": "Bo"}}, "#

    /// In a group chat (the name above), with a caption (a bubble of its own below, the run's
    /// tail on it), and quoted above a reply, a photo is the bubble itself.
    @Test func aPhotoIsTheBubbleInEveryContext() throws {
        let rows = try rows(Self.group + """
            "messages": [{"from": "ann", "id": "p", "image": "a.png"},
                         {"from": "bo", "image": "b.png", "text": "here", "time": "09:41"},
                         {"from": "me", "replyTo": "p", "text": "nice"}]}
            """)
        let named = bubbles(rows[0])
        #expect(named.count == 1 && isPhotoBubble(named[0].bubble), "a group chat's photo, its name above it")
        #expect(rows[0].texts.map(\.string).contains("Ann Lee"))

        let captioned = bubbles(rows[2])
        try #require(captioned.count == 2)
        let (photo, caption) = (captioned[0], captioned[1])
        #expect(isPhotoBubble(photo.bubble) && photo.bubble.shape?.hasTail == false)
        #expect(caption.bubble.content.texts.map(\.string) == ["here"] && caption.bubble.shape?.hasTail == true)
        let photoBottom = photo.origin.y + photo.bubble.bounds.maxY
        let captionTop = caption.origin.y + caption.bubble.bounds.minY
        #expect(captionTop - photoBottom == 2, "the run's gap")
        #expect(abs((photo.origin.x + photo.bubble.frame.minX) - (caption.origin.x + caption.bubble.frame.minX)) < 1e-9, "one edge")

        let reply = bubbles(rows[3])
        try #require(reply.count == 2)
        #expect(isPhotoBubble(reply[0].bubble), "the quoted photo")
        #expect(reply[0].bubble.bounds.width <= 110)
    }

    /// Other looks keep the photo in a bubble with its caption.
    @Test(arguments: ["whatsapp", "talk", "plain"])
    func otherLooksFrameThePhotoWithItsCaption(_ theme: String) throws {
        let rows = try rows(#"{"participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": [{"from": "ann", "image": "b.png", "text": "here"}]}"#,
                            theme: theme)
        let found = bubbles(rows[0])
        #expect(found.count == 1 && !isPhotoBubble(found[0].bubble))
        #expect(found[0].bubble.content.texts.map(\.string) == ["here"])
    }

    /// A participant without a picture gets the grey monogram of iOS contacts in iMessage,
    /// their own colour elsewhere.
    @Test func defaultAvatarsAreGreyGradientMonograms() throws {
        let json = Self.group + #""messages": [{"from": "ann", "text": "hi"}]}"#
        func fill(_ theme: String) throws -> AvatarFill? {
            for item in try rows(json, theme: theme)[0].items {
                if case .avatar(.initials(_, let fill), _) = item { return fill }
            }
            return nil
        }
        let grey = try #require(try fill("imessage"))
        #expect(grey.top != grey.bottom && grey.top.isLight == grey.bottom.isLight)
        for color in [grey.top, grey.bottom] {
            #expect(abs(Int(color.red) - Int(color.blue)) < 20 && abs(Int(color.green) - Int(color.blue)) < 20, "grey")
        }
        #expect(grey.top.redComponent + grey.top.greenComponent > grey.bottom.redComponent + grey.bottom.greenComponent, "lighter at the top")
        let plain = try #require(try fill("plain"))
        #expect(plain == AvatarFill(Participant(id: "ann", name: "Ann Lee").senderColor))
    }

    /// The avatar sits level with the bottom of the bubble, not of the time under it.
    @Test func theAvatarAlignsWithTheBubble() throws {
        let rows = try rows(#"{"timeHeaders": false, "# + Self.group.dropFirst() + #""messages": [{"from": "ann", "text": "hi", "time": "09:41"}]}"#)
        let row = rows[0]
        let bubble = try #require(bubbles(row).first)
        let avatar = try #require(row.items.compactMap { item -> Rect? in
            if case .avatar(_, let rect) = item { return rect }
            return nil
        }.first)
        #expect(row.texts.map(\.string).contains("09:41"), "the time under the bubble")
        #expect(avatar.maxY == bubble.origin.y + bubble.bubble.bounds.maxY)
        #expect(row.height > avatar.maxY)
    }

    /// iMessage's dots are three shades, palest first; other looks' are one.
    @Test func theTypingDotsAreThreeShades() throws {
        func alphas(_ theme: String) throws -> [UInt8] {
            let row = try rows(#"{"participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": [{"typing": "ann"}]}"#, theme: theme)[0]
            var shapes = row.items.compactMap { item -> RGBAColor? in
                if case .shape(_, let color) = item { return color }
                return nil
            }
            for (bubble, _) in bubbles(row) {
                for part in bubble.content.parts {
                    if case .shape(_, let color) = part { shapes.append(color) }
                }
            }
            return shapes.filter { $0.alpha < 255 }.map(\.alpha)
        }
        let imessage = try alphas("imessage")
        #expect(imessage.count == 3 && Set(imessage).count == 3 && imessage == imessage.sorted())
        let whatsapp = try alphas("whatsapp")
        #expect(whatsapp.count == 3 && Set(whatsapp).count == 1)
    }

    /// The thread from a quoted bubble on the other side curves into the reply's near side,
    /// and each quoted bubble keeps its sender's side, on a phone and an iPad alike.
    @Test(arguments: [390.0, 600.0, 1024.0])
    func theReplyThreadCurvesIntoTheReplysSide(_ width: Double) throws {
        let rows = try rows("""
            {"participants": {"me": {"side": "outgoing"}, "ann": {}},
             "messages": [{"from": "ann", "id": "a", "text": "Are we still on?"}, {"from": "me", "replyTo": "a", "text": "Yes!"},
                          {"from": "me", "id": "b", "text": "Bring the speaker"}, {"from": "ann", "replyTo": "b", "text": "Sure"}]}
            """, width: width)
        for (index, quotedOnLeft) in [(1, true), (3, false)] {
            let row = rows[index]
            let found = bubbles(row)
            try #require(found.count == 2)
            let quoted = try #require(found[0].bubble.shape?.body.offsetBy(dx: found[0].origin.x, dy: found[0].origin.y))
            let reply = try #require(found[1].bubble.shape?.body.offsetBy(dx: found[1].origin.x, dy: found[1].origin.y))
            #expect(quotedOnLeft ? quoted.minX < width / 2 : quoted.maxX > width / 2, "the quoted bubble on its sender's side")
            #expect(quotedOnLeft ? reply.maxX > width - 20 : reply.minX < 20, "the reply on its own")
            let line = try #require(row.items.compactMap { item -> Path? in
                if case .shape(let path, _) = item { return path }
                return nil
            }.first)
            let box = try #require(line.bounds)
            #expect(abs(box.minY - quoted.maxY) < 1e-9, "from under the quoted bubble")
            #expect(abs((quotedOnLeft ? box.maxX : box.minX) - (quotedOnLeft ? reply.minX : reply.maxX)) < 1e-9, "into the reply's side")
            #expect(box.maxY > reply.minY + 8 && box.maxY < reply.maxY, "level with the first line")
            #expect(line.elements.count > 12, "a curve, not a right angle")
        }
    }

    /// The unread count's digits are white on the blue capsule in both appearances.
    @Test(arguments: [Appearance.light, .dark])
    func theUnreadCapsuleHasWhiteDigits(_ appearance: Appearance) throws {
        var chat = try Transcript.decode(from: """
            {"screen": {"device": "iphone-6.1", "unread": 128}, "participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": []}
            """, file: "t.json")
        chat.appearance = appearance
        let transcript = chat.onScreen
        let layout = TranscriptLayout(transcript: transcript, file: "t.json", texts: FixedTexts(), images: WideImages())
        let frame = ScreenFrame(size: DevicePreset.iPhone61.size, look: .imessage)
        let colors = ChatLook.imessage.ios.bars[appearance]
        let digits = try layout.headerItems(frame, colors: colors).compactMap { item -> RGBAColor? in
            if case .text(let block, _, let color) = item, block.text.string == "128" { return color }
            return nil
        }
        #expect(digits == [.white])
    }

    /// The words a row writes outside its bubbles (names, labels, receipts).
    private func words(_ row: Row<FixedTexts.Text>) -> [String] {
        row.items.compactMap { item in
            if case .text(let block, _, _) = item { return block.text.string }
            return nil
        }
    }

    /// Messages has no forwarding: a forwarded message carries no "Forwarded" label, which the
    /// look would write under its bubble if it marked forwarding.
    @Test func aForwardedMessageIsNotMarked() throws {
        let json = #"{"participants": {"me": {"side": "outgoing"}, "ann": {}}, "messages": [{"from": "ann", "text": "Look", "forwarded": true}]}"#
        #expect(!words(try rows(json)[0]).contains("Forwarded"))
        let chat = try Transcript.decode(from: json, file: "t.json")
        var marking = ConversationTheme.standard(.imessage, appearance: .light)
        marking.look.marksForwarded = true
        let layout = TranscriptLayout(transcript: chat, file: "t.json", theme: marking, texts: FixedTexts(), images: WideImages())
        #expect(words(try layout.row(try #require(RowSpec.rows(of: chat, theme: marking).first))).contains("Forwarded"))
    }

    /// Messages sends no read receipts in group chats: the last message sent, read, says
    /// "Delivered" there, and "Read 09:44" in a chat of two.
    @Test func aGroupChatShowsNoReading() throws {
        let messages = #""messages": [{"from": "ann", "text": "Hi"}, {"from": "me", "text": "Hello", "time": "09:44", "status": "read"}]}"#
        let group = try rows(Self.group + messages)
        #expect(words(try #require(group.last)).contains("Delivered"))
        let pair = try rows(#"{"participants": {"me": {"side": "outgoing"}, "ann": {}}, "# + messages)
        #expect(words(try #require(pair.last)).contains("Read 09:44"))
    }

    /// Messages shows no encryption notice: such a line is left out, while an event stays.
    @Test func theEncryptionNoticeIsLeftOut() throws {
        let json = Self.group + """
            "messages": [{"system": "Messages are end-to-end encrypted.", "kind": "encryption"},
                         {"system": "Ann added Bo"}, {"from": "ann", "text": "Hi"}]}
            """
        let texts = try rows(json).flatMap { row in row.texts.map(\.string) }
        #expect(!texts.contains("Messages are end-to-end encrypted."))
        #expect(texts.contains("Ann added Bo") && texts.contains("Hi"))
        let whatsapp = try rows(json, theme: "whatsapp").flatMap { row in row.texts.map(\.string) }
        #expect(whatsapp.contains { $0.hasSuffix("Messages are end-to-end encrypted.") }, "the notice stays where the app shows it")
    }
}
