import Transcript

/// Where a look that shows times as centred headers (``ChatLook/timeHeaders``) puts them,
/// as Messages does: before the first message whose `time` is a clock time (``ClockTime``)
/// unless a separator is already above it, before a message an hour or more after the one
/// before, and before one whose time is earlier than the one before (a new day).
///
/// A header names its day: the words of the last separator before it ("Yesterday 18:02"
/// names "Yesterday"; "5 January 2023" names itself), or, for a day no separator names,
/// the transcript's `labels.today` ("Today") when it is the chat's last day and
/// `labels.yesterday` ("Yesterday") for the day before, counted back from the end when no
/// separator names a later day; otherwise the header shows the time alone.
package struct TimeHeaders: Sendable, Hashable {
    /// A header: the day's words (empty for none) and the message's time as written.
    package struct Header: Sendable, Hashable {
        package var day: String
        package var time: String
    }

    /// The header before the entry at each index of the transcript's `messages`.
    package let before: [Int: Header]

    /// The gap between two messages that brings a new header, in minutes.
    package static let gap = 60

    /// The headers of `transcript`'s messages.
    package init(_ transcript: Transcript) {
        // Each day's name (nil: no separator names it), and the headers with their day's number.
        var days: [String?] = [nil]
        var pending: [(index: Int, day: Int, time: String)] = []
        var last: ClockTime?
        var labelAbove = false
        for (index, entry) in transcript.messages.enumerated() {
            switch entry {
            case .separator(let text):
                labelAbove = true
                if let split = ClockTime.split(text) {
                    last = split.clock
                    if !split.day.isEmpty { days.append(split.day) }
                } else {
                    last = nil
                    days.append(text)
                }
            case .bubble(let message):
                guard let time = message.time, let clock = ClockTime(time) else { continue }
                if let last, clock < last {
                    days.append(nil)
                    pending.append((index, days.count - 1, time))
                } else if !labelAbove || last.map({ clock.minutes - $0.minutes >= Self.gap }) == true {
                    pending.append((index, days.count - 1, time))
                }
                last = clock
                labelAbove = true
            case .system, .typing:
                continue
            }
        }
        let lastNamed = days.lastIndex { $0 != nil }
        let labels = transcript.labels
        var before: [Int: Header] = [:]
        for header in pending {
            var day = days[header.day] ?? ""
            if days[header.day] == nil, lastNamed.map({ $0 < header.day }) ?? true {
                switch days.count - 1 - header.day {
                case 0: day = labels.today ?? "Today"
                case 1: day = labels.yesterday ?? "Yesterday"
                default: break
                }
            }
            before[header.index] = Header(day: day, time: header.time)
        }
        self.before = before
    }
}
