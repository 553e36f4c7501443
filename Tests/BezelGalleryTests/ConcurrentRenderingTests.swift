import Bezel
import BezelGallery
import BezelGraphics
import Dispatch
import Synchronization
import Testing

/// Rendering is the same from any number of threads at once: the shadow
/// cache, the font system and Cairo are shared, and none may leak one
/// render's state into another's pixels.
@Suite struct ConcurrentRenderingTests {
    /// The gallery's pixel hash from each of `threads` threads rendering at once.
    private func renderGallery(onThreads threads: Int) -> [String] {
        let hashes = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            let hash: String
            do {
                hash = try ControlGallery.make().renderImage(scale: 2).pixelHash.description
            } catch {
                hash = "error: \(error)"
            }
            hashes.withLock { $0.append(hash) }
        }
        return hashes.withLock { $0 }
    }

    @Test func theGalleryIsIdenticalFromOneTwoAndFourThreads() throws {
        Canvas.purgeShadowCache()
        let alone = renderGallery(onThreads: 1)
        let reference = try #require(alone.first)
        #expect(!reference.hasPrefix("error"), "\(reference)")
        for threads in [2, 4] {
            Canvas.purgeShadowCache()   // the threads race to fill it
            let hashes = renderGallery(onThreads: threads)
            #expect(hashes.count == threads && hashes.allSatisfy { $0 == reference }, "\(threads) threads: \(hashes)")
        }
    }
}
