import Testing
import ConversationLayout
import Transcript

/// The header's defaults come from the participants; what `screen` says wins.
@Suite("chat header")
struct ChatHeaderTests {
    static let device = Screen.Device.preset(.iPhone61)

    @Test func aOneToOneChatShowsTheOtherParticipant() {
        let people: ParticipantList = [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: "Ann Lee", avatar: "ann.png")]
        let header = ChatHeader(screen: Screen(device: Self.device), participants: people)
        #expect(header.title == "Ann Lee" && header.subtitle == nil && header.unread == 0)
        #expect(header.picture == .participant(people[1]))
    }

    @Test func aGroupIsNamedAfterTheOthersAndCountsItsMembers() {
        let people: ParticipantList = [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: "Ann"),
                                       Participant(id: "bob"), Participant(id: "cy", name: "Cy")]
        let header = ChatHeader(screen: Screen(device: Self.device), participants: people)
        #expect(header.title == "Ann, bob, Cy" && header.subtitle == "4 members")
        #expect(header.picture == .initials(Participant(id: "", name: "Ann bob")))
    }

    /// A group named after its members shows the first two members' initials, not the first
    /// and last words of the list; a group with a title shows the title's.
    @Test func aGroupsInitialsAreItsFirstTwoMembers() {
        let people: ParticipantList = [Participant(id: "me", side: .outgoing), Participant(id: "ann", name: "Ann Lee"),
                                       Participant(id: "bob", name: "Bob Stone")]
        let header = ChatHeader(screen: Screen(device: Self.device), participants: people)
        guard case .initials(let members) = header.picture else { Issue.record("\(header.picture)"); return }
        #expect(members.initials == "AB")
        let titled = ChatHeader(screen: Screen(device: Self.device, title: "Hiking club"), participants: people)
        guard case .initials(let club) = titled.picture else { Issue.record("\(titled.picture)"); return }
        #expect(club.initials == "HC")
    }

    @Test func theScreenSaysOtherwise() {
        let people: ParticipantList = [Participant(id: "me", side: .outgoing), Participant(id: "ann"), Participant(id: "bob")]
        let named = Screen(device: Self.device, title: "Hikers\nclub", subtitle: "typing…", avatar: "bob", unread: 12)
        let header = ChatHeader(screen: named, participants: people)
        #expect(header.title == "Hikers club" && header.subtitle == "typing…" && header.unread == 12)
        #expect(header.picture == .participant(people[2]))
        // An avatar naming no participant is an image file; an empty subtitle is none.
        let file = ChatHeader(screen: Screen(device: Self.device, subtitle: "", avatar: "images/club.png"), participants: people)
        #expect(file.picture == .image("images/club.png") && file.subtitle == nil)
    }

    @Test func aChatWithoutParticipantsHasAnEmptyTitle() {
        let header = ChatHeader(screen: Screen(device: Self.device), participants: [])
        #expect(header.title.isEmpty && header.picture == .initials(Participant(id: "", name: "")))
    }
}
