import HarnessPixels
import Synchronization

/// Renderers kept between the cells of a sweep, so each cell after the first starts with its
/// fonts loaded, its surface made and the keyboards it has seen (`CairoRenderer`'s segment
/// cache). A renderer is taken by one cell at a time (`withRenderer`), never shared by two threads.
final class RendererPool: Sendable {
    /// One renderer, only ever used by the cell that took it out of the pool.
    private final class Slot: @unchecked Sendable {
        let renderer: CairoRenderer
        init(_ renderer: CairoRenderer) { self.renderer = renderer }
    }

    private let idle = Mutex<[Slot]>([])

    /// Runs `body` with a renderer no other thread holds, made when none is idle.
    func withRenderer<T>(_ body: (CairoRenderer) throws -> T) throws -> T {
        let slot = try idle.withLock { $0.popLast() } ?? Slot(CairoRenderer())
        defer { idle.withLock { $0.append(slot) } }
        return try body(slot.renderer)
    }
}
