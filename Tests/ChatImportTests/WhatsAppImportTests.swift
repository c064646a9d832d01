import Foundation
import Testing
@testable import ChatImport
import StrictJSON
import Transcript

@Suite("WhatsApp exports")
struct WhatsAppImportTests {
    @Test func iOSInTheUnitedStatesIsMonthFirstWithTwelveHourTimes() throws {
        let imported = try Samples.transcript(.whatsapp, "whatsapp/ios-en-US.txt", options: ImportOptions(me: "Bo Sample"))
        #expect(Samples.lines(imported.transcript) == [
            "-- 5 January 2023",
            "## Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.",
            "ann-lee 14:03 Did you see the park?",
            "bo-sample 14:04 Yes!|It was|so green",
            "-- 13 January 2023",
            "ann-lee 14:06 [whatsapp/00000004-PHOTO-2023-01-13-14-06-00.jpg]",
            "bo-sample 14:07 📷 Photo",
            "-- 14 January 2023",
            "bo-sample 00:15 Late one",
        ])
        #expect(imported.transcript.participants.map(\.side) == [.incoming, .outgoing])
        #expect(imported.transcript.participants.map(\.name) == ["Ann Lee", "Bo Sample"])
        #expect(imported.transcript.theme == .whatsapp)
        #expect(imported.notes.isEmpty)
    }

    @Test func androidInBritainIsDayFirstWithSystemLinesAndAttachments() throws {
        let imported = try Samples.transcript(.whatsapp, "whatsapp/android-en-GB.txt")
        #expect(Samples.lines(imported.transcript) == [
            "-- 5 January 2023",
            "## Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.",
            "** Ann Lee created group \"Trip\"",
            "ann-lee 14:03 Did you see the park?",
            "-- 13 January 2023",
            "bo-sample 14:04 📎 Media omitted",
            "bo-sample 14:05 📷 Photo|From the hill",
            "ann-lee 14:06 Lovely (edited)",
        ])
        #expect(imported.notes == ["1 attached file is not beside the export: shown as a placeholder"])
    }

    @Test(arguments: [
        ("whatsapp/android-de-DE.txt", ["-- 5 January 2023", "ann-lee 14:03 Hast du den Park gesehen?", "bo-sample 14:04 Ja! 😍",
                                        "-- 6 January 2023", "bo-sample 09:41 📎 Media omitted"]),
        ("whatsapp/ios-fr-FR.txt", ["-- 5 January 2023", "ann-lee 14:03 Tu as vu le parc ?", "bo-sample 14:04 Oui !",
                                    "-- 6 January 2023", "bo-sample 09:41 📷 Photo"]),
        ("whatsapp/android-es-ES.txt", ["-- 5 January 2023", "ann-lee 14:03 ¿Viste el parque?", "bo-sample 14:04 ¡Sí!",
                                        "-- 13 January 2023", "bo-sample 09:41 📎 Media omitted"]),
        ("whatsapp/android-pt-BR.txt", ["-- 5 January 2023", "ann-lee 14:03 Você viu o parque?", "bo-sample 14:04 Sim!",
                                        "-- 6 January 2023", "bo-sample 09:41 📎 Media omitted"]),
        ("whatsapp/android-ru-RU.txt", ["-- 5 January 2023", "анна 14:03 Видела парк?", "борис 14:04 Да!"]),
        ("whatsapp/android-en-US.txt", ["-- 5 January 2023", "ann-lee 14:03 Did you see the park?", "bo-sample 14:04 Yes",
                                        "-- 6 January 2023", "bo-sample 09:41 📎 Media omitted"]),
        // Year first with a space after each dot, and the half of the day before the time.
        ("whatsapp/android-ko-KR.txt", ["-- 5 January 2023", "ann-lee 14:03 공원 봤어?", "bo-sample 14:04 응! 😍",
                                        "-- 6 January 2023", "bo-sample 09:41 좋아"]),
        // The Arabic comma after the date.
        ("whatsapp/android-ar-SA.txt", ["-- 5 January 2023", "ann-lee 14:03 هل رأيت الحديقة؟", "bo-sample 14:04 نعم!",
                                        "-- 13 January 2023", "bo-sample 09:41 رائع"]),
        // Arabic-Indic digits, right-to-left marks beside the slashes, م and ص after the time.
        ("whatsapp/android-ar-EG.txt", ["-- 5 January 2023", "ann-lee 14:03 هل رأيت الحديقة؟", "bo-sample 14:04 نعم!",
                                        "-- 13 January 2023", "bo-sample 09:41 رائع"]),
    ])
    func localesReadTheSameChat(sample: String, expected: [String]) throws {
        let imported = try Samples.transcript(.whatsapp, sample)
        #expect(Samples.lines(imported.transcript) == expected)
    }

    /// A system line whose words hold `: ` (a name added, a group's new subject, French's
    /// ` : `) stays a system line, and no participant is made from it: only names the chat shows
    /// writing messages are senders.
    @Test(arguments: [
        ("whatsapp/android-en-US-group.txt", [
            "-- 5 January 2023",
            "## Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.",
            "** Ann Lee created group \"Trip\"", "** Ann Lee added Mike: Plumber",
            "** Ann Lee changed the subject from \"Trip\" to \"Trip: Alps\"", "ann-lee 14:03 Welcome! I added Mike",
            "** You added Dee: Vet", "bo-sample 14:05 Hi all: who's driving?", "** Mike: Plumber left",
            "bo-sample 14:07 (deleted)",
        ]),
        ("whatsapp/ios-en-US-group.txt", [
            "-- 5 January 2023",
            "## Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.",
            "** Ann Lee created group “Trip”", "** Ann Lee added Mike: Plumber", "ann-lee 14:02 Welcome!",
            "** Ann Lee changed the subject from “Trip” to “Trip: Alps”", "bo-sample 14:04 Lovely (edited)", "** Mike: Plumber left",
        ]),
        ("whatsapp/android-fr-FR-group.txt", [
            "-- 5 January 2023",
            "## Les messages et les appels sont chiffrés de bout en bout. Aucun tiers, pas même WhatsApp, ne peut les lire ou les écouter. Appuyez pour en savoir plus.",
            "** Ann Lee a créé le groupe \"Rando\"", "** Ann Lee a ajouté Mike: Plombier",
            "** Ann Lee a modifié le sujet “Rando” en “Rando : Vercors”", "ann-lee 14:04 On part samedi ?",
            "bo-sample 14:05 Oui ! (edited)", "** Mike: Plombier est parti", "bo-sample 14:07 📎 Media omitted",
        ]),
        ("whatsapp/android-de-DE-group.txt", [
            "-- 5 January 2023", "** Ann Lee hat die Gruppe \"Wandern\" erstellt", "** Ann Lee hat Mike: Klempner hinzugefügt",
            "** Ann Lee hat den Betreff von \"Wandern\" zu \"Wandern: Alpen\" geändert", "ann-lee 14:03 Samstag?",
            "bo-sample 14:04 Ja (edited)",
        ]),
        ("whatsapp/android-ja-JP-group.txt", [
            "-- 5 January 2023", "** Ann Leeがグループ「旅行」を作成しました", "** Ann LeeがMike: 配管工を追加しました",
            "** Ann Lee がグループ名を「旅行: 北海道」に変更しました", "ann-lee 14:03 土曜日？", "bo-sample 14:04 📎 Media omitted",
        ]),
    ])
    func systemLinesWithAColonInventNoParticipant(sample: String, expected: [String]) throws {
        let imported = try Samples.transcript(.whatsapp, sample)
        #expect(Samples.lines(imported.transcript) == expected)
        #expect(imported.transcript.participants.map(\.name) == ["Ann Lee", "Bo Sample"])
    }

    /// A name added with a colon in it, or a group's new subject with one, in each language
    /// whose system lines are known, between two messages of the chat's one sender.
    @Test(arguments: [
        "Ann hat Mike: Klempner hinzugefügt", "Ann a ajouté Mike: Plombier", "Ann a modifié le sujet “Rando” en “Rando : Vercors”",
        "Ann añadió a Mike: Fontanero", "Ann cambió el asunto de \"Viaje\" a \"Viaje: Alpes\"", "Ann adicionou Mike: Encanador",
        "Ann alterou o nome de \"Viagem\" para \"Viagem: Alpes\"", "Ann ha aggiunto Mike: Idraulico",
        "Ann ha cambiato l'oggetto da “Gita” a “Gita: Alpi”", "Ann добавил(-а) Mike: Сантехник",
        "Ann изменил(-а) тему с \"Поход\" на \"Поход: Альпы\"", "AnnがMike: 配管工を追加しました", "Ann أضاف Mike: سباك",
        "Ann غيّر اسم المجموعة من \"رحلة\" إلى \"رحلة: الألب\"", "Ann ने Mike: प्लंबर को जोडा",
        "Ann ने विषय को \"यात्रा\" से \"यात्रा: आल्प्स\" में बदला", "Ann menambahkan Mike: Tukang",
        "Ann telah mengubah subjek dari \"Liburan\" menjadi \"Liburan: Alpen\"", "Ann, Mike: Tesisatçı kişisini ekledi",
        "Ann, “Gezi” olan konuyu “Gezi: Alpler” olarak değiştirdi", "Ann님이 Mike: 배관공님을 추가했습니다",
        "Ann님이 그룹 이름을 “여행”에서 “여행: 알프스”로 변경했습니다.", "Ann 添加了 Mike: 水管工", "Ann 把主题从 \"旅行\" 改为 \"旅行: 阿尔卑斯\"",
        "Mike: Plumber left", "Mike: Klempner hat die Gruppe verlassen",
    ])
    func systemLinesInEachLanguageStaySystemLines(line: String) throws {
        #expect(try lines("05/01/2023, 14:00 - Ann: one\n05/01/2023, 14:01 - \(line)\n05/01/2023, 14:02 - Ann: two\n") == [
            "-- 5 January 2023", "ann 14:00 one", "** \(line)", "ann 14:02 two",
        ])
    }

    /// The note of an edited message and the notes of files left out, in the languages whose
    /// system lines are known (where the note was found).
    @Test(arguments: [
        ("Oui <Ce message a été modifié>", "Oui (edited)"), ("Sí <Se editó este mensaje.>", "Sí (edited)"),
        ("Sim <Mensagem editada>", "Sim (edited)"), ("Sì <Questo messaggio è stato modificato>", "Sì (edited)"),
        ("Да <Сообщение изменено>", "Да (edited)"), ("Evet <Bu mesaj düzenlendi>", "Evet (edited)"),
        ("Ya <Pesan ini diedit>", "Ya (edited)"), ("نعم \u{200F}<تم تعديل هذه الرسالة>", "نعم (edited)"),
        ("画像は含まれていません", "📷 Photo"), ("<メディアは含まれていません>", "📎 Media omitted"), ("이미지 생략됨", "📷 Photo"),
        ("<미디어 파일을 생략한 대화내용>", "📎 Media omitted"), ("<省略多媒体文件>", "📎 Media omitted"), ("视频已忽略", "🎬 Video"),
        ("لم يتم إدراج الصورة", "📷 Photo"), ("<تم استبعاد الوسائط>", "📎 Media omitted"), ("<मीडिया के बिना>", "📎 Media omitted"),
        ("gambar tidak disertakan", "📷 Photo"), ("<Media tidak disertakan>", "📎 Media omitted"), ("görüntü dahil edilmedi", "📷 Photo"),
        ("<Medya atlanmış>", "📎 Media omitted"), ("стикер не добавлен", "Sticker"), ("sticker non incluso", "Sticker"),
        ("vídeo não revelado", "🎬 Video"), ("document manquant", "📎 Document"), ("J'ai promis", "J'ai promis"),
    ])
    func localizedNotesOfEditsAndOmittedFiles(text: String, shown: String) throws {
        #expect(try lines("05/01/2023, 14:03 - A: \(text)\n").last == "a 14:03 \(shown)")
    }

    /// Import `text` written to a temporary file.
    private func lines(_ text: String) throws -> [String] {
        try imported(text).lines
    }

    /// The transcript of `text` read with `options`: its lines and its notes.
    private func imported(_ text: String, options: ImportOptions = ImportOptions()) throws -> (lines: [String], notes: [String]) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("whatsapp-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let chat = try ChatImporter.read(.whatsapp, at: file.path, keeping: options)
        let imported = try ChatImporter.transcript(from: chat, format: .whatsapp, source: file.path,
                                                   imagesRelativeTo: file.deletingLastPathComponent().path, options: options)
        return (Samples.lines(imported.transcript), imported.notes)
    }

    /// Days all 12 or less and the messages in order both ways: `pm` in lower case after
    /// U+202F (en-IN, en-AU) says day first; with nothing to tell, the order taken is a note,
    /// and `--date-order` says it instead.
    @Test func datesThatReadEitherWay() throws {
        let indian = try imported("5/1/23, 2:03\u{202F}pm - A: one\n6/1/23, 9:41\u{202F}am - A: two\n")
        #expect(indian.lines == ["-- 5 January 2023", "a 14:03 one", "-- 6 January 2023", "a 09:41 two"])
        #expect(indian.notes.isEmpty)
        let undecided = "05/01/2023, 14:03 - A: one\n06/01/2023, 09:41 - A: two\n"
        let assumed = try imported(undecided)
        #expect(assumed.lines == ["-- 5 January 2023", "a 14:03 one", "-- 6 January 2023", "a 09:41 two"])
        #expect(assumed.notes == ["the dates read either way (no day above 12, the messages in order both ways): read day first; "
            + "if that is wrong, import again with --date-order mdy"])
        let american = try imported("1/5/23, 2:03\u{202F}PM - A: one\n1/6/23, 9:41\u{202F}AM - A: two\n")
        #expect(american.lines.first == "-- 5 January 2023")
        #expect(american.notes.first?.contains("read month first; if that is wrong, import again with --date-order dmy") == true)
        let given = try imported(undecided, options: ImportOptions(dateOrder: .mdy))
        #expect(given.lines == ["-- 1 May 2023", "a 14:03 one", "-- 1 June 2023", "a 09:41 two"])
        #expect(given.notes.isEmpty)
        #expect(throws: ChatImportError.self) { try imported("13/01/2023, 14:03 - A: one\n", options: ImportOptions(dateOrder: .mdy)) }
    }

    @Test func theOrderOfTheMessagesTellsMonthFromDayWhenNoNumberIsAbove12() throws {
        // Day first, 4 March would come after 3 April: month first keeps the chat in order.
        #expect(try lines("3/4/23, 14:03 - A: one\n4/3/23, 14:04 - A: two\n") == [
            "-- 4 March 2023", "a 14:03 one", "-- 3 April 2023", "a 14:04 two",
        ])
        // Both in order: a 24-hour chat is day first.
        #expect(try lines("3/4/23, 14:03 - A: one\n3/4/23, 14:04 - A: two\n").first == "-- 3 April 2023")
        // A day above 12 anywhere decides for the whole file.
        #expect(try lines("3/4/23, 14:03 - A: one\n3/14/23, 14:04 - A: two\n").first == "-- 4 March 2023")
    }

    @Test func textWithWhatsAppsMarkersKeepsThem() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("whatsapp-\(UUID().uuidString).txt")
        try Data("05/01/2023, 14:03 - A: *so* green\n05/01/2023, 14:04 - A: plain\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let chat = try ChatImporter.read(.whatsapp, at: file.path)
        let transcript = try ChatImporter.transcript(from: chat, format: .whatsapp, source: file.path,
                                                     imagesRelativeTo: file.deletingLastPathComponent().path, options: ImportOptions()).transcript
        #expect(transcript.messages.compactMap(\.bubble).map(\.format) == [.markdown, .plain])
    }

    @Test func marksSpacesAndLineEndingsAreTolerated() throws {
        let text = "\u{FEFF}\u{200F}[2023-01-05, 14:03:09] A: one\r\n[2023-01-05, 14:04:00] B: two\r\nthree\r\n"
        #expect(try lines(text) == ["-- 5 January 2023", "a 14:03 one", "b 14:04 two|three"])
    }

    /// A chat too large for a transcript is refused while it is read, before it is all in
    /// memory; `--last` keeps only the messages asked for, however large the export.
    @Test(arguments: [("x", "more than 100000 messages"), ("message number", "more than 1000000 characters of text")])
    func aChatLongerThanATranscriptMayBeAsksForPartOfIt(text: String, problem: String) throws {
        let lines = (0..<100_001).map { "05/01/2023, 14:03 - A: \(text) \($0)\n" }.joined()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("whatsapp-\(UUID().uuidString).txt")
        try Data(lines.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            _ = try ChatImporter.read(.whatsapp, at: file.path)
        } throws: { error in
            String(describing: error) == "\(file.path): too large for one transcript (\(problem)); take part of it with --last N or --from/--to"
        }
        let chat = try ChatImporter.read(.whatsapp, at: file.path, keeping: ImportOptions(last: 2))
        #expect(chat.entries.count == 2, "only the messages kept are held")
        let last = try ChatImporter.transcript(from: chat, format: .whatsapp, source: file.path,
                                               imagesRelativeTo: file.deletingLastPathComponent().path, options: ImportOptions(last: 2))
        #expect(Samples.lines(last.transcript) == ["-- 5 January 2023", "a 14:03 \(text) 99999", "a 14:03 \(text) 100000"])
    }

    /// A file in UTF-16 with a byte order mark, either byte order, reads as its UTF-8 twin,
    /// whichever way the chunks it is read in cut its code units and surrogate pairs.
    @Test(arguments: [false, true])
    func utf16FilesWithAByteOrderMark(bigEndian: Bool) throws {
        let text = try String(contentsOfFile: Samples.path("whatsapp/android-ko-KR.txt"), encoding: .utf8)
        // Enough lines that the megabyte chunks end inside code units and pairs.
        let long = String(repeating: text, count: 8_000)
        func encoded(_ units: some Sequence<UInt16>) -> [UInt8] {
            (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + units.flatMap { unit in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whatsapp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let utf16 = folder.appendingPathComponent("utf16.txt"), utf8 = folder.appendingPathComponent("utf8.txt")
        let bytes = encoded(long.utf16)
        try Data(bytes).write(to: utf16)
        try Data(long.utf8).write(to: utf8)
        #expect(bytes.count > ExportLines.chunkSize)
        #expect(try ChatImporter.read(.whatsapp, at: utf16.path) == ChatImporter.read(.whatsapp, at: utf8.path))
        // A lone high surrogate on the second line.
        try Data(encoded(Array("05/01/2023, 14:03 - A: x\n05/01/2023, 14:04 - A: ".utf16) + [0xD83D, 0x41])).write(to: utf16)
        #expect {
            _ = try ChatImporter.read(.whatsapp, at: utf16.path)
        } throws: { error in
            String(describing: error) == "\(utf16.path):2: not UTF-16 text (a lone surrogate or an odd byte)"
        }
    }

    /// The last messages asked for can be too many characters for a transcript, once some
    /// earlier ones were let go.
    @Test func theLastMessagesCanBeTooLongTogether() throws {
        let long = String(repeating: "x", count: 99_000)
        let lines = (0..<12).map { "05/01/2023, 14:0\($0 % 10) - A: \($0) \(long)\n" }.joined()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("whatsapp-\(UUID().uuidString).txt")
        try Data(lines.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try ChatImporter.read(.whatsapp, at: file.path, keeping: ImportOptions(last: 10)).entries.count == 10)
        #expect {
            _ = try ChatImporter.read(.whatsapp, at: file.path, keeping: ImportOptions(last: 11))
        } throws: { error in
            String(describing: error).contains("(more than 1000000 characters of text)")
        }
    }

    /// What `--last` keeps while reading is what the transcript keeps of the whole chat: the
    /// last N messages and the system lines among and after them.
    @Test func lastKeepsTheSameWhileReading() throws {
        let text = "\u{200E}05/01/2023, 14:00 - Ann created group \"Trip\"\n05/01/2023, 14:01 - Ann: one\n"
            + "05/01/2023, 14:02 - Bo joined\n05/01/2023, 14:03 - Bo: two\n06/01/2023, 09:00 - Ann: three\n"
            + "06/01/2023, 09:01 - Bo left\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("whatsapp-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let whole = try ChatImporter.read(.whatsapp, at: file.path)
        for last in 1...4 {
            let options = ImportOptions(last: last)
            let streamed = try ChatImporter.read(.whatsapp, at: file.path, keeping: options)
            func lines(_ chat: ImportedChat) throws -> [String] {
                Samples.lines(try ChatImporter.transcript(from: chat, format: .whatsapp, source: file.path,
                                                          imagesRelativeTo: file.deletingLastPathComponent().path, options: options).transcript)
            }
            #expect(try lines(streamed) == lines(whole), "--last \(last)")
        }
    }

    @Test func malformedExportsNameTheLine() throws {
        #expect(throws: ChatImportError.self) { try lines("hello\n") }
        let problems: [(String, String)] = [
            ("Hello there\n05/01/2023, 14:03 - A: x\n", ":1: expected a WhatsApp message line such as "),
            ("05/01/2023, 14:03 - A: x\n13/13/2023, 14:04 - A: y\n", ":2: 13/13/2023 14:04 is not a date and time, whether the day or the month comes first"),
            ("05/01/2023, 14:03 - A: x\n05/01/2023, 25:04 - A: y\n", ":2: 5/1/2023 25:04 is not a date and time"),
            ("\n\n", ": the file has no messages"),
        ]
        for (text, message) in problems {
            do {
                _ = try lines(text)
                Issue.record("no error for \(text)")
            } catch {
                #expect(String(describing: error).contains(message), "\(error)")
            }
        }
    }
}
