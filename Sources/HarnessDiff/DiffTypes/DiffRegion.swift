/// A named part of the frame whose differing pixels are counted separately, such as the
/// caret's rectangle, so a budget can hold it to a stricter limit than the whole frame.
package struct DiffRegion: Hashable, Sendable, Codable {
    /// The key under which `DiffResult.differingPixelsInRegion` reports the count.
    package var name: String
    /// The pixels that belong to the region; parts outside the image are ignored.
    package var box: PixelBox

    /// A region called `name` covering `box`.
    package init(name: String, box: PixelBox) {
        self.name = name
        self.box = box
    }
}
