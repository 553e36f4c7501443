import BezelGraphics

/// Images drawn in code for previews and tests, so they need no files.
public enum SampleGlyph {
    /// A "play" glyph: a blue disc with a white triangle, transparent around
    /// the disc (so a grayscale copy shows whether alpha was kept), `size`
    /// points square at `scale`.
    public static func play(size: Double = 32, scale: Double = 2) throws -> Image {
        let surface = try ImageSurface(size: Size(width: size, height: size), scale: scale)
        let canvas = surface.canvas
        let r = size / 2
        let blue = Color(red: 0x34 / 255.0, green: 0x78 / 255.0, blue: 0xF6 / 255.0)
        canvas.fill(.circle(center: Point(x: r, y: r), radius: r), with: blue)
        var triangle = Path()
        triangle.move(to: Point(x: r * 0.75, y: r * 0.5))
        triangle.line(to: Point(x: r * 1.5, y: r))
        triangle.line(to: Point(x: r * 0.75, y: r * 1.5))
        triangle.close()
        canvas.fill(triangle, with: .white)
        return try surface.makeImage()
    }
}
