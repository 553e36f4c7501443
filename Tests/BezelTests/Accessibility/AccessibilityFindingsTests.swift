import BezelGraphics
import Testing
@testable import Bezel

/// The accessibility lint's findings, each on the element it is about.
@Suite struct AccessibilityFindingsTests {
    private func screen(_ views: [View], size: Size = Size(width: 320, height: 200)) -> View {
        let root = View(frame: Rect(size: size))
        for view in views { root.addSubview(view) }
        return root
    }

    @Test func unlabelledControlsAndImagesAreFound() {
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 51, height: 44)).id("alarm")
        let labelled = Switch(frame: Rect(x: 10, y: 60, width: 51, height: 44))
        labelled.accessibility.label = "Alarm"
        let findings = screen([toggle, labelled]).accessibilityFindings()
        #expect(findings.map(\.description) == [
            "Switch#alarm: unlabelled: switch button with no label: VoiceOver says only \"switch button, off\"",
        ], "\(findings)")
    }

    @Test func labelsThatRepeatTheirTraitSmallTargetsAndDuplicates() {
        let start = Button(frame: Rect(x: 10, y: 10, width: 120, height: 44), title: "Start button").id("start")
        let tiny = Button(frame: Rect(x: 10, y: 70, width: 30, height: 20), title: "Go").id("tiny")
        let again = Button(frame: Rect(x: 150, y: 70, width: 60, height: 44), title: "go").id("again")
        let findings = screen([start, tiny, again]).accessibilityFindings()
        #expect(findings.map(\.kind) == [.labelRepeatsTrait, .smallTouchTarget, .duplicateLabel], "\(findings)")
        #expect(findings[1].detail == "30 × 20 pt, under 44 × 44")
        #expect(findings[2].description == "Button#again: duplicate-label: \"go\" is also the label of Button#tiny")
        #expect(screen([tiny]).accessibilityFindings(minimumTouchTarget: Size(width: 20, height: 20)).isEmpty)
    }

    @Test func aLinkInsideATextIsExemptFromTheTouchTargetSize() {
        let links = LinkLabel(runs: [.init("Read the "), .init("terms", link: "app://terms"), .init(".")],
                              frame: Rect(x: 10, y: 10, width: 200, height: 20))
        links.accessibility.label = "Read the terms."
        let findings = screen([links]).accessibilityFindings()
        #expect(!findings.contains { $0.kind == .smallTouchTarget }, "WCAG's inline exception: \(findings)")
        let element = links.accessibilityElements().first { $0.part == "link 0" }
        #expect(element.map { $0.frame.height < 44 } == true, "the link is small, and still not a finding")
    }

    @Test func elementsAnAncestorCutsOffAreFoundButNotInAScrollView() {
        let card = View(frame: Rect(x: 10, y: 10, width: 100, height: 60)).id("card")
        card.clipsToBounds = true
        card.addSubview(Button(frame: Rect(x: 40, y: 8, width: 80, height: 44), title: "Later").id("later"))
        let findings = screen([card]).accessibilityFindings()
        #expect(findings.map(\.description) == ["Button#later: clipped: 60 × 44 pt of its 80 × 44 pt show: View#card clips it"],
                "\(findings)")
        let scroller = ScrollView(frame: Rect(x: 10, y: 10, width: 100, height: 60))
        scroller.addSubview(Button(frame: Rect(x: 40, y: 8, width: 80, height: 44), title: "Later"))
        #expect(screen([scroller]).accessibilityFindings().isEmpty, "a scroll view brings it into sight")
    }

    @Test func elementsOutsideTheWindowAreFound() {
        let button = Button(frame: Rect(x: 290, y: 10, width: 80, height: 44), title: "Later")
        #expect(screen([button]).accessibilityFindings().map(\.kind) == [.offScreen])
    }
}
