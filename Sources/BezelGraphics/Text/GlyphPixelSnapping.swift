import CCairoPango

/// Puts every glyph Pango draws on a whole device pixel, so text gives the
/// same pixels with every cairo release.
///
/// cairo 1.16 composites each glyph at its position rounded to the nearest
/// device pixel (`floor(x + 0.5)`). cairo 1.17.2 and later (1.18 in Debian 13)
/// place glyphs on a grid of quarter pixels instead: a glyph at x = 10.3 is
/// rasterised shifted by a quarter pixel where 1.16 drew it at 10. Text laid
/// out with unrounded positions (see ``FontSystem``) therefore differs at
/// every glyph edge between the two, while nothing else Bezel draws does.
/// At a whole device pixel both releases agree: cairo 1.16 does not move the
/// glyph and cairo 1.18 uses its outline unshifted (subpixel phase 0).
///
/// So, just before a layout is drawn into an image surface, each glyph's
/// offset is nudged by less than half a device pixel so that its origin lands
/// where cairo 1.16 would have put it, and put back right after drawing.
/// Only the offsets of the *drawing* layout are touched, and only for the
/// duration of one draw: advances, line breaks, ``TextLayout/size``, hit
/// testing and outlines never see the change. Vector surfaces (PDF, SVG) keep
/// the exact positions: they have no pixels to snap to.
///
/// The positions are computed as Pango's Cairo renderer computes them
/// (`pango_renderer_draw_layout` and `pango_cairo_renderer_show_text_glyphs`
/// in Pango 1.50 to 1.56): the line's logical x and baseline, each run's
/// `start_x_offset`, `end_x_offset` and `y_offset`, and the sum of the glyph
/// widths before the glyph plus its own offsets.
struct GlyphPixelSnapping {
    /// A glyph whose offsets were changed, and the offsets it had.
    private struct Saved {
        let glyph: UnsafeMutablePointer<PangoGlyphInfo>
        let xOffset: Int32
        let yOffset: Int32
    }

    private var saved: [Saved] = []

    /// Snaps the glyphs of `layout`, about to be drawn by
    /// `pango_cairo_show_layout` into `cr` with the current point at the
    /// user-space origin. Call holding the font system's lock, after
    /// `pango_cairo_update_layout` (which may lay the text out again), and
    /// call ``restore()`` after drawing.
    static func snap(_ layout: OpaquePointer, for cr: OpaquePointer) -> GlyphPixelSnapping {
        var snapping = GlyphPixelSnapping()
        guard let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let toDevice = DeviceTransform(cr, target),
              let iterator = pango_layout_get_iter(layout) else { return snapping }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let lineX = Int(logical.x)
            let baseline = Int(pango_layout_iter_get_baseline(iterator))
            var runX = 0
            var link = line.pointee.runs
            while let node = link {
                link = node.pointee.next
                guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                      let glyphs = run.pointee.glyphs, let infos = glyphs.pointee.glyphs else { continue }
                runX += Int(run.pointee.start_x_offset)
                let runY = baseline - Int(run.pointee.y_offset)
                var position = 0
                for i in 0..<Int(max(0, glyphs.pointee.num_glyphs)) {
                    let glyph = infos + i
                    let geometry = glyph.pointee.geometry
                    if glyph.pointee.glyph != pangoGlyphEmpty {
                        let x = Double(lineX + runX + position + Int(geometry.x_offset)) / pangoScale
                        let y = Double(runY + Int(geometry.y_offset)) / pangoScale
                        if let (dx, dy) = toDevice.snappingOffset(x: x, y: y), dx != 0 || dy != 0 {
                            snapping.saved.append(Saved(glyph: glyph, xOffset: geometry.x_offset,
                                                        yOffset: geometry.y_offset))
                            glyph.pointee.geometry.x_offset = geometry.x_offset &+ dx
                            glyph.pointee.geometry.y_offset = geometry.y_offset &+ dy
                        }
                    }
                    position += Int(geometry.width)
                }
                runX += position + Int(run.pointee.end_x_offset)
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return snapping
    }

    /// Puts back the offsets ``snap(_:for:)`` changed (call holding the lock,
    /// before anything else lays the layout out or measures it).
    func restore() {
        for entry in saved.reversed() {
            entry.glyph.pointee.geometry.x_offset = entry.xOffset
            entry.glyph.pointee.geometry.y_offset = entry.yOffset
        }
    }

    /// User space (the CTM) to the pixels of the surface drawn into (its
    /// device scale and offset), and back for offsets.
    private struct DeviceTransform {
        let m: cairo_matrix_t
        /// The inverse of the linear part of `m`.
        let ixx, ixy, iyx, iyy: Double

        init?(_ cr: OpaquePointer, _ target: OpaquePointer) {
            var ctm = cairo_matrix_t()
            cairo_get_matrix(cr, &ctm)
            var sx = 1.0, sy = 1.0, ox = 0.0, oy = 0.0
            cairo_surface_get_device_scale(target, &sx, &sy)
            cairo_surface_get_device_offset(target, &ox, &oy)
            let m = cairo_matrix_t(xx: ctm.xx * sx, yx: ctm.yx * sy, xy: ctm.xy * sx, yy: ctm.yy * sy,
                                   x0: ctm.x0 * sx + ox, y0: ctm.y0 * sy + oy)
            let determinant = m.xx * m.yy - m.xy * m.yx
            guard determinant.isFinite, abs(determinant) > 1e-12,
                  [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0].allSatisfy(\.isFinite) else { return nil }
            self.m = m
            ixx = m.yy / determinant
            ixy = -m.xy / determinant
            iyx = -m.yx / determinant
            iyy = m.xx / determinant
        }

        /// How far to move the glyph at user-space (`x`, `y`), in Pango
        /// units of user space, to put it on the device pixel cairo 1.16
        /// rounds it to; nil when the position is out of range.
        func snappingOffset(x: Double, y: Double) -> (Int32, Int32)? {
            let deviceX = m.xx * x + m.xy * y + m.x0
            let deviceY = m.yx * x + m.yy * y + m.y0
            // cairo 1.16's _cairo_lround: floor(d + 0.5), halves towards +∞.
            let moveX = (deviceX + 0.5).rounded(.down) - deviceX
            let moveY = (deviceY + 0.5).rounded(.down) - deviceY
            guard moveX.isFinite, moveY.isFinite else { return nil }
            let userX = (ixx * moveX + ixy * moveY) * pangoScale
            let userY = (iyx * moveX + iyy * moveY) * pangoScale
            guard abs(userX) < 1_000_000, abs(userY) < 1_000_000 else { return nil }
            return (Int32(userX.rounded()), Int32(userY.rounded()))
        }
    }
}

/// `PANGO_GLYPH_EMPTY` (a cast macro, which Swift does not import): a glyph
/// Pango's renderer skips and does not position.
private let pangoGlyphEmpty: PangoGlyph = 0x0FFF_FFFF
