import Transcript

/// What a screen's header shows, with the defaults filled in from the participants: in a
/// one-to-one chat the other participant (the first incoming one), in a group (more than two
/// participants) a title from the others' names and the number of members.
package struct ChatHeader: Hashable {
    /// Where the header's picture comes from.
    package enum Picture: Hashable {
        /// A participant's avatar, or their initials.
        case participant(Participant)
        /// An image file, named as the transcript wrote it.
        case image(String)
        /// The initials of the title on a colour of its own: a group without a picture.
        case initials(Participant)
    }

    /// The chat's name, on one line.
    package var title: String
    /// The line under the title; nil for none.
    package var subtitle: String?
    package var picture: Picture
    /// The unread count beside the back chevron; 0 shows none.
    package var unread: Int

    /// The header of `screen` over a chat between `participants`, the subtitle of a
    /// one-to-one chat `subtitle` unless `screen` gives one (Telegram's "last seen recently").
    package init(screen: Screen, participants: ParticipantList, subtitle oneToOne: String? = nil) {
        let incoming = participants.filter { $0.side == .incoming }
        let others = incoming.isEmpty ? Array(participants) : incoming
        let group = participants.count > 2
        let named = group ? others.map(\.displayName).joined(separator: ", ") : others.first?.displayName ?? ""
        title = (screen.title ?? named).split(whereSeparator: \.isNewline).joined(separator: " ")
        let subtitle = screen.subtitle ?? (group ? "\(participants.count) members" : oneToOne)
        self.subtitle = subtitle.flatMap { $0.isEmpty ? nil : $0.split(whereSeparator: \.isNewline).joined(separator: " ") }
        // A group named by its members' names takes the first two members' initials, not
        // those of the first and last word of the list ("AB" for "Ann Lee, Bob Stone").
        let members = others.prefix(2).compactMap { $0.displayName.split(whereSeparator: \.isWhitespace).first }
        let titled = Participant(id: "", name: screen.title == nil && group ? members.joined(separator: " ") : title)
        if let avatar = screen.avatar {
            picture = participants[id: avatar].map(Picture.participant) ?? .image(avatar)
        } else if !group, let other = others.first {
            picture = .participant(other)
        } else {
            picture = .initials(titled)
        }
        unread = screen.unread
    }
}
