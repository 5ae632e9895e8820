import Dispatch
import HarnessPixels
import HarnessCore
import Synchronization

/// One event's in-between frames drawn, measured and compressed for the APNG on several lanes
/// (threads) at once. Lane `l` of `n` draws and measures frames l, l + n, l + 2n, ...; a frame is
/// compressed as soon as it and the frame before it are drawn, by the lane that drew the later of
/// the two, so drawing and compressing overlap. A frame's pixels are let go once it and the frame
/// after it are compressed (unless `keepImages`), so a few full-screen images are alive at a time
/// and their memory is reused instead of fresh pages being mapped for every frame.
struct FramePipeline {
    let lists: [DisplayList]
    let scale: Double
    let options: MeasureOptions
    let keepImages: Bool

    struct Output {
        let measurements: [PixelMeasurement]
        /// Every frame's pixels with `keepImages`, else none.
        let images: [RGBAImage]
        let frames: [APNGFrame]
    }

    /// What the lanes share: each frame's pixels (while needed), measurement and compressed form.
    private struct Shared {
        var images: [RGBAImage?]
        var measurements: [PixelMeasurement?]
        var frames: [APNGFrame?]
        var claimed: [Bool]
        var failure: (lane: Int, error: any Error)?

        init(count: Int) {
            images = Array(repeating: nil, count: count)
            measurements = Array(repeating: nil, count: count)
            frames = Array(repeating: nil, count: count)
            claimed = Array(repeating: false, count: count)
        }

        /// Frames `k` and `k + 1` where they can now be compressed (drawn, the frame before drawn
        /// too) and no lane has taken them yet: taken, with the pixels they need.
        mutating func claimReady(around k: Int) -> [(index: Int, image: RGBAImage, previous: RGBAImage?)] {
            var jobs: [(index: Int, image: RGBAImage, previous: RGBAImage?)] = []
            for j in [k, k + 1] where j < images.count && !claimed[j] {
                guard let image = images[j] else { continue }
                if j == 0 {
                    jobs.append((j, image, nil))
                } else if let previous = images[j - 1] {
                    jobs.append((j, image, previous))
                } else {
                    continue
                }
                claimed[j] = true
            }
            return jobs
        }

        /// Lets go of the pixels of frames `j - 1` and `j` that no compression still needs.
        mutating func release(after j: Int) {
            for i in [j - 1, j] where i >= 0 && frames[i] != nil && (i == frames.count - 1 || frames[i + 1] != nil) {
                images[i] = nil
            }
        }
    }

    /// Lane `l` draws with `renderers[l]`; lanes past the last renderer make their own.
    func run(lanes requested: Int, renderers: [CairoRenderer]) throws -> Output {
        let count = lists.count
        let lanes = max(1, min(requested, count))
        let shared = Mutex(Shared(count: count))
        let given = renderers.map(UncheckedRenderer.init)
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            do {
                let own = lane < given.count ? given[lane].renderer : try CairoRenderer()
                for k in stride(from: lane, to: count, by: lanes) {
                    guard shared.withLock({ $0.failure == nil }) else { return }
                    let image = try own.render(lists[k], scale: scale)
                    let measurement = HarnessPixels.measure(image, options: options)
                    let jobs = shared.withLock { state in
                        state.images[k] = image
                        state.measurements[k] = measurement
                        return state.claimReady(around: k)
                    }
                    for job in jobs {
                        let frame = try APNGFrame(job.image, after: job.previous)
                        shared.withLock { state in
                            state.frames[job.index] = frame
                            if !keepImages { state.release(after: job.index) }
                        }
                    }
                }
            } catch {
                shared.withLock { state in if state.failure.map({ lane < $0.lane }) ?? true { state.failure = (lane, error) } }
            }
        }
        return try shared.withLock { state in
            if let failure = state.failure { throw failure.error }
            var measurements: [PixelMeasurement] = [], frames: [APNGFrame] = []
            for k in 0..<count {
                guard let m = state.measurements[k], let frame = state.frames[k] else { throw RenderFailure(frame: k) }
                measurements.append(m)
                frames.append(frame)
            }
            return Output(measurements: measurements, images: keepImages ? state.images.compactMap { $0 } : [], frames: frames)
        }
    }
}

/// A frame no lane drew (a lane failed before reaching it).
struct RenderFailure: Error, CustomStringConvertible {
    let frame: Int
    var description: String { "in-between frame \(frame + 1) was not drawn" }
}

/// A caller's renderer handed to one lane only (used by one thread at a time).
private struct UncheckedRenderer: @unchecked Sendable {
    let renderer: CairoRenderer
    init(_ renderer: CairoRenderer) { self.renderer = renderer }
}
