import Foundation
import Testing
import BubbleGeometry
import StrictJSON
import Transcript
@testable import ConversationLayout

@Suite("look files")
struct LookFileTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/transcripts/looks/brand.json")

    private func problems(_ json: String) -> [String] {
        LookFile.validate(from: Array(json.utf8), file: "brand.json").kept.map(\.description)
    }

    /// Another outline than the base's starts from its own reference numbers (not the base's
    /// metrics, made for the base's outline); the base's own outline keeps the base's.
    @Test func anotherOutlineStartsFromItsOwnNumbers() throws {
        let imessage = try LookFile.decode(from: Array(#"{"base": "plain", "outline": "imessage"}"#.utf8), file: "brand.json")
        #expect(imessage.look.outlineMetrics == .reference(for: .imessage))
        #expect(imessage.look.outlineMetrics.padding == EdgeInsets(top: 6, left: 6, bottom: 6, right: 10))
        let same = try LookFile.decode(from: Array(#"{"base": "whatsapp", "outline": "whatsapp"}"#.utf8), file: "brand.json")
        #expect(same.look.outlineMetrics == ChatLook.whatsapp.outlineMetrics)
        let tuned = try LookFile.decode(from: Array(#"{"base": "whatsapp", "outline": "imessage", "outlineMetrics": {"padding": {"top": 9}}}"#.utf8),
                                        file: "brand.json")
        #expect(tuned.look.outlineMetrics.padding == EdgeInsets(top: 9, left: 6, bottom: 6, right: 10))
        let reordered = try LookFile.decode(from: Array(#"{"base": "whatsapp", "outlineMetrics": {"padding": {"top": 9}}, "outline": "imessage"}"#.utf8),
                                            file: "brand.json")
        #expect(reordered.look == tuned.look, "keys apply in the description's order, whatever the file's")
    }

    @Test func aLookStartsFromItsBaseAndTakesWhatTheFileGives() throws {
        let file = try LookFile.decode(from: Array("""
            {"base": "whatsapp", "colors": {"light": {"outgoing": "#6C3FD6", "separatorFill": null}}, "metaSize": 12.5, "nameGap": 6,
             "tail": "last", "timePlacement": "below", "systemLineCornerRadius": null, "platform": "android",
             "links": {"dark": {"incoming": {"link": {"color": "#B79CFF"}, "mention": null}}},
             "ios": {"header": {"arrangement": "centredWithAvatar", "buttons": [{"icon": "menu", "gap": 4}, {"icon": "video"}]},
                     "bars": {"dark": {"composer": null}}},
             "wallpaper": "#102030", "doodleInk": {"light": {"amount": 0.5}},
             "timeHeaders": true, "monogram": {"top": "#A5AAB6", "bottom": "#858A95"}, "typingDots": [0.2, 0.4, 0.6],
             "captionIsBubble": true, "doodlePattern": "telegram", "wallpaperGradient": {"dark": "telegram"},
             "timeColors": {"light": {"outgoing": "#008C09CC"}}, "ticks": {"doubleWhenDelivered": false, "read": {"dark": null}},
             "outgoingStatus": "sent", "labelSize": 13, "editedWord": "bearbeitet", "youDeletedWord": "Gelöscht", "reactions": "chips",
             "quoteTint": {"opacity": 0.1, "outgoing": {"light": "#00A700", "dark": "#FFFFFF"}}}
            """.utf8), file: "brand.json")
        #expect(file.base == .whatsapp && file.file == "brand.json")
        var expected = ChatLook.whatsapp
        expected.colors.light.outgoing = .rgb(0x6C3FD6)
        expected.colors.light.separatorFill = nil
        expected.metaSize = 12.5
        expected.nameGap = 6
        expected.tail = .last
        expected.timePlacement = .below
        expected.systemLineCornerRadius = nil
        expected.platform = .android
        expected.links.dark.incoming.looks[.link]?.color = .rgb(0xB79CFF)
        expected.links.dark.incoming.looks[.mention] = nil
        expected.ios.header.arrangement = .centred(trailingAvatar: true)
        expected.ios.header.buttons = [HeaderLayout.Button(.menu, gap: 4), HeaderLayout.Button(.video)]
        expected.ios.bars.dark.composer = nil
        expected.wallpaper = .color(.rgb(0x102030))
        expected.doodleInk.light.amount = 0.5
        expected.timeHeaders = true
        expected.monogram = .gradient(top: .rgb(0xA5AAB6), bottom: .rgb(0x858A95))
        expected.typingDots = [0.2, 0.4, 0.6]
        expected.captionIsBubble = true
        expected.doodlePattern = ChatLook.telegram.doodlePattern
        expected.wallpaperGradient.dark = ChatLook.telegram.wallpaperGradient.dark
        expected.timeColors.light.outgoing = RGBAColor(red: 0x00, green: 0x8C, blue: 0x09, alpha: 0xCC)
        expected.ticks.doubleWhenDelivered = false
        expected.ticks.read.dark = nil
        expected.outgoingStatus = .sent
        expected.labelSize = 13
        expected.editedWord = "bearbeitet"
        expected.youDeletedWord = "Gelöscht"
        expected.reactions = ChatLook.telegram.reactions
        expected.quoteTint = .accent(opacity: 0.1, outgoing: ByAppearance(light: .rgb(0x00A700), dark: .white))
        #expect(file.look == expected)
    }

    @Test func theBrandFixtureIsALook() throws {
        let file = try LookFile.load(contentsOfFile: Self.fixture.path)
        #expect(file.base == .plain)
        #expect(file.look.colors.light.outgoing == .rgb(0x6C3FD6))
        #expect(file.look.outline == ChatLook.plain.outline)
        // Its own read ticks on its dark purple, not plain's blue for a light grey bubble.
        #expect(file.look.ticks.read.dark == .rgb(0x9FDBFF))
    }

    @Test func everyKindOfMistakeIsOneLineWithItsPathAndPosition() {
        let json = """
            {"base": "plain", "colours": {},
             "outline": "bubble", "colors": {"dusk": {}, "light": {"incoming": "purple", "outgoing": 5}},
             "font": " ", "metaSize": 100, "namesInside": "yes", "runSpacing": "2", "systemLineCornerRadius": -1,
             "links": {"light": {"incoming": {"link": {"colour": "#fff"}, "bold": {}}}},
             "ios": {"headerHeight": 1000, "header": {"arrangement": "left", "buttons": [{"icon": "camera"}, {"gap": 3}]}},
             "wallpaper": "bg.png", "doodleInk": {"dark": {"amount": 2}}, "platform": "windows"}
            """
        #expect(problems(json) == [
            #"brand.json: colours: unknown key (allowed: base, outline, outlineMetrics, tail, colors, font, bubbleFont, metaSize, timePlacement, namesInside, nameGap, avatarAtRunTop, maxBubbleWidth, imageCornerRadius, runSpacing, groupSpacing, photoIsBubble, photoInset, captionIsBubble, bareJumboEmoji, links, linkCard, cards, quote, reactions, reactionChips, typing, systemLineCornerRadius, encryptionPadlock, ios, android, placeholder, wallpaper, doodleInk, platform, androidFont, timeHeaders, monogram, typingDots, shortChatAtTop, doodlePattern, wallpaperGradient, timeColors, ticks, outgoingStatus, labelSize, editedWord, deletedWord, youDeletedWord, quoteTint, marksForwarded, forwardedHeader, readInGroups, photoTimeOnChip, failedMarkInMeta, quoteLines, quoteThumbnail, youInQuotes, headerOpacity, plainStyles, datesWithoutTimes, codeBlocks, codeChips, codeBlockHeaders, encryptionNotice, androidPalette, sendersOneToOne, avatarSize, barePhotos, blockInset, marksNeedTime, quotedPhotoIcon, stampChip, deletedAsLine, bubbleShadow, youQuoteColor, wholeSpoilers, referenceOutline, failedMarkAtTime, diceFaces, photoTimeShade, bareStampChip, headerSubtitle, jumboEmojiSizes, freeReactionFill, androidOutline; did you mean "colors"?) (line 1, column 19)"#,
            #"brand.json: outline: expected "imessage", "talk", "sideHook", "whatsapp", "telegram", "telegramAndroid" or "plain", found "bubble" (line 2, column 13)"#,
            #"brand.json: colors.dusk: unknown key (allowed: light, dark) (line 2, column 34)"#,
            ##"brand.json: colors.light.incoming: expected a colour like "#RRGGBB" or "#RRGGBBAA", found "purple" (line 2, column 68)"##,
            ##"brand.json: colors.light.outgoing: expected a colour like "#RRGGBB" or "#RRGGBBAA", found 5 (line 2, column 90)"##,
            #"brand.json: font: expected a font description like "Noto Sans 16", found " " (line 3, column 10)"#,
            "brand.json: metaSize: expected a number from 6 to 40, found 100 (line 3, column 27)",
            "brand.json: namesInside: expected true or false, found a string (line 3, column 47)",
            "brand.json: runSpacing: expected a number, found a string (line 3, column 68)",
            "brand.json: links.light.incoming.bold: unknown key (allowed: link, text_link, mention, hashtag, cashtag, bot_command, email, phone) (line 4, column 63)",
            #"brand.json: links.light.incoming.link.colour: unknown key (allowed: color, underline, bold; did you mean "color"?) (line 4, column 44)"#,
            "brand.json: systemLineCornerRadius: expected a number from 0 to 14, found -1 (line 3, column 99)",
            "brand.json: ios.headerHeight: expected a number from 32 to 200, found 1000 (line 5, column 26)",
            #"brand.json: ios.header.arrangement: expected "avatarAboveName", "leading", "leadingWithAvatar", "centred" or "centredWithAvatar", found "left" (line 5, column 58)"#,
            #"brand.json: ios.header.buttons[0].icon: expected "video", "phone", "menu", "search" or "lines", found "camera" (line 5, column 87)"#,
            #"brand.json: ios.header.buttons[1]: missing required key "icon" (line 5, column 98)"#,
            ##"brand.json: wallpaper: expected "doodle", "none" or a colour like "#RRGGBB", found "bg.png" (line 6, column 15)"##,
            "brand.json: doodleInk.dark.amount: expected a number from 0 to 1, found 2 (line 6, column 58)",
            #"brand.json: platform: expected "ios" or "android", found "windows" (line 6, column 75)"#,
        ])
    }

    @Test(arguments: [
        (#"{"colors": {}}"#, #"brand.json: missing required key "base" (the built-in look to start from: imessage, whatsapp, whatsapp-android, telegram, talk, plain) (line 1, column 1)"#),
        (#"{"base": "signal"}"#, #"brand.json: base: expected "imessage", "whatsapp", "whatsapp-android", "telegram", "talk" or "plain", found "signal" (line 1, column 10)"#),
        (#"{"base": "plain", "metaSize": 2, "#, "brand.json:1:34: unexpected end of input, expected a string key"),
        ("[]", "brand.json: expected an object, found an array (line 1, column 1)"),
        (#"{"base": "plain", "ios": {"header": {"buttons": [{"icon": "video"}, {"icon": "video"}, {"icon": "video"}, {"icon": "video"}, {"icon": "video"}]}}}"#,
         "brand.json: ios.header.buttons: too many buttons: 5 (the limit is 4) (line 1, column 49)"),
        (#"{"base": "plain", "links": {"light": {"outgoing": {"phone": {"bold": 1}}}}}"#,
         "brand.json: links.light.outgoing.phone.bold: expected true or false, found a number (line 1, column 70)"),
        (#"{"base": "plain", "monogram": "grey"}"#,
         #"brand.json: monogram: expected "senderColor", "silhouette", an object with "top" and "bottom" colours or an array of 8 of them, found "grey" (line 1, column 31)"#),
        (##"{"base": "plain", "monogram": {"top": "#fff"}}"##, #"brand.json: monogram: missing required key "bottom" (line 1, column 31)"#),
        (##"{"base": "plain", "monogram": [{"top": "#fff", "bottom": "#000"}]}"##,
         #"brand.json: monogram: expected 8 gradients, one for each sender colour, found 1 (line 1, column 31)"#),
        (#"{"base": "telegram", "quoteLines": 1.5}"#, #"brand.json: quoteLines: expected a whole number from 1 to 5, found 1.5 (line 1, column 36)"#),
        (#"{"base": "telegram", "quoteLines": "one"}"#, #"brand.json: quoteLines: expected a whole number, found a string (line 1, column 36)"#),
        (#"{"base": "plain", "quoteTint": "accent"}"#,
         #"brand.json: quoteTint: expected "shade" or an object with "opacity" and "outgoing", found "accent" (line 1, column 32)"#),
        (#"{"base": "plain", "quoteTint": {"opacity": 0.1}}"#, #"brand.json: quoteTint: needs both "opacity" and "outgoing" (line 1, column 32)"#),
        (#"{"base": "plain", "wallpaperGradient": {"light": "plain"}}"#,
         #"brand.json: wallpaperGradient.light: expected "telegram", found "plain" (line 1, column 50)"#),
        (#"{"base": "plain", "ios": {"header": {"backLabel": ""}}}"#,
         #"brand.json: ios.header.backLabel: expected a word such as "Chats", found "" (line 1, column 51)"#),
        (#"{"base": "plain", "typingDots": [0.2, 0.4]}"#, "brand.json: typingDots: expected three opacities, one for each dot, found 2 (line 1, column 33)"),
        (#"{"base": "plain", "typingDots": [0.2, 0.4, 2]}"#, "brand.json: typingDots[2]: expected a number from 0 to 1, found 2 (line 1, column 44)"),
    ])
    func aMistakeIsOneLine(json: String, expected: String) {
        #expect(problems(json) == [expected])
        #expect(throws: Diagnostic.self) { try LookFile.decode(from: Array(json.utf8), file: "brand.json") }
    }

    /// A look's texts are held to the combining marks on one character a transcript's are,
    /// as they are laid out like a message's.
    @Test func aLookTextStacksNoMoreMarksThanATranscriptString() {
        let stacked = "e" + String(repeating: "\u{301}", count: 101)
        #expect(problems(#"{"base": "plain", "font": "\#(stacked)"}"#)
                == ["brand.json: font: 101 combining marks on one character (the limit is 100) (line 1, column 27)"])
    }

    @Test func aFileThatCannotBeReadIsOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("looks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.json").path
        try Data().write(to: URL(fileURLWithPath: empty))
        let large = folder.appendingPathComponent("large.json").path
        try Data(repeating: 0x20, count: LookFile.maxBytes + 1).write(to: URL(fileURLWithPath: large))
        for (path, message) in [(folder.appendingPathComponent("none.json").path, "no such file"), (folder.path, "is a directory, not a look file"),
                                (empty, "the file is empty"), (large, "is larger than the 1 MiB allowed")] {
            #expect(LookFile.validate(contentsOfFile: path).kept.map(\.description) == ["\(path): \(message)"])
            #expect(throws: Diagnostic.self) { try LookFile.load(contentsOfFile: path) }
        }
    }

    /// The description has a key for every stored property of a look and of the values with
    /// parts it holds, named as the property, and no other: a property added to `ChatLook`
    /// fails here until a look file can set it. An optional part (`androidPalette`) is
    /// checked in the looks that have it.
    @Test func theFileHasAKeyForEveryPropertyOfALook() throws {
        func check(_ node: LookNode, against value: Any, at path: String) {
            guard let keys = node.keys else { return }
            var mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return }
                mirror = Mirror(reflecting: wrapped)
            }
            let children = mirror.children.filter { path != "" || $0.label != "name" }
            let properties = children.compactMap(\.label)
            #expect(keys.map(\.name).filter { path != "" || $0 != "base" } == properties, "\(path.isEmpty ? "the root" : path)")
            for child in children {
                guard let label = child.label, let key = keys.first(where: { $0.name == label }) else { continue }
                check(key.node, against: child.value, at: path.isEmpty ? label : path + "." + label)
            }
        }
        #expect(ChatLook.builtIn.contains { $0.androidPalette != nil })
        for look in ChatLook.builtIn {
            check(LookFile.description, against: look, at: "")
        }
    }

    @Test func theSchemaIsTheDescriptions() throws {
        let schema = LookFileSchema.document()
        guard case .object(let keys) = LookFile.description else {
            Issue.record("the description is no object")
            return
        }
        #expect(schema["properties"]?.objectValue?.keys == keys.map(\.name))
        #expect(schema["required"] == ["base"])
        #expect(schema["additionalProperties"] == false)
        #expect(schema["properties"]?["base"]?["enum"] == JSONValue(.array(ChatLook.names.map { JSONValue(.string($0.rawValue)) })))
        #expect(schema["properties"]?["colors"]?["properties"]?["light"]?["properties"]?.objectValue?.keys
            == ["background", "incoming", "outgoing", "incomingText", "outgoingText", "meta", "separatorFill", "systemFill", "systemText",
                "noticeFill", "noticeText", "separatorText", "outgoingTop"])
        #expect(schema["properties"]?["metaSize"] == ["description": "the size of times, names and labels, in points", "type": "number", "minimum": 6,
                                                      "maximum": 40])
    }
}
