import CCairoPango

extension TextLayout {
    /// The offset, in `Character`s of ``text``, of the character whose glyph
    /// is under `point` (in layout coordinates), or nil when `point` is not
    /// on any line: above the first, below the last, or beside a line's ends
    /// (such as the empty space left and right of a short centred line).
    ///
    /// A point over the "…" of an ellipsis gives the first character it
    /// stands for; a point over the "…" that ends text cut by
    /// ``TextStyle/maxLines`` gives the last character shown.
    ///
    /// See also: ``glyphBox(forCharacterAt:)``, ``caretOffset(closestTo:)``.
    public func characterIndex(at point: Point) -> Int? {
        guard point.isFinite, visibleCharacterCount > 0 else { return nil }
        var byteIndex: Int32 = 0
        var trailing: Int32 = 0
        let inside = withMeasuringLayout { layout in
            pango_layout_xy_to_index(layout, pangoUnits(point.x - blockOffsetX), pangoUnits(point.y),
                                     &byteIndex, &trailing)
        }
        // `inside` is false when Pango had to clamp the point onto the
        // nearest line; `trailing` only says which half of the glyph was hit.
        guard inside != 0 else { return nil }
        let offset = characterMap.characterOffset(ofByte: Int(byteIndex))
        return min(offset, visibleCharacterCount - 1)
    }

    /// The caret position nearest `point`: an offset from 0 (before the first
    /// character) to ``characterCount`` (after the last), in `Character`s.
    /// Unlike ``characterIndex(at:)`` this always answers: a point beside a
    /// line gives that line's nearest end, a point above or below the text
    /// gives a place on the first or last line.
    public func caretOffset(closestTo point: Point) -> Int {
        guard point.isFinite else { return 0 }
        var byteIndex: Int32 = 0
        var trailing: Int32 = 0
        withMeasuringLayout { layout in
            _ = pango_layout_xy_to_index(layout, pangoUnits(point.x - blockOffsetX), pangoUnits(point.y),
                                         &byteIndex, &trailing)
        }
        // `trailing` counts the characters (Pango's, not Swift's) to step over
        // when the point is in the trailing half of a cluster.
        let offset = characterMap.characterOffset(ofByte: Int(byteIndex))
        let caret = trailing > 0 ? offset + 1 : offset
        return min(caret, visibleCharacterCount)
    }

    /// The x of the caret placed before the character at `offset` (in
    /// `Character`s, ``characterCount`` for after the last), in layout
    /// coordinates: Pango's strong cursor, so the caret before a
    /// right-to-left character stands at its right edge and the caret after
    /// the last character of right-to-left text at the text's left end.
    public func caretX(atOffset offset: Int) -> Double {
        let clamped = min(max(offset, 0), visibleCharacterCount)
        let byte = characterMap.byteIndex(ofCharacter: clamped)
        var strong = PangoRectangle(), weak = PangoRectangle()
        withMeasuringLayout { layout in
            // Past the last character: the end of the text Pango holds.
            let index = byte.map(Int32.init) ?? Int32(strlen(pango_layout_get_text(layout)))
            pango_layout_get_cursor_pos(layout, index, &strong, &weak)
        }
        return Double(strong.x) / pangoScale + blockOffsetX
    }

    /// The box of the glyph (logical extents: advance width by line height)
    /// of the character at `offset` (in `Character`s of ``text``), in layout
    /// coordinates; nil when `offset` is outside the text or the character
    /// was cut by ``TextStyle/maxLines``.
    ///
    /// A newline gives a box of zero width at the end of its line. A
    /// character hidden by an ellipsis gives the box Pango reports for it
    /// (the ellipsis's).
    public func glyphBox(forCharacterAt offset: Int) -> Rect? {
        guard offset >= 0, offset < visibleCharacterCount,
              let byte = characterMap.byteIndex(ofCharacter: offset) else { return nil }
        var rect = PangoRectangle()
        withMeasuringLayout { layout in
            pango_layout_index_to_pos(layout, Int32(byte), &rect)
        }
        // A right-to-left glyph has a negative width: normalise.
        let x0 = Double(min(rect.x, rect.x + rect.width)) / pangoScale
        let width = Double(abs(rect.width)) / pangoScale
        let y0 = Double(min(rect.y, rect.y + rect.height)) / pangoScale
        let height = Double(abs(rect.height)) / pangoScale
        return Rect(x: x0 + blockOffsetX, y: y0, width: width, height: height)
    }

    /// The boxes of every line, top to bottom, in layout coordinates
    /// (logical extents, so a line's box is as tall as the line).
    public var lineBoxes: [Rect] {
        withMeasuringLayout { layout in
            var boxes: [Rect] = []
            guard let iterator = pango_layout_get_iter(layout) else { return boxes }
            defer { pango_layout_iter_free(iterator) }
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                boxes.append(Rect(x: Double(logical.x) / pangoScale + blockOffsetX, y: Double(logical.y) / pangoScale,
                                  width: Double(logical.width) / pangoScale, height: Double(logical.height) / pangoScale))
            } while pango_layout_iter_next_line(iterator) != 0
            return boxes
        }
    }
}
