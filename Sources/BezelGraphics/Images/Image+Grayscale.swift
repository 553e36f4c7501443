import CCairoPango

extension Image {
    /// A grayscale copy of the image that keeps its alpha channel: transparent
    /// pixels stay transparent and a half-transparent pixel stays half
    /// transparent (only its colour turns grey; nothing turns black).
    ///
    /// Each grey is the Rec. 601 luma of the pixel's straight (un-premultiplied)
    /// sRGB values, `0.299 R + 0.587 G + 0.114 B`, the weights most image
    /// tools use for "desaturate" (no linearisation). Because luma is a
    /// weighted sum, computing it on the premultiplied words gives exactly the
    /// premultiplied grey, `alpha * luma`; so every pixel is converted straight
    /// from the stored words in one pass, with no division, and the result is
    /// correctly premultiplied (grey never exceeds alpha).
    ///
    /// The copy is made on the first call and cached on this image under the
    /// operation name `"grayscale"`: the cache key is this image object plus
    /// that name, so later calls, from any thread, return the identical object
    /// (`===`) for as long as this image lives; another image with the same
    /// pixels has its own cache.
    public func grayscale() -> Image {
        cachedDerivative("grayscale") { makeGrayscale() }
    }

    /// Converts every pixel into a new surface (see ``grayscale()``).
    private func makeGrayscale() -> Image {
        let output: OpaquePointer
        do {
            output = try ImageSupport.makeSurface(width: pixelWidth, height: pixelHeight, what: "grayscale image")
        } catch {
            // The size was valid when this image was made, so only running out
            // of memory gets here; Swift's own allocations trap the same way.
            preconditionFailure("cannot allocate a \(pixelWidth)x\(pixelHeight) grayscale image: \(error)")
        }
        // makeSurface checked that the data pointer exists.
        if let data = cairo_image_surface_get_data(output) {
            let stride = Int(cairo_image_surface_get_stride(output))
            let width = pixelWidth
            withUnsafeRows { rows in
                for y in 0..<pixelHeight {
                    let source = rows(y)
                    let target = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width {
                        target[x] = Image.grayscaleWord(source[x])
                    }
                }
            }
        }
        cairo_surface_mark_dirty(output)
        return Image(adopting: output, scale: scale)
    }

    /// The grey of one premultiplied `0xAARRGGBB` word, alpha unchanged.
    ///
    /// 16-bit fixed-point Rec. 601 weights (19595, 38470, 7471; they sum to
    /// 65536, so the grey is at most alpha), rounded to nearest.
    @inline(__always)
    static func grayscaleWord(_ word: UInt32) -> UInt32 {
        let alpha = word & 0xFF00_0000
        guard alpha != 0 else { return 0 }
        let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        let grey = (19595 * r + 38470 * g + 7471 * b + 32768) >> 16
        return alpha | grey << 16 | grey << 8 | grey
    }
}
