import BezelFiles

extension ThemeComparisonPage {
    /// The changed tiles that have text under the contrast minimum in the after theme.
    public var failingChangedTiles: [Tile] {
        changed.filter { !$0.afterFindings.isEmpty }
    }

    /// The after theme's failing pairs that did not fail before (a pair is
    /// its control and part: its colours and ratio may have changed).
    public var newFindings: [LintFinding] {
        Self.findings(after.findings, notIn: before.findings)
    }

    /// The before theme's failing pairs that pass after.
    public var fixedFindings: [LintFinding] {
        Self.findings(before.findings, notIn: after.findings)
    }

    /// The findings of `findings` whose pair (control and part) is not one of `others`.
    static func findings(_ findings: [LintFinding], notIn others: [LintFinding]) -> [LintFinding] {
        let pairs = Set(others.map(pair))
        return findings.filter { !pairs.contains(pair($0)) }
    }

    /// What a finding measures, whatever its colours: `button` + `selected.title`.
    static func pair(_ finding: LintFinding) -> String {
        finding.control + "\n" + finding.part
    }

    /// `4.5`: the lint's minimum as the page writes it.
    static var minimum: String {
        let value = ThemeLint.minimum
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
