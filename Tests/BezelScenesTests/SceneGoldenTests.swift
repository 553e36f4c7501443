import Bezel
import BezelFileFixtures
import BezelSceneFixtures
@testable import BezelFiles
import BezelGraphics
import BezelScenes
import Testing

/// A scene file renders exactly as the same screen declared in Swift.
@Suite struct SceneGoldenTests {
    private func pixels(_ window: Window) throws -> [UInt32] {
        try window.renderImage(scale: window.scale).premultipliedARGB()
    }

    private func window(_ root: View, size: Size, background: Color) throws -> Window {
        let window = Window(size: size, scale: 2)
        window.backgroundColor = background
        window.addSubview(root)
        try root.layout(.tight(size))
        return window
    }

    @Test func theTimerExampleMatchesItsSwiftDeclaration() throws {
        let scene = try SceneFile.load(path: SceneTestSupport.examplesFolder + "/timer.yaml")
        let theme = Theme.default
        var titleStyle = theme.label, timeStyle = theme.label
        titleStyle.font = Font(size: 22, weight: .bold)
        timeStyle.font = Font(family: Font.monospacedFamily, size: 40)
        let remaining = Label("00:10", style: timeStyle)
        remaining.alignment = .center
        let root = VStack(spacing: 12, alignment: .fill) {
            Label("Timer", style: titleStyle)
            remaining
            HStack(spacing: 12) {
                Button(title: "Start", style: theme.button).grow(1)
                Button(title: "Stop", style: theme.button).enabled(false).grow(1)
            }
            HStack(spacing: 8, alignment: .center) {
                Label("Alarm (seconds below)", style: theme.label)
                Spacer()
                Switch(isOn: true, style: theme.switch)
            }
            Slider(value: 10, minimumValue: 1, maximumValue: 60, style: theme.slider)
            Spacer()
        }.padding(16)
        let swift = try window(root, size: Size(width: 320, height: 240), background: Theme.default.backgroundColor)
        let file = try scene.makeWindow()
        #expect(file.bounds == swift.bounds && file.scale == swift.scale)
        #expect(try pixels(file) == pixels(swift))
    }

    @Test func aBezelButtonRowWithImagesMatchesItsSwiftDeclaration() throws {
        let yaml = """
            size: {width: 240, height: 100}
            background: "#FFFFFF"
            root:
              type: hstack
              padding: 10
              children:
                - {type: bezelButton, mode: toggle, recessed: true, image: play@2x.png}
                - {type: bezelButton, pushed: true, image: play@2x.png, frame: {x: 0, y: 0, width: 1, height: 1}}
                - {type: label, text: Play, alpha: 0.5, background: "#EEEEEE", cornerRadius: 4, padding: 4}
            """
        let scene = try SceneTestSupport.parse(yaml)
        let play = try Image(contentsOf: SceneTestSupport.examplesFolder + "/play@2x.png", scale: 2)
        let pushed = BezelButton(image: play)
        pushed.isPushed = true
        let grey = try Color(hex: "#EEEEEE")
        let root = HStack {
            BezelButton(image: play, mode: .toggle, recessed: true)
            pushed
            Label("Play", style: Theme.default.label).padding(4).background(grey).cornerRadius(4).opacity(0.5)
        }.padding(10)
        let swift = try window(root, size: Size(width: 240, height: 100), background: .white)
        #expect(try pixels(scene.makeWindow()) == pixels(swift))
    }
}
