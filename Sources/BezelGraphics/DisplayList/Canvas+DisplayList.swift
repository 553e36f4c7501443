import CCairoPango

extension DisplayList {
    /// Records what `draw` draws on a canvas of `size` points at `scale`
    /// pixels per point, drawing nothing: the canvas answers every question
    /// (its transform, its pixel alignment) as an image's canvas of that
    /// size and scale would, and its clip is the size.
    ///
    /// - Throws: ``GraphicsError`` for a size or scale an ``ImageSurface``
    ///   refuses, and what `draw` throws.
    public static func recording(size: Size, scale: Double = 1, _ draw: (Canvas) throws -> Void) throws -> DisplayList {
        let (width, height) = try ImageSurface.pixelSize(for: size, scale: scale, what: "display list")
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, scale, scale)
        let canvas = Canvas(surface: surface!, owner: nil, deviceScale: scale)
        let recorder = DisplayListRecorder()
        canvas.recorder = recorder
        try draw(canvas)
        return recorder.finish()
    }
}

extension Canvas {
    /// Whether the canvas records a ``DisplayList`` rather than draws.
    public var isRecording: Bool { recorder != nil }

    /// Whether what records on this canvas may put groups kept from an
    /// earlier recording of the same place into the list (``draw(group:)``)
    /// instead of recording them again: set by whoever records frame after
    /// frame of one place (a window's captures). False by default, and on
    /// a canvas that draws.
    public var keepsGroups: Bool {
        get { recorder?.keepsGroups ?? false }
        set { recorder?.keepsGroups = newValue }
    }

    /// Draws `list`: the canvas calls its nodes stand for, in order, from
    /// the canvas's current state (a recording canvas records them again,
    /// keeping the list's groups).
    public func draw(_ list: DisplayList) {
        for item in list.items {
            switch item {
            case .saveState: saveState()
            case .restoreState: restoreState()
            case let .blendMode(mode): blendMode = mode
            case let .translate(x, y): translate(x: x, y: y)
            case let .scale(x, y): scale(x: x, y: y)
            case let .rotate(angle): rotate(by: angle)
            case let .concatenate(transform): concatenate(transform)
            case let .clip(path, rule): clip(to: path, rule: rule)
            case let .paint(color): paint(color)
            case let .fill(path, paint, rule): fill(path, with: paint, rule: rule)
            case let .stroke(path, paint, style): stroke(path, with: paint, style: style)
            case let .image(image, rect, alpha, interpolation): draw(image, in: rect, alpha: alpha, interpolation: interpolation)
            case let .text(layout, origin, color): layout.draw(in: self, at: origin, color: color)
            case let .shadow(path, rule, shadow): drawShadow(of: path, rule: rule, shadow: shadow)
            case let .layer(alpha, inner): withTransparencyLayer(alpha: alpha) { draw(inner) }
            case let .group(group): draw(listed: group)
            }
        }
    }

    /// Draws `group`'s nodes here; a recording canvas keeps the group itself
    /// where it can (``canKeep(_:)``), and records the nodes again as a new
    /// group otherwise.
    public func draw(group: DisplayGroup) {
        if keep(group) { return }
        if redraw != nil, canKeep(group) { return draw(listed: group) }
        if recorder != nil {
            _ = recordGroup(owner: group.owner) { draw(group.list) }
            return
        }
        draw(group.list)
    }

    /// On a recording canvas, puts `group` into the list as it is when it
    /// can be kept here (``canKeep(_:)``) and returns true; otherwise does
    /// nothing and returns false (a view then records its nodes again).
    public func keep(_ group: DisplayGroup) -> Bool {
        guard let recorder, canKeep(group) else { return false }
        recorder.append(.group(group), reaching: group.list.reach)
        return true
    }

    /// Draws `group`, a node of a list being drawn: under the transform it
    /// was recorded under it stands under its clip too (the list's nodes
    /// before it put the canvas in the state they were recorded in), so
    /// while a frame is drawn in part a balanced group reaching none of the
    /// regions is left out, having no pixel in them.
    private func draw(listed group: DisplayGroup) {
        if let redraw, redraw.layerDepth == 0, group.isBalanced, group.transform == currentTransform,
           group.list.bounds.map({ redraw.placement(of: $0) == .outside }) ?? true {
            return
        }
        if recorder != nil { return draw(group: group) }
        draw(group.list)
    }

    /// Whether `group`, recorded earlier under a transform that differs from
    /// the current one by a translation alone, would change no pixel inside
    /// the clip here: its nodes' extent with no clip, moved by that
    /// translation and grown by three device pixels (snapping to whole
    /// pixels lands another way at another place), misses the clip. A
    /// recording canvas can then leave the group out (a row scrolled out of
    /// its scroll view) without recording it again.
    public func wouldDrawOutsideClip(_ group: DisplayGroup) -> Bool {
        let now = currentTransform, then = group.transform
        guard now.a == then.a, now.b == then.b, now.c == then.c, now.d == then.d else { return false }
        // A group that drew nothing may draw at another place (a blur view clipped away has no backdrop).
        guard let extent = group.list.extent else { return false }
        let dx = now.tx - then.tx, dy = now.ty - then.ty
        guard let moved = Self.pixelBox(minX: Double(extent.x) + dx - 3, minY: Double(extent.y) + dy - 3,
                                        maxX: Double(extent.x + extent.width) + dx + 3,
                                        maxY: Double(extent.y + extent.height) + dy + 3)
        else { return false }
        return clipBox().map { moved.intersection($0) == nil } ?? true
    }

    /// Whether `group`, recorded earlier, stands here as it stood then: under
    /// the same device transform and clip, so that its nodes and boxes hold.
    public func canKeep(_ group: DisplayGroup) -> Bool {
        group.transform == currentTransform && group.clip == clipBox()
    }

    /// Runs `body`; on a recording canvas what it draws becomes one retained
    /// group, which is returned (nil on a canvas that draws). `body` must
    /// leave the canvas's state as it found it (save and restore in pairs).
    ///
    /// - Parameter owner: what the group is recorded for, told apart by identity.
    public func recordGroup(owner: ObjectIdentifier?, _ body: () -> Void) -> DisplayGroup? {
        guard let recorder else {
            body()
            return nil
        }
        let transform = currentTransform, clip = clipBox()
        recorder.open()
        body()
        let group = DisplayGroup(list: recorder.close(), transform: transform, clip: clip, owner: owner)
        recorder.append(.group(group), reaching: group.list.reach)
        return group
    }

    /// ``withTransparencyLayer(alpha:_:)`` on a recording canvas: `body`'s
    /// nodes in a layer node, under a saved state that is not recorded (the
    /// layer saves it when drawn).
    func recordLayer(alpha: Double, in recorder: DisplayListRecorder, _ body: () throws -> Void) rethrows {
        recorder.open()
        cairo_save(cairo)
        let blend = blendMode
        defer {
            cairo_restore(cairo)
            if blendMode != blend { blendModeRestored(blend) }
            let inner = recorder.close()
            recorder.append(.layer(alpha: alpha, inner), reaching: inner.reach)
        }
        try body()
    }

    /// The device pixels an operation whose shape lies in `rect` (user
    /// space) can change, within the clip and with none, while recording:
    /// nothing for no shape; the whole clip when the blend mode changes
    /// pixels outside the shape, or the shape is not finite.
    func recordedBox(of rect: Rect?, outset: Double = 1) -> RecordedReach {
        let clip = clipBox()
        guard !blendMode.changesPixelsOutsideTheShape else { return .whole(clip) }
        guard let rect else { return .nothing }
        guard let box = deviceBox(of: rect, outset: outset) else { return .whole(clip) }
        return RecordedReach(visible: clip.flatMap { box.intersection($0) }, unclipped: box)
    }

    /// ``recordedBox(of:outset:)`` for the shadow of `path`: the blurred
    /// silhouette's pixels, moved by `offset` (user space).
    func recordedShadowBox(of path: Path, sigmaInPixels sigma: Double, offset: Size) -> RecordedReach {
        let clip = clipBox()
        guard !blendMode.changesPixelsOutsideTheShape else { return .whole(clip) }
        let m = currentTransform
        let dx = m.a * offset.width + m.c * offset.height, dy = m.b * offset.width + m.d * offset.height
        let pad = Double(BoxBlur.extent(sigma: sigma) + 2)
        guard let silhouette = deviceBox(of: path.controlBounds, outset: pad),
              let moved = Self.pixelBox(minX: Double(silhouette.x) + dx - 1, minY: Double(silhouette.y) + dy - 1,
                                        maxX: Double(silhouette.x + silhouette.width) + dx + 1,
                                        maxY: Double(silhouette.y + silhouette.height) + dy + 1)
        else { return .whole(clip) }
        return RecordedReach(visible: clip.flatMap { moved.intersection($0) }, unclipped: moved)
    }
}
