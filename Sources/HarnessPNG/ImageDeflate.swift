import HarnessImage

/// PNG image data (the zlib stream of IDAT or fdAT) for a rectangle of an RGBA image, written
/// here rather than by libpng, for the animated PNG's frames: several times faster on drawn
/// screens, at about zlib level 1's size.
///
/// Every row is stored unfiltered (filter type 0) and looked at a pixel at a time. A drawn screen
/// is mostly runs of one colour and rows repeating the row above, so the only back-references
/// tried are the two that catch those: the pixel before (4 bytes back, a run of one colour) and
/// the pixel above (one row, `4 * width + 1` bytes back, when that is within deflate's 32 KiB
/// window). At each pixel the longer of the two runs is taken (the pixel before when they tie,
/// as its distance costs no extra bits), else the pixel's four bytes go out as literals. All of a
/// frame's symbols make one block with Huffman codes built for them (RFC 1951 BTYPE 2), inside
/// zlib's header and Adler-32 trailer (RFC 1950). The bytes depend only on the pixels.
public enum ImageDeflate {
    public static func zlibStream(_ image: RGBAImage, region: APNGRegion) -> [UInt8] {
        precondition(region.x >= 0 && region.y >= 0 && region.width > 0 && region.height > 0
                     && region.x + region.width <= image.width && region.y + region.height <= image.height,
                     "region \(region) is not inside the \(image.width) x \(image.height) image")
        return image.pixels.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!
            let imageRow = image.width * 4, rowBytes = region.width * 4
            func row(_ r: Int) -> UnsafeRawPointer { base + (region.y + r) * imageRow + region.x * 4 }
            var adler = Adler32()
            for r in 0..<region.height {
                adler.updateZero()
                adler.update(UnsafeRawBufferPointer(start: row(r), count: rowBytes))
            }
            var symbols = DeflateTokens(capacity: region.width * region.height / 2 + region.height)
            let above = rowBytes + 1
            for r in 0..<region.height {
                tokenize(row(r), above: r > 0 && above <= 32768 ? row(r - 1) : nil, width: region.width,
                         aboveDistance: above, into: &symbols)
            }
            var out = BitWriter(capacity: symbols.tokens.count / 2 + 1024)
            out.write(0x78, 8)  // CMF: deflate, 32 KiB window
            out.write(0x01, 8)  // FLG: fastest compression claimed; 0x7801 is a multiple of 31
            DynamicBlock.write(symbols, final: true, into: &out)
            out.alignToByte()
            let check = adler.value
            for shift in [24, 16, 8, 0] as [UInt32] { out.appendByte(UInt8(truncatingIfNeeded: check >> shift)) }
            return out.bytes
        }
    }

    /// One row's symbols: its filter byte (0), then its pixels as runs and literals.
    @inline(__always)
    private static func tokenize(_ row: UnsafeRawPointer, above: UnsafeRawPointer?, width: Int, aboveDistance: Int,
                                 into symbols: inout DeflateTokens) {
        @inline(__always) func pixel(_ p: UnsafeRawPointer, _ x: Int) -> UInt32 {
            p.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
        }
        symbols.literal(0)
        var x = 0
        while x < width {
            var same = 0
            if x > 0 {
                let before = pixel(row, x - 1)
                while x + same < width && pixel(row, x + same) == before { same += 1 }
            }
            var repeated = 0
            if let above {
                while x + repeated < width && pixel(row, x + repeated) == pixel(above, x + repeated) { repeated += 1 }
            }
            if same == 0 && repeated == 0 {
                for k in 0..<4 { symbols.literal(row.load(fromByteOffset: x * 4 + k, as: UInt8.self)) }
                x += 1
            } else if same >= repeated {
                symbols.match(length: same * 4, distance: 4)
                x += same
            } else {
                symbols.match(length: repeated * 4, distance: aboveDistance)
                x += repeated
            }
        }
    }
}
