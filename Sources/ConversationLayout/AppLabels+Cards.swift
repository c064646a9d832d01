import Transcript

extension AppLabels {
    /// The words that end a poll of `voters` voters: the look's `button` ("View votes") as
    /// ``viewVotes`` gives it, or without one the count as ``votes`` writes it (`{count}` the
    /// number), in English "No votes", "1 vote" or "5 votes".
    package func pollFooter(voters: Int, button: String?) -> String {
        if let button { return viewVotes ?? button }
        if let votes { return votes.replacing("{count}", with: String(voters)) }
        return voters == 0 ? "No votes" : voters == 1 ? "1 vote" : "\(voters) votes"
    }

    /// The words under the question of a poll that gives none, as the look's `label` says
    /// (nil: none), as ``anonymousPoll`` or ``selectOneOrMore`` gives them.
    package func pollLabel(_ label: CardStyle.PollLabel?) -> String? {
        switch label {
        case .anonymousPoll: anonymousPoll ?? "Anonymous Poll"
        case .selectOneOrMore: selectOneOrMore ?? "Select one or more"
        case nil: nil
        }
    }

    /// The words of the look's `button` under a shared contact ("Message"), as ``message``
    /// gives them.
    package func contactButton(_ button: String) -> String {
        message ?? button
    }
}
