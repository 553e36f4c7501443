import Testing
import BezelGraphics
@testable import Bezel

@Suite struct RightToLeftLayoutTests {
    private func fixed(_ width: Double) -> FrameView { View().frame(width: width, height: 10) }

    @Test func horizontalStacksRunFromTheRightUnderRightToLeft() throws {
        let a = fixed(30), b = fixed(50)
        let stack = HStack(spacing: 10) { a; b }
        let window = Window(size: Size(width: 200, height: 50))
        window.addSubview(stack)
        try stack.layout(.tight(Size(width: 200, height: 10)))
        #expect(a.frame.minX == 0 && b.frame.minX == 40)
        window.traitOverrides = Traits(layoutDirection: .rightToLeft)
        try stack.layout(.tight(Size(width: 200, height: 10)))
        #expect(a.frame.maxX == 200 && b.frame.maxX == 160, "\(a.frame) \(b.frame)")
        stack.semanticContentAttribute = .forceLeftToRight
        try stack.layout(.tight(Size(width: 200, height: 10)))
        #expect(a.frame.minX == 0)
    }

    @Test func leadingAndTrailingAcrossAVerticalStackFollowTheDirection() throws {
        let a = fixed(30)
        let stack = VStack(alignment: .leading) { a }
        let window = Window(size: Size(width: 200, height: 50))
        window.traitOverrides = Traits(layoutDirection: .rightToLeft)
        window.addSubview(stack)
        try stack.layout(.tight(Size(width: 200, height: 10)))
        #expect(a.frame.maxX == 200)
        stack.horizontalAlignment = .trailing
        try stack.layout(.tight(Size(width: 200, height: 10)))
        #expect(a.frame.minX == 0)
        let z = fixed(20)
        let zstack = ZStack(alignment: .topLeading) { z }
        window.addSubview(zstack)
        try zstack.layout(.tight(Size(width: 100, height: 50)))
        #expect(z.frame.maxX == 100)
    }

    @Test func directionalPaddingSwapsItsSidesAndPhysicalPaddingDoesNot() throws {
        let inner = fixed(10), plain = fixed(10)
        let directional = inner.padding(leading: 5, trailing: 20)
        let physical = PaddingView(EdgeInsets(top: 0, left: 5, bottom: 0, right: 20), child: plain)
        let window = Window(size: Size(width: 200, height: 50))
        window.addSubview(directional)
        window.addSubview(physical)
        window.traitOverrides = Traits(layoutDirection: .rightToLeft)
        try directional.layout(.loose(Size(width: 200, height: 50)))
        try physical.layout(.loose(Size(width: 200, height: 50)))
        #expect(inner.frame.minX == 20 && directional.frame.width == 35)
        #expect(plain.frame.minX == 5)
    }
}
