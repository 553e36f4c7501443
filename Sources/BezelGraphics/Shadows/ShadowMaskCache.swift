import CCairoPango
import Foundation

/// A blurred silhouette: an A8 surface in device pixels and where its top-left
/// pixel sits relative to the whole-pixel part of the transform's translation.
final class ShadowMask: @unchecked Sendable {
    /// Owned A8 `cairo_surface_t`; read-only once made.
    let surface: OpaquePointer
    let originX: Int
    let originY: Int
    let byteCount: Int

    init(surface: OpaquePointer, originX: Int, originY: Int) {
        self.surface = surface
        self.originX = originX
        self.originY = originY
        byteCount = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }
}

/// Everything a blurred mask depends on: the shape, how it is filled, the
/// blur in device pixels, and the user-to-device transform (its linear part
/// and the sub-pixel phase of its translation). Two draws with equal keys get
/// the same pixels, so the mask can be reused; any difference makes a new one.
struct ShadowMaskKey: Hashable {
    let path: Path
    let rule: FillRule
    let sigmaInPixels: Double
    let a: Double, b: Double, c: Double, d: Double
    let phaseX: Double, phaseY: Double
}

/// A bounded, thread-safe cache of blurred shadow masks, least recently used
/// out first. The blur is the costly step of a shadow; a control redrawn in
/// the same size and place reuses its mask.
final class ShadowMaskCache: Sendable {
    static let shared = ShadowMaskCache(byteLimit: 32 << 20)

    private struct State {
        var entries: [ShadowMaskKey: (mask: ShadowMask, tick: UInt64)] = [:]
        var bytes = 0
        var tick: UInt64 = 0
        var hits = 0
        var misses = 0
    }

    /// Guarded by a pthread-based lock rather than `Mutex`: ThreadSanitizer
    /// does not see `Mutex`'s futex on Linux and reports every access to a
    /// `Mutex`-guarded value from two threads as a race.
    private let state = PthreadLocked(State())
    let byteLimit: Int

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// The mask for `key`, made by `make` when it is not cached.
    func mask(for key: ShadowMaskKey, make: () -> ShadowMask?) -> ShadowMask? {
        let hit: ShadowMask? = state.withLock { s in
            s.tick += 1
            guard let entry = s.entries[key] else {
                s.misses += 1
                return nil
            }
            s.hits += 1
            s.entries[key] = (entry.mask, s.tick)
            return entry.mask
        }
        if let hit { return hit }
        guard let made = make() else { return nil }
        guard made.byteCount <= byteLimit / 4 else { return made }   // too big to keep
        return state.withLock { s in
            if let raced = s.entries[key] { return raced.mask }
            s.entries[key] = (made, s.tick)
            s.bytes += made.byteCount
            while s.bytes > byteLimit, let oldest = s.entries.min(by: { $0.value.tick < $1.value.tick }) {
                s.entries[oldest.key] = nil
                s.bytes -= oldest.value.mask.byteCount
            }
            return made
        }
    }

    /// Hit and miss counts since the start (for tests and benchmarks).
    var statistics: (hits: Int, misses: Int, entries: Int) {
        state.withLock { ($0.hits, $0.misses, $0.entries.count) }
    }

    /// Drops every mask.
    func removeAll() {
        state.withLock { s in
            s.entries.removeAll()
            s.bytes = 0
        }
    }
}
