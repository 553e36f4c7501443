import Bezel
import BezelGraphics
import BezelSnapshotResults
import Foundation
import IssueReporting

/// The issues a rendered view's texts that do not show whole make under a
/// text finding policy, for the `.image(scale:…)` strategy.
enum TextFindingIssues {
    /// One issue: its message, and whether it fails the test (else it is a warning).
    struct Issue: Equatable {
        var message: String
        var isFailure: Bool
    }

    /// Reports `issue` at the strategy's call site: a failure through
    /// IssueReporting; a warning as a Swift Testing issue of severity
    /// `.warning`, else (XCTest, where IssueReporting would call `XCTFail`
    /// even for a warning, or no test) as ``warningLine(_:filePath:line:column:)`` on standard error.
    static func report(_ issue: Issue, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        if issue.isFailure {
            reportIssue(issue.message, fileID: fileID, filePath: filePath, line: line, column: column)
        } else if case .swiftTesting = TestContext.current {
            reportIssue(issue.message, severity: .warning, fileID: fileID, filePath: filePath, line: line, column: column)
        } else {
            let text = warningLine(issue.message, filePath: "\(filePath)", line: line, column: column) + "\n"
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// `path:line:column: warning: message`, the form compilers and editors read.
    static func warningLine(_ message: String, filePath: String, line: UInt, column: UInt) -> String {
        "\(filePath):\(line):\(column): warning: \(message)"
    }

    /// The issues of `view` (rendered at `scale`) under `policy`, else
    /// `BEZEL_TEXT_FINDINGS` from `environment` (the process's when nil),
    /// else `warn`. A variable that is not a policy is one failing issue.
    static func issues(of view: View, scale: Double, policy: TextFindingPolicy?,
                       environment: [String: String]? = nil) -> [Issue] {
        let name = TextFindingPolicy.environmentVariable
        let value = environment.map { $0[name] } ?? getenv(name).map { String(cString: $0) }
        let resolved: TextFindingPolicy
        do {
            resolved = try TextFindingPolicy.resolve(explicit: policy, environmentValue: value)
        } catch {
            return [Issue(message: error.description, isFailure: true)]
        }
        guard resolved != .off else { return [] }
        let traits = view.traitCollection
        let environment = SnapshotEnvironment(scale: scale, direction: traits.layoutDirection.rawValue,
                                              textSize: traits.contentSizeCategory.name, language: traits.language)
        return view.textFindings().map { finding in
            let found = SnapshotTextFinding(kind: finding.kind.rawValue, view: finding.viewName, part: "\(finding.part)",
                                            detail: finding.detail, environment: environment)
            return resolved == .fail
                ? Issue(message: "A text does not show whole, and the text finding policy is \"fail\": \(found)",
                        isFailure: true)
                : Issue(message: "A text does not show whole: \(found) (\(name)=fail or textFindings: .fail makes this "
                            + "a failure; .off silences it)", isFailure: false)
        }
    }

    /// The issues of `view`'s texts whose contrast, measured on `image` (its
    /// render at `scale` over `background`) and a render without text, is
    /// under WCAG's ratio, under `policy`, else `BEZEL_ACCESSIBILITY_FINDINGS`
    /// from `environment`, else `warn`; nothing is rendered under `off`.
    static func contrastIssues(of view: View, image: BezelGraphics.Image, scale: Double, background: Color?,
                               policy: FindingPolicy?, environment: [String: String]? = nil) -> [Issue] {
        let name = FindingCategory.accessibility.environmentVariable
        let value = environment.map { $0[name] } ?? getenv(name).map { String(cString: $0) }
        let resolved: FindingPolicy
        do {
            resolved = try FindingPolicy.resolve(explicit: policy, environmentValue: value, category: .accessibility)
        } catch {
            return [Issue(message: error.description, isFailure: true)]
        }
        guard resolved != .off else { return [] }
        let findings: [AccessibilityFinding]
        do {
            findings = try view.contrastFindings(scale: scale, background: background, rendered: image)
        } catch {
            return [Issue(message: "Bezel could not measure the contrast of \(type(of: view))'s texts: \(error)", isFailure: true)]
        }
        let traits = view.traitCollection
        let environment = SnapshotEnvironment(scale: scale, direction: traits.layoutDirection.rawValue,
                                              textSize: traits.contentSizeCategory.name, language: traits.language)
        return findings.map { finding in
            let found = SnapshotTextFinding(kind: finding.kind.rawValue, view: finding.elementName, part: "",
                                            detail: finding.detail, environment: environment, category: .accessibility)
            return resolved == .fail
                ? Issue(message: "An accessibility finding, and the accessibility finding policy is \"fail\": \(found)",
                        isFailure: true)
                : Issue(message: "An accessibility finding: \(found) (\(name)=fail or accessibilityFindings: .fail makes this "
                            + "a failure; .off silences it)", isFailure: false)
        }
    }
}
