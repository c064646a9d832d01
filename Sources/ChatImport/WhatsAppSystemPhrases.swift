/// The lines WhatsApp writes itself into a group's history, in the languages the import reads:
/// the one table of them (``WhatsAppSystemTemplate`` says how `%` reads).
///
/// The wordings are WhatsApp's Android string resources (`group_created_by_name`,
/// `group_subject_changed_by_name_from_to`, `group_participants_name_added_names`,
/// `group_participant_left_name`, `group_participant_joined_by_link_names`,
/// `group_description_changed_by_name`, `photo_changed_by`, `identity_changed_name`,
/// `missed_voice_call`...) and its iOS ones for the encryption notice and the security code, with
/// the newer English and French wordings seen in exports. "This message was deleted" and "You
/// deleted this message" are not here: they are messages of their sender
/// (``WhatsAppDeletedPhrases``).
enum WhatsAppSystemPhrases {
    /// Each language's wordings, the encryption notice's apart.
    static let table: [(language: String, wordings: [String], encryption: [String])] = [
        ("English", [
            "% created group %", "% created this group", "% changed the subject from % to %", "% changed the subject to %",
            "% changed the group name %", "% added %", "% removed %", "% was added", "% were added", "% was removed", "% left",
            "% joined using this group's invite link", "% changed the group description", "% changed this group's icon",
            "% changed the group icon", "Your security code with % changed%", "%'s security code changed%", "Missed voice call%",
            "Missed video call%",
        ], ["Messages and calls are end-to-end encrypted%", "Messages to this group are now secured with end-to-end encryption%"]),
        ("German", [
            "% hat die Gruppe % erstellt", "Du hast die Gruppe % erstellt", "% hat den Betreff % geändert",
            "Du hast den Betreff % geändert", "% hat % hinzugefügt", "Du hast % hinzugefügt", "% wurde hinzugefügt",
            "% hat % entfernt", "Du hast % entfernt", "% wurde entfernt", "% hat die Gruppe verlassen",
            "Du hast die Gruppe verlassen", "% ist dieser Gruppe mit dem Einladungslink beigetreten",
            "% hat die Gruppenbeschreibung geändert", "Du hast die Gruppenbeschreibung geändert", "% hat das Gruppenbild geändert",
            "Du hast das Gruppenbild geändert", "Die Sicherheitsnummer von % hat sich geändert%",
            "Deine Sicherheitsnummer für % hat sich geändert%", "Verpasster Sprachanruf%", "Verpasster Videoanruf%",
        ], ["Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt%"]),
        ("French", [
            "% a créé le groupe %", "Vous avez créé le groupe %", "% a modifié le sujet %", "% a changé le sujet %",
            "Vous avez changé le sujet %", "% a remplacé le nom du groupe %", "% a ajouté %", "Vous avez ajouté %",
            "% vous a ajouté", "% a été ajouté(e)", "% a retiré %", "Vous avez retiré %", "% vous a retiré", "% a été retiré(e)",
            "% est parti", "% est parti(e)", "% a quitté", "% a intégré ce groupe grâce au lien d'invitation",
            "% a rejoint en utilisant le lien%", "% a changé la description du groupe", "Vous avez changé la description du groupe",
            "% a changé l'icône de ce groupe", "Vous avez changé l'icône de ce groupe", "Le code de sécurité de % a changé%",
            "Votre code de sécurité avec % a changé%", "Appel vocal manqué%", "Appel vidéo manqué%",
        ], ["Les messages et les appels sont chiffrés de bout en bout%"]),
        ("Spanish", [
            "% creó el grupo %", "Creaste el grupo %", "% cambió el asunto %", "Cambiaste el asunto %", "% añadió a %",
            "% agregó a %", "Añadiste a %", "% te añadió", "Se añadió a %", "% eliminó a %", "Eliminaste a %", "% te eliminó",
            "Se eliminó a %", "% salió", "% se unió usando el enlace de invitación de este grupo",
            "% cambió la descripción del grupo", "Cambiaste la descripción del grupo", "% cambió el icono de este grupo",
            "Cambiaste el icono del grupo", "El código de seguridad de % cambió%", "Cambió tu código de seguridad con %",
            "Llamada de voz perdida%", "Videollamada perdida%",
        ], ["Los mensajes y las llamadas están cifrados de extremo a extremo%"]),
        ("Portuguese", [
            "% criou o grupo %", "Você criou o grupo %", "% alterou o nome %", "% mudou o assunto de % para %", "% adicionou %",
            "% foi adicionado", "% removeu %", "% foi removido", "% saiu", "% entrou usando o link de convite deste grupo",
            "% alterou a descrição do grupo", "% alterou a imagem deste grupo", "O código de segurança de % mudou%",
            "Seu código de segurança com % mudou%", "Chamada de voz perdida%", "Chamada de vídeo perdida%",
        ], ["As mensagens e as chamadas são protegidas com a criptografia de ponta a ponta%"]),
        ("Italian", [
            "% ha creato il gruppo %", "Hai creato il gruppo %", "% ha cambiato l'oggetto %", "Hai cambiato l'oggetto %",
            "% ha aggiunto %", "Hai aggiunto %", "% ti ha aggiunto", "% è stato aggiunto", "% ha rimosso %", "Hai rimosso %",
            "% ti ha rimosso", "% è stato rimosso", "% ha abbandonato", "% è entrato usando il link d'invito al gruppo",
            "% ha cambiato la descrizione del gruppo", "Hai cambiato la descrizione del gruppo",
            "% ha cambiato l'immagine del gruppo", "Hai cambiato l'immagine del gruppo", "Il codice sicurezza di % è cambiato%",
            "Il tuo codice di sicurezza con % è cambiato%", "Chiamata vocale persa%", "Videochiamata persa%",
        ], ["I messaggi e le chiamate sono crittografati end-to-end%"]),
        ("Russian", [
            "% создал(-а) группу %", "Вы создали группу %", "% изменил(-а) тему %", "Вы изменили тему %",
            "% изменил(-а) название группы%", "% добавил(-а) %", "Вы добавили %", "% был(-а) добавлен(-а)", "% удалил(-а) %",
            "Вы удалили %", "% был(-а) удален(-а)", "% покинул(-а) группу", "Вы покинули группу", "% вышел(-а)",
            "% присоединился(-ась) к группе, используя приглашение", "% изменил(-а) описание группы", "Вы изменили описание группы",
            "% изменил(-а) картинку группы", "Вы изменили картинку группы", "Код безопасности пользователя % изменился%",
            "Ваш код безопасности с контактом % изменился%", "Пропущенный аудиозвонок%", "Пропущенный видеозвонок%",
        ], ["Сообщения и звонки защищены сквозным шифрованием%"]),
        ("Japanese", [
            "%がグループ%を作成しました", "グループ %を作成しました", "%がグループ名を%に変更しました", "%が件名を%から%に変更しました", "グループ名を%に変更しました", "件名を%から%に変更しました",
            "%が%を追加しました", "%を追加しました", "%が追加されました", "%が%を削除しました", "%を削除しました", "%が削除されました", "%が退出", "%がこのグループの招待リンクから参加しました",
            "%がグループの説明を変更しました", "グループの説明を変更しました", "%がグループ画像を変更しました", "グループ画像を変更しました", "%のセキュリティコードが変更されました%",
            "%とのセキュリティコードが変更されました%", "不在着信%", "ビデオ通話不在着信%", "音声通話不在着信%",
        ], ["メッセージと通話はエンドツーエンド暗号化されています%"]),
        ("Arabic", [
            "% أنشأ مجموعة %", "أنت أنشأت مجموعة %", "% غيّر اسم المجموعة %", "أنت غيّرت اسم المجموعة %", "% أضاف %", "% أضافك",
            "أنت أضفت %", "تمت إضافة %", "% أزال %", "% أزالك", "أنت أزلت %", "تمت إزالة %", "% غادر",
            "% انضم إلى المجموعة عبر استخدام رابط الدعوة الخاص بها", "% غيّر وصف المجموعة", "أنت غيّرت وصف المجموعة",
            "% غيّر أيقونة هذه المجموعة", "أنت غيّرت أيقونة هذه المجموعة", "تغير رمز أمان %", "تغيّر رمز أمانك المُستخدَم مع %",
            "مكالمة صوتية فائتة%", "مكالمة فيديو فائتة%",
        ], ["الرسائل والمكالمات مشفرة تمامًا بين الطرفين%"]),
        ("Hindi", [
            "% ने % समूह बनाया", "आपने % समूह बनाया", "% ने विषय को % बदला", "% ने % को जोडा", "आपने % को शामिल किया",
            "% ने % को हटा दिया", "% नें छोड़ा", "समूह निमंत्रण लिंक का उपयोग कर के % जुड़े", "% ने समूह का वर्णन बदला",
            "% ने समूह का चिन्ह बदल दिया", "% का सुरक्षा कोड बदल गया है%", "% के लिए आपका सुरक्षा कोड बदल गया है%",
            "छूटी हुई ध्वनि कॉल%", "छूटी हुई विडियो कॉल%", "मिस्ड वॉइस कॉल%", "मिस्ड वीडियो कॉल%",
        ], ["मैसेजेस और कॉल्स एंड-टू-एंड एन्क्रिप्टेड हैं%"]),
        ("Indonesian", [
            "% membuat grup %", "% mengubah subjek %", "% menambahkan %", "% telah ditambahkan", "% mengeluarkan %",
            "% telah dikeluarkan", "% keluar", "% telah bergabung menggunakan tautan undangan grup ini",
            "% mengubah deskripsi grup", "% mengubah ikon grup ini", "Kode keamanan % berubah%",
            "Kode keamanan Anda dengan % telah berubah%", "Panggilan suara tak terjawab%", "Panggilan video tak terjawab%",
        ], ["Pesan dan panggilan terenkripsi secara end-to-end%"]),
        ("Turkish", [
            "% grubunu oluşturdu", "% grubunu oluşturdunuz", "% grup konusunu % olarak değiştirdi",
            "%, % olan konuyu % olarak değiştirdi", "% olan konuyu % olarak değiştirdiniz", "Konuyu % olarak değiştirdiniz",
            "%, % kişisini ekledi", "% kişisini eklediniz", "% sizi ekledi", "% eklendi", "%, % kişisini çıkardı",
            "% kişisini çıkardınız", "% sizi çıkardı", "% çıkarıldı", "% ayrıldı",
            "% bu grubun davet bağlantısını kullanarak katıldı", "% grup açıklamasını değiştirdi",
            "Grup açıklamasını değiştirdiniz", "% bu grubun simgesini değiştirdi", "Grubun simgesini değiştirdiniz",
            "% kişisinin güvenlik kodu değişti%", "% ile aranızdaki güvenlik kodu değişti%", "Cevapsız sesli arama%",
            "Cevapsız görüntülü arama%",
        ], ["Mesajlar ve aramalar uçtan uca şifrelidir%"]),
        ("Korean", [
            "%님이 %그룹을 만들었습니다", "%그룹을 만들었습니다", "%님이 그룹 이름을 %변경했습니다", "그룹 이름을 %변경했습니다", "%님이 %님을 추가했습니다", "%님에게 초대받았습니다",
            "%님을 추가했습니다", "%님이 추가되었습니다", "%님이 %님을 그룹에서 퇴장시켰습니다", "%님에게 퇴장당했습니다", "%님을 퇴장 시켰습니다", "%님 강제 퇴장", "%님이 퇴장하였습니다",
            "%님이 이 그룹 초대 링크로 참여했습니다", "%님이 그룹 설명을 변경했습니다", "그룹 설명을 변경했습니다", "%님이 그룹아이콘을 변경했습니다", "그룹아이콘을 변경하였습니다",
            "%님의 보안 코드가 변경되었습니다%", "%님과의 보안 코드가 변경되었습니다%", "부재중 전화%", "부재중 영상통화%",
        ], ["메시지 및 전화는 종단간 암호화되어 안전합니다%"]),
        ("Chinese", [
            "%创建了%群组", "你创建了群组%", "%创建了此群组", "%更改了主题为%", "%把主题从%改为%", "您将群组主题更改为%", "您把主题从%改为%", "%添加了%", "%已加入", "%移除了%", "%被移除了",
            "%退出了", "您已退出群组", "%使用了群组邀请连结加入群组", "%更改了群组描述", "%更改了本群组图标", "%的安全编码已更改%", "您和%的安全代码已更改%", "未接语音通话%", "未接视频通话%",
        ], ["消息和通话都进行端到端加密%", "消息和通话已进行端到端加密%"]),
    ]

    /// Every wording of ``table``, the encryption notices' too, read once.
    static let templates: [WhatsAppSystemTemplate] = table.flatMap { ($0.wordings + $0.encryption).map(WhatsAppSystemTemplate.init) }

    /// The encryption notices' wordings of ``table``, read once: a system line that reads as
    /// one becomes a system line of kind `encryption`.
    static let encryptionTemplates: [WhatsAppSystemTemplate] = table.flatMap { $0.encryption.map(WhatsAppSystemTemplate.init) }
}
