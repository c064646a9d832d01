// The "Library" example of README.md and of the Getting started article, verbatim between the
// markers (ReadmeExampleTests checks that both show exactly this code).
// README example begins
import Bubbles

func renderGreeting(to path: String = "greeting.png") throws -> (png: [UInt8], pixels: RGBAImage, pdf: [UInt8]) {
    let transcript = Transcript(
        theme: .whatsapp,
        participants: [Participant(id: "ann", name: "Ann"), Participant(id: "me", side: .outgoing)],
        messages: [
            .separator("Today"),
            .bubble(BubbleMessage(from: "ann", text: "Are we still on for lunch?", time: "12:01", id: "lunch")),
            .bubble(BubbleMessage(from: "me", text: "Yes! See you at one 🍜", time: "12:02",
                                  status: .read,                                              // the receipt
                                  reactions: [Reaction(emoji: "👍", senders: .participants(["ann"]))],
                                  replyTo: .id("lunch"))),                                    // quotes Ann's question
        ])
    let renderer = try BubbleRenderer()
    let pages = try renderer.render(transcript)               // PNG pages, in memory
    let png = pages.images[0].bytes                           // the first page's PNG file
    let pixels = try pages.images[0].pixels                   // its RGBA, 780 pixels wide (scale 2)
    let pdf = try renderer.render(transcript, format: .pdf).images[0].bytes  // every page
    try renderer.render(transcript, to: path)                 // or files: greeting.png
    return (png, pixels, pdf)
}
// README example ends
