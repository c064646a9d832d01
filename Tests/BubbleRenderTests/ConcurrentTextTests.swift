import Dispatch
import Foundation
import Synchronization
import Testing
import BubbleGeometry
import BubbleRender

/// Many threads drawing every script at once, with more font files in use than Cairo keeps
/// open (it closes faces to open others): each bubble must come out exactly as when drawn
/// alone, and nothing may crash (see `FontFaceLock`).
@Suite("text on many threads")
struct ConcurrentTextTests {
    @Test func everyScriptOnEightThreadsDrawsAsAlone() throws {
        let samples = SampleText.all
        let sizes: [Double] = [1, 2]
        let jobs = samples.flatMap { sample in sizes.map { (sample, $0) } }
        let renderer = try BubbleRenderer()
        let alone = try jobs.map { sample, scale in
            try renderer.render(text: sample.text, options: sample.options(style: .whatsapp, side: .incoming, scale: scale)).bytes
        }
        let together = Mutex<[Int: [UInt8]]>([:])
        let failures = Mutex<[String]>([])
        let next = Atomic<Int>(0)
        let rounds = 3
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            guard let renderer = try? BubbleRenderer() else {
                failures.withLock { $0.append("no renderer") }
                return
            }
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < jobs.count * rounds else { return }
                let (sample, scale) = jobs[index % jobs.count]
                do {
                    let png = try renderer.render(text: sample.text, options: sample.options(style: .whatsapp, side: .incoming, scale: scale)).bytes
                    together.withLock { $0[index] = png }
                } catch {
                    failures.withLock { $0.append("\(sample.name): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let drawn = together.withLock { $0 }
        for index in 0..<(jobs.count * rounds) {
            let (sample, scale) = jobs[index % jobs.count]
            #expect(drawn[index] == alone[index % jobs.count], "\(sample.name) at scale \(scale), round \(index / jobs.count + 1)")
        }
    }
}
