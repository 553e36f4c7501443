import Bezel
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

extension SampleGlyph {
    /// A small landscape "photo" drawn in code: a sunset sky, a sun, green
    /// hills and a row of coloured stripes, for image views and blur views.
    public static func landscape(size: Size = Size(width: 160, height: 100), scale: Double = 2) throws -> Image {
        let surface = try ImageSurface(size: size, scale: scale)
        let canvas = surface.canvas
        let w = size.width, h = size.height
        let sky = LinearGradient(start: .zero, end: Point(x: 0, y: h * 0.7), stops: [
            GradientStop(0, Color(red: 0.25, green: 0.35, blue: 0.75)),
            GradientStop(0.6, Color(red: 0.95, green: 0.55, blue: 0.45)),
            GradientStop(1, Color(red: 1, green: 0.8, blue: 0.5)),
        ])
        canvas.fill(.rect(Rect(size: size)), with: .linearGradient(sky))
        canvas.fill(.circle(center: Point(x: w * 0.7, y: h * 0.35), radius: h * 0.16),
                    with: Color(red: 1, green: 0.93, blue: 0.6))
        var hills = Path()
        hills.move(to: Point(x: 0, y: h * 0.7))
        hills.curve(to: Point(x: w, y: h * 0.62), control1: Point(x: w * 0.3, y: h * 0.5),
                    control2: Point(x: w * 0.6, y: h * 0.8))
        hills.line(to: Point(x: w, y: h))
        hills.line(to: Point(x: 0, y: h))
        hills.close()
        canvas.fill(hills, with: Color(red: 0.2, green: 0.5, blue: 0.35))
        let stripes = 8
        for i in 0..<stripes {
            let x = w * Double(i) / Double(stripes)
            canvas.fill(Rect(x: x, y: h * 0.88, width: w / Double(stripes), height: h * 0.12),
                        with: Color(hue: Double(i) / Double(stripes), saturation: 0.75, brightness: 0.95))
        }
        return try surface.makeImage()
    }
}
