import Foundation
import Testing
import Transcript
import StrictJSON

/// A well-formed document that is not a valid transcript, and the exact error line it must
/// produce (without the trailing `(line L, column C)`, which has its own tests).
struct BadTranscript: Sendable, CustomTestStringConvertible {
    let json: String
    let expected: String
    let limits: TranscriptLimits

    init(_ json: String, _ expected: String, limits: TranscriptLimits = .default) {
        self.json = json
        self.expected = expected
        self.limits = limits
    }

    var testDescription: String { expected }
}

extension TranscriptLimits {
    /// The default limits with four look names, as the renderer's registry gives them.
    static let fourLooks = TranscriptLimits(lookNames: ["imessage", "whatsapp", "talk", "plain"])
}

/// Participants most cases share.
let people = #""participants": {"me": {"side": "outgoing"}, "ann": {}}"#

@Suite("Transcript: invalid documents")
struct TranscriptErrorTests {
    static let cases: [BadTranscript] = [
        // The examples from the brief.
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a"}, {"from": "me", "text": "b"}, {"separator": "x"}, {"from": "bob", "text": "c"}]}"#,
                      #"chat.json: messages[3].from: unknown participant "bob" (participants: ann, me)"#),
        BadTranscript(#"{"participants": {"ann": {"side": "left"}}, "messages": []}"#,
                      #"chat.json: participants.ann.side: expected "incoming" or "outgoing", found "left""#),
        BadTranscript(#"{"colors": {"incoming": "blue"}, "messages": []}"#,
                      ##"chat.json: colors.incoming: expected a colour like "#RRGGBB", found "blue""##),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann"}]}"#,
                      #"chat.json: messages[0]: a message needs "text", "image" or both"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "deleted": true, "text": "a"}]}"#,
                      #"chat.json: messages[0].text: a deleted message has no "text" (the app shows only that it was deleted)"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "me", "deleted": true, "status": "read"}]}"#,
                      #"chat.json: messages[0].status: a deleted message has no "status" (the app shows only that it was deleted)"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a"}, {"separator": "x"}, {"from": "me", "text": "b", "colour": "red"}]}"#,
                      #"chat.json: messages[2].colour: unknown key (allowed: from, text, image, sticker, time, lang, edited, forwarded, forwardedFrom, deleted, format, entities, detectLinks, status, reactions, id, replyTo, quote, link, card)"#),
        // Top level
        BadTranscript(#"[]"#, "chat.json: expected a transcript object, found an array"),
        BadTranscript(#""hello""#, "chat.json: expected a transcript object, found a string"),
        BadTranscript(#"{"theme": "talk"}"#, #"chat.json: missing required key "messages""#),
        BadTranscript(#"{"messages": {}}"#, "chat.json: messages: expected an array, found an object"),
        BadTranscript(#"{"messages": null}"#, "chat.json: messages: expected an array, found null"),
        BadTranscript(#"{"colours": {}, "messages": []}"#,
                      #"chat.json: colours: unknown key (allowed: version, theme, look, appearance, width, scale, font, fonts, emojiFont, lang, layoutDirection, maxBubbleWidth, timeHeaders, colors, labels, detectLinks, screen, participants, messages; did you mean "colors"?)"#),
        BadTranscript(#"{"Theme": "talk", "messages": []}"#,
                      #"chat.json: Theme: unknown key (allowed: version, theme, look, appearance, width, scale, font, fonts, emojiFont, lang, layoutDirection, maxBubbleWidth, timeHeaders, colors, labels, detectLinks, screen, participants, messages; did you mean "theme"?)"#),
        BadTranscript(#"{"messages": [], "a\nb": 1}"#,
                      #"chat.json: ["a\nb"]: unknown key (allowed: version, theme, look, appearance, width, scale, font, fonts, emojiFont, lang, layoutDirection, maxBubbleWidth, timeHeaders, colors, labels, detectLinks, screen, participants, messages)"#),
        BadTranscript(#"{"version": 2, "messages": []}"#, "chat.json: version: unsupported version 2 (this reader supports version 1)"),
        BadTranscript(#"{"version": 1.0, "messages": []}"#, "chat.json: version: expected the integer 1, found 1.0"),
        BadTranscript(#"{"version": "1", "messages": []}"#, "chat.json: version: expected a number, found a string"),
        BadTranscript(#"{"theme": "ios", "messages": []}"#,
                      #"chat.json: theme: expected "imessage", "whatsapp", "talk" or "plain", found "ios""#, limits: .fourLooks),
        BadTranscript(#"{"theme": "iMessage", "messages": []}"#,
                      #"chat.json: theme: expected "imessage", "whatsapp", "talk" or "plain", found "iMessage""#, limits: .fourLooks),
        BadTranscript(#"{"appearance": true, "messages": []}"#, #"chat.json: appearance: expected "light" or "dark", found true"#),
        BadTranscript(#"{"layoutDirection": "RTL", "messages": []}"#, #"chat.json: layoutDirection: expected "ltr" or "rtl", found "RTL""#),
        BadTranscript(#"{"width": 50, "messages": []}"#, "chat.json: width: expected a number from 100 to 4096, found 50"),
        BadTranscript(#"{"width": 4096.5, "messages": []}"#, "chat.json: width: expected a number from 100 to 4096, found 4096.5"),
        BadTranscript(#"{"width": "390", "messages": []}"#, "chat.json: width: expected a number, found a string"),
        BadTranscript(#"{"scale": 8, "messages": []}"#, "chat.json: scale: expected a number from 0.5 to 4, found 8"),
        BadTranscript(#"{"scale": 0.25, "messages": []}"#, "chat.json: scale: expected a number from 0.5 to 4, found 0.25"),
        BadTranscript(#"{"scale": 1e308, "messages": []}"#, "chat.json: scale: expected a number from 0.5 to 4, found 1e308"),
        BadTranscript(#"{"font": "", "messages": []}"#, #"chat.json: font: expected a font description like "Noto Sans 17", found """#),
        BadTranscript(#"{"font": null, "messages": []}"#, "chat.json: font: expected a string, found null"),
        BadTranscript(#"{"lang": "en_US", "messages": []}"#,
                      #"chat.json: lang: expected a language tag like "en", "ja" or "zh-Hans", found "en_US" (use '-', not '_')"#),
        BadTranscript(#"{"lang": "", "messages": []}"#,
                      #"chat.json: lang: expected a language tag like "en", "ja" or "zh-Hans", found """#),
        BadTranscript(#"{"lang": "en--US", "messages": []}"#,
                      #"chat.json: lang: expected a language tag like "en", "ja" or "zh-Hans", found "en--US""#),
        BadTranscript(#"{"lang": "abcdefghij-abcdefghij-abcdefghij-abc", "messages": []}"#,
                      #"chat.json: lang: expected a language tag like "en", "ja" or "zh-Hans", found "abcdefghij-abcdefghij-abcdefghij-abc""#),
        BadTranscript(#"{"maxBubbleWidth": 1.5, "messages": []}"#,
                      "chat.json: maxBubbleWidth: expected a fraction greater than 0 and at most 1, found 1.5"),
        BadTranscript(#"{"maxBubbleWidth": 0, "messages": []}"#,
                      "chat.json: maxBubbleWidth: expected a fraction greater than 0 and at most 1, found 0"),
        // A look file
        BadTranscript(#"{"look": "", "messages": []}"#, #"chat.json: look: expected a file path, found """#),
        BadTranscript(#"{"look": 1, "messages": []}"#, "chat.json: look: expected a string, found a number"),
        BadTranscript(#"{"theme": "talk", "look": "looks/brand.json", "messages": []}"#,
                      #"chat.json: theme: not used with "look": the look file's "base" names the look it starts from"#),
        BadTranscript(#"{"timeHeaders": "no", "messages": []}"#, "chat.json: timeHeaders: expected true or false, found a string"),
        // Colours
        BadTranscript(#"{"colors": [], "messages": []}"#, "chat.json: colors: expected an object, found an array"),
        BadTranscript(#"{"colors": {"outgoing": 255}, "messages": []}"#,
                      ##"chat.json: colors.outgoing: expected a colour like "#RRGGBB", found 255"##),
        BadTranscript(##"{"colors": {"meta": "#12345"}, "messages": []}"##,
                      ##"chat.json: colors.meta: expected a colour like "#RRGGBB", found "#12345""##),
        BadTranscript(#"{"colors": {"background": "FFFFFF"}, "messages": []}"#,
                      ##"chat.json: colors.background: expected a colour like "#RRGGBB", found "FFFFFF""##),
        BadTranscript(##"{"colors": {"text": "#000"}, "messages": []}"##,
                      "chat.json: colors.text: unknown key (allowed: background, incoming, outgoing, incomingText, outgoingText, meta)"),
        // Fonts
        BadTranscript(#"{"fonts": "fonts/Inter.otf", "messages": []}"#, "chat.json: fonts: expected an array of font file paths, found a string"),
        BadTranscript(#"{"fonts": ["fonts/Inter.otf", 7], "messages": []}"#, "chat.json: fonts[1]: expected a string, found a number"),
        BadTranscript(#"{"fonts": ["fonts/Inter.otf", ""], "messages": []}"#, #"chat.json: fonts[1]: expected a file path, found """#),
        BadTranscript(#"{"fonts": ["a.ttf", "b.ttf"], "messages": []}"#,
                      "chat.json: fonts: too many font files: 2 (the limit is 1)", limits: TranscriptLimits(maxFonts: 1)),
        BadTranscript(#"{"emojiFont": ["fonts/AppleColorEmoji.ttc"], "messages": []}"#, "chat.json: emojiFont: expected a string, found an array"),
        BadTranscript(#"{"emojiFont": "", "messages": []}"#, #"chat.json: emojiFont: expected a file path, found """#),
        // Participants
        BadTranscript(#"{"participants": [], "messages": []}"#, "chat.json: participants: expected an object, found an array"),
        BadTranscript(#"{"participants": {"ann": "Ann"}, "messages": []}"#, "chat.json: participants.ann: expected an object, found a string"),
        BadTranscript(#"{"participants": {"ann": {"nmae": "Ann"}}, "messages": []}"#,
                      #"chat.json: participants.ann.nmae: unknown key (allowed: name, side, avatar; did you mean "name"?)"#),
        BadTranscript(#"{"participants": {"ann smith": {"side": null}}, "messages": []}"#,
                      #"chat.json: participants["ann smith"].side: expected "incoming" or "outgoing", found null"#),
        BadTranscript(#"{"participants": {"ann": {"name": 7}}, "messages": []}"#, "chat.json: participants.ann.name: expected a string, found a number"),
        BadTranscript(#"{"participants": {"ann": {"avatar": ""}}, "messages": []}"#, #"chat.json: participants.ann.avatar: expected a file path, found """#),
        BadTranscript(#"{"participants": {"": {}}, "messages": []}"#, #"chat.json: participants[""]: a participant id must not be empty"#),
        BadTranscript(#"{"participants": {"a": {}, "b": {}}, "messages": []}"#,
                      "chat.json: participants: too many participants: 2 (the limit is 1)", limits: TranscriptLimits(maxParticipants: 1)),
        // Messages
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a"}, "hi"]}"#, "chat.json: messages[1]: expected an object, found a string"),
        BadTranscript(#"{\#(people), "messages": [{"text": "a"}]}"#, #"chat.json: messages[0]: missing required key "from""#),
        BadTranscript(#"{\#(people), "messages": [{"frm": "ann", "text": "a"}]}"#,
                      #"chat.json: messages[0].frm: unknown key (allowed: from, text, image, sticker, time, lang, edited, forwarded, forwardedFrom, deleted, format, entities, detectLinks, status, reactions, id, replyTo, quote, link, card; did you mean "from"?)"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "seperator": "a"}]}"#,
                      #"chat.json: messages[0].seperator: unknown key (allowed: from, text, image, sticker, time, lang, edited, forwarded, forwardedFrom, deleted, format, entities, detectLinks, status, reactions, id, replyTo, quote, link, card; did you mean "separator"?)"#),
        BadTranscript(#"{\#(people), "messages": [{"from": 1, "text": "a"}]}"#, "chat.json: messages[0].from: expected a string, found a number"),
        BadTranscript(#"{"messages": [{"from": "ann", "text": "a"}]}"#,
                      #"chat.json: messages[0].from: unknown participant "ann" (no participants are defined)"#),
        BadTranscript(#"{"participants": {"ann smith": {}, "zed": {}}, "messages": [{"from": "Zed", "text": "a"}]}"#,
                      #"chat.json: messages[0].from: unknown participant "Zed" (participants: "ann smith", zed)"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": 42}]}"#, "chat.json: messages[0].text: expected a string, found a number"),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": ""}]}"#,
                      #"chat.json: messages[0]: a message needs "text", "image" or both (the text is empty)"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "image": ["a.png"]}]}"#, "chat.json: messages[0].image: expected a string, found an array"),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "image": ""}]}"#, #"chat.json: messages[0].image: expected a file path, found """#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a", "time": false}]}"#, "chat.json: messages[0].time: expected a string, found false"),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a", "lang": "english please"}]}"#,
                      #"chat.json: messages[0].lang: expected a language tag like "en", "ja" or "zh-Hans", found "english please""#),
        BadTranscript(#"{\#(people), "messages": [{"separator": "Today", "from": "ann"}]}"#,
                      "chat.json: messages[0].from: unknown key (a separator has no other keys)"),
        BadTranscript(#"{\#(people), "messages": [{"separator": 9}]}"#, "chat.json: messages[0].separator: expected a string, found a number"),
        BadTranscript(#"{\#(people), "messages": [{"separator": ""}]}"#, #"chat.json: messages[0].separator: expected a non-empty string, found """#),
        BadTranscript(#"{\#(people), "messages": [{"system": "Ann joined", "time": "09:41"}]}"#,
                      #"chat.json: messages[0].time: unknown key (a system line has no other keys than "kind")"#),
        BadTranscript(#"{\#(people), "messages": [{"system": "Ann joined", "kind": "notice"}]}"#,
                      #"chat.json: messages[0].kind: expected "event" or "encryption", found "notice""#),
        BadTranscript(#"{\#(people), "messages": [{"separator": "Today", "kind": "event"}]}"#,
                      "chat.json: messages[0].kind: unknown key (a separator has no other keys)"),
        BadTranscript(#"{\#(people), "messages": [{"system": ["Ann joined"]}]}"#, "chat.json: messages[0].system: expected a string, found an array"),
        BadTranscript(#"{\#(people), "messages": [{"system": ""}]}"#, #"chat.json: messages[0].system: expected a non-empty string, found """#),
        BadTranscript(#"{\#(people), "messages": [{"typing": "bob"}]}"#,
                      #"chat.json: messages[0].typing: unknown participant "bob" (participants: ann, me)"#),
        BadTranscript(#"{\#(people), "messages": [{"typing": "ann", "from": "ann"}]}"#,
                      "chat.json: messages[0].from: unknown key (a typing indicator has no other keys)"),
        BadTranscript(#"{\#(people), "messages": [{"typing": true}]}"#, "chat.json: messages[0].typing: expected a string, found true"),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a", "edited": "yes"}]}"#,
                      "chat.json: messages[0].edited: expected true or false, found a string"),
        BadTranscript(#"{\#(people), "messages": [{"from": "me", "text": "a", "status": "seen"}]}"#,
                      #"chat.json: messages[0].status: expected "sending", "sent", "delivered", "read" or "failed", found "seen""#),
        BadTranscript(#"{\#(people), "messages": [{"from": "me", "text": "a", "status": 2}]}"#,
                      #"chat.json: messages[0].status: expected "sending", "sent", "delivered", "read" or "failed", found 2"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a", "status": "read"}]}"#,
                      #"chat.json: messages[0].status: a delivery status is drawn on outgoing messages only, and "ann" is incoming (give them "side": "outgoing", or remove "status")"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a", "forwarded": 1}]}"#,
                      "chat.json: messages[0].forwarded: expected true or false, found a number"),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a", "forwardedFrom": " "}]}"#,
                      #"chat.json: messages[0].forwardedFrom: expected the name the message was forwarded from, found " ""#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a", "forwarded": false, "forwardedFrom": "Kim"}]}"#,
                      #"chat.json: messages[0].forwardedFrom: a message forwarded from someone is forwarded: leave out "forwarded": false"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a", "detectLinks": "no"}]}"#,
                      "chat.json: messages[0].detectLinks: expected true or false, found a string"),
        BadTranscript(#"{\#(people), "detectLinks": 0, "messages": []}"#, "chat.json: detectLinks: expected true or false, found a number"),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "a", "typing": "ann"}]}"#,
                      "chat.json: messages[0].from: unknown key (a typing indicator has no other keys)"),
        // Screens
        BadTranscript(#"{"screen": {"device": "iphone-67"}, "messages": []}"#,
                      #"chat.json: screen.device: unknown device "iphone-67" (devices: iphone-6.9, iphone-6.7, iphone-6.1-island, iphone-6.1, iphone-5.5, ipad-13, ipad-12.9, android-gesture, android-phone; did you mean "iphone-6.7"?)"#),
        BadTranscript(#"{"screen": {"device": "pixel"}, "messages": []}"#,
                      #"chat.json: screen.device: unknown device "pixel" (devices: iphone-6.9, iphone-6.7, iphone-6.1-island, iphone-6.1, iphone-5.5, ipad-13, ipad-12.9, android-gesture, android-phone)"#),
        BadTranscript(#"{"screen": {"device": 6.7}, "messages": []}"#,
                      #"chat.json: screen.device: expected a device name or an object with "width" and "height", found a number"#),
        BadTranscript(#"{"screen": {}, "messages": []}"#, #"chat.json: screen: missing required key "device""#),
        BadTranscript(#"{"screen": "iphone-6.7", "messages": []}"#, "chat.json: screen: expected an object, found a string"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "devise": 1}, "messages": []}"#,
                      #"chat.json: screen.devise: unknown key (allowed: device, statusBar, title, subtitle, avatar, unread, wallpaper, draft; did you mean "device"?)"#),
        BadTranscript(#"{"screen": {"device": {"width": 400}}, "messages": []}"#, #"chat.json: screen.device: missing required key "height""#),
        BadTranscript(#"{"screen": {"device": {"width": 100, "height": 800}}, "messages": []}"#,
                      "chat.json: screen.device.width: expected a number from 320 to 4096, found 100"),
        BadTranscript(#"{"screen": {"device": {"width": 400, "height": 8000}}, "messages": []}"#,
                      "chat.json: screen.device.height: expected a number from 400 to 4096, found 8000"),
        BadTranscript(#"{"screen": {"device": {"width": 400, "height": 800, "scale": 9}}, "messages": []}"#,
                      "chat.json: screen.device.scale: expected a number from 0.5 to 4, found 9"),
        BadTranscript(#"{"screen": {"device": {"width": 400, "height": 800, "safeArea": {"top": -1}}}, "messages": []}"#,
                      "chat.json: screen.device.safeArea.top: expected a number from 0 to 100, found -1"),
        BadTranscript(#"{"screen": {"device": {"width": 400, "height": 800, "safeArea": {"up": 1}}}, "messages": []}"#,
                      #"chat.json: screen.device.safeArea.up: unknown key (allowed: top, left, bottom, right)"#),
        BadTranscript(#"{"screen": {"device": {"width": 400, "height": 800, "platform": "ios17"}}, "messages": []}"#,
                      #"chat.json: screen.device.platform: expected "ios" or "android", found "ios17""#),
        BadTranscript(#"{"screen": {"device": {"width": 400, "height": 800, "cutout": "hole"}}, "messages": []}"#,
                      #"chat.json: screen.device.cutout: expected "none", "notch" or "island", found "hole""#),
        BadTranscript(#"{"width": 400, "screen": {"device": "iphone-6.7"}, "messages": []}"#,
                      #"chat.json: width: not used with "screen": the device sets the image's width"#),
        BadTranscript(#"{"scale": 2, "screen": {"device": "android-phone"}, "messages": []}"#,
                      #"chat.json: scale: not used with "screen": the device sets the image's scale"#),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "statusBar": {"battery": 80}}, "messages": []}"#,
                      "chat.json: screen.statusBar.battery: expected a number from 0 to 1, found 80"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "statusBar": {"signal": 2.5}}, "messages": []}"#,
                      "chat.json: screen.statusBar.signal: expected a whole number of bars from 0 to 4, found 2.5"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "statusBar": {"signal": 5}}, "messages": []}"#,
                      "chat.json: screen.statusBar.signal: expected a number from 0 to 4, found 5"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "statusBar": {"wifi": "on"}}, "messages": []}"#,
                      "chat.json: screen.statusBar.wifi: expected true or false, found a string"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "statusBar": {"clock": "9:41"}}, "messages": []}"#,
                      #"chat.json: screen.statusBar.clock: unknown key (allowed: time, date, battery, charging, signal, wifi)"#),
        BadTranscript(#"{"screen": {"device": "ipad-13", "statusBar": {"date": 9}}, "messages": []}"#,
                      "chat.json: screen.statusBar.date: expected a string, found a number"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "statusBar": true}, "messages": []}"#,
                      "chat.json: screen.statusBar: expected an object, found true"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "unread": -1}, "messages": []}"#,
                      "chat.json: screen.unread: expected a number from 0 to 99999, found -1"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "unread": 2.5}, "messages": []}"#,
                      "chat.json: screen.unread: expected a whole number of unread messages, found 2.5"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "unread": "3"}, "messages": []}"#,
                      "chat.json: screen.unread: expected a number, found a string"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "title": 7}, "messages": []}"#,
                      "chat.json: screen.title: expected a string, found a number"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "subtitle": null}, "messages": []}"#,
                      "chat.json: screen.subtitle: expected a string, found null"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "avatar": ""}, "messages": []}"#,
                      #"chat.json: screen.avatar: expected a file path, found """#),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "tittle": "Ann"}, "messages": []}"#,
                      #"chat.json: screen.tittle: unknown key (allowed: device, statusBar, title, subtitle, avatar, unread, wallpaper, draft; did you mean "title"?)"#),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "wallpaper": "dodle"}, "messages": []}"#,
                      ##"chat.json: screen.wallpaper: expected "doodle", "none", a colour like "#RRGGBB" or an image file like "bg.jpg", found "dodle"; did you mean "doodle"?"##),
        BadTranscript(##"{"screen": {"device": "iphone-6.7", "wallpaper": "#12345"}, "messages": []}"##,
                      ##"chat.json: screen.wallpaper: expected a colour like "#RRGGBB", found "#12345""##),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "wallpaper": true}, "messages": []}"#,
                      "chat.json: screen.wallpaper: expected a string, found true"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "wallpaper": "bg\u0000.png"}, "messages": []}"#,
                      #"chat.json: screen.wallpaper: expected a file path, found "bg\u0000.png""#),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "draft": ["Hi"]}, "messages": []}"#,
                      "chat.json: screen.draft: expected a string, found an array"),
        BadTranscript(#"{"screen": {"device": "iphone-6.7", "composer": {"draft": "Hi"}}, "messages": []}"#,
                      #"chat.json: screen.composer: unknown key (allowed: device, statusBar, title, subtitle, avatar, unread, wallpaper, draft)"#),
        // Limits
        BadTranscript(#"{\#(people), "messages": [{"separator": "a"}, {"separator": "b"}, {"separator": "c"}]}"#,
                      "chat.json: messages: too many messages: 3 (the limit is 2)", limits: TranscriptLimits(maxMessages: 2)),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "😀😀😀😀😀😀"}]}"#,
                      "chat.json: messages[0].text: too long: 6 characters (the limit is 5)", limits: TranscriptLimits(maxTextLength: 5)),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "text": "ok", "time": "123456"}]}"#,
                      "chat.json: messages[0].time: too long: 6 characters (the limit is 5)", limits: TranscriptLimits(maxTextLength: 5)),
        // Long values are cut in messages, which stay on one line.
        BadTranscript(#"{"theme": "\#(String(repeating: "x", count: 100))", "messages": []}"#,
                      #"chat.json: theme: expected "imessage", "whatsapp", "talk" or "plain", found "\#(String(repeating: "x", count: 60))...""#,
                      limits: .fourLooks),
        BadTranscript(#"{"theme": "line\nbreak\u2028", "messages": []}"#,
                      #"chat.json: theme: expected "imessage", "whatsapp", "talk" or "plain", found "line\nbreak\u2028""#, limits: .fourLooks),
        // Stickers
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "sticker": "s.png", "text": "a"}]}"#,
                      #"chat.json: messages[0].sticker: a sticker message has no "text" or "image" (send them as a message of their own)"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "sticker": "s.png", "image": "a.png"}]}"#,
                      #"chat.json: messages[0].sticker: a sticker message has no "text" or "image" (send them as a message of their own)"#),
        BadTranscript(#"{\#(people), "messages": [{"from": "ann", "sticker": 3}]}"#, "chat.json: messages[0].sticker: expected a string, found a number"),
    ] + entityCases + reactionCases + replyCases + linkCases + cardCases + labelCases

    @Test("invalid transcripts are rejected with a one-line error", arguments: cases)
    func rejected(_ testCase: BadTranscript) throws {
        let error = try #require(throws: Diagnostic.self) {
            try Transcript.decode(from: testCase.json, file: "chat.json", limits: testCase.limits)
        }
        #expect(error.kind == .invalid)
        #expect(error.formatted(includingLocation: false) == testCase.expected)
        #expect(!error.description.contains("\n"))
        #expect(error.line != nil && error.column != nil)
        #expect(error.description.hasPrefix(testCase.expected + " (line "))
    }

    @Test func errorCarriesPathAndPosition() throws {
        let json = """
        {
          "participants": { "ann": {}, "me": { "side": "outgoing" } },
          "messages": [
            { "from": "ann", "text": "hi" },
            { "from": "bob", "text": "who?" }
          ]
        }
        """
        let error = try #require(throws: Diagnostic.self) { try Transcript.decode(from: json, file: "chat.json") }
        #expect(error.file == "chat.json")
        #expect(error.path == ["messages", 1, "from"])
        #expect(error.path?.description == "messages[1].from")
        #expect(error.line == 5)
        #expect(error.column == 15)
        #expect(error.message == #"unknown participant "bob" (participants: ann, me)"#)
        #expect(error.description == #"chat.json: messages[1].from: unknown participant "bob" (participants: ann, me) (line 5, column 15)"#)
    }

    @Test func unknownKeyPointsAtTheKey() throws {
        let json = "{\n  \"messages\": [],\n  \"colour\": {}\n}"
        let error = try #require(throws: Diagnostic.self) { try Transcript.decode(from: json, file: "c.json") }
        #expect(error.path == ["colour"])
        #expect(error.line == 3)
        #expect(error.column == 3)
    }

    @Test func withoutAFileNameTheFilePartIsLeftOut() throws {
        let invalid = try #require(throws: Diagnostic.self) { try Transcript.decode(from: #"{"width": 1, "messages": []}"#) }
        #expect(invalid.description == "width: expected a number from 100 to 4096, found 1 (line 1, column 11)")
        let syntax = try #require(throws: Diagnostic.self) { try Transcript.decode(from: "{,}") }
        #expect(syntax.description == "1:2: unexpected ',', expected a string key")
    }

    @Test func manyParticipantsAreListedBriefly() throws {
        let ids = (0 ..< 15).map { "p\($0)" }
        let participants = ids.map { "\"\($0)\": {}" }.joined(separator: ", ")
        let json = #"{"participants": {\#(participants)}, "messages": [{"from": "x", "text": "a"}]}"#
        let error = try #require(throws: Diagnostic.self) { try Transcript.decode(from: json) }
        #expect(error.message == #"unknown participant "x" (participants: p0, p1, p10, p11, p12, p13, p14, p2, p3, p4, ... (15 in all))"#)
    }

    @Test func firstErrorInDocumentOrderOfKeysWins() throws {
        // Unknown keys are reported before bad values; then keys in documented order.
        let json = #"{"width": 1, "scale": 99, "bogus": 1, "messages": []}"#
        let error = try #require(throws: Diagnostic.self) { try Transcript.decode(from: json) }
        #expect(error.path == ["bogus"])
        let json2 = #"{"messages": [{"from": "x"}], "width": 1}"#
        let error2 = try #require(throws: Diagnostic.self) { try Transcript.decode(from: json2) }
        #expect(error2.path == ["width"])
    }
}
