import BezelFiles
import BezelReplay
import BezelSnapshotResults
import Foundation

/// The references the package's scene and script files declare as they are
/// now, read from the files themselves (nothing is rendered or run), so that
/// `bezel snapshots prune` never deletes a reference a file asks for,
/// whatever a results file says or leaves out.
///
/// ```swift
/// let declared = DeclaredReferences.read(packageRoot: root, themes: .optional(root + "/Themes"))
/// declared.protect(&plan)   // orphans a file declares become kept, with the file named
/// ```
public struct DeclaredReferences: Sendable {
    /// `Suite/name.ext` of every reference a file declares, with the file that declares it.
    public var references: [String: String]
    /// Suite folders whose file could not be read, with the reason: what they declare is unknown.
    public var unknownSuites: [String: String]
    /// Why the files could not be found at all (then every orphan is kept), or nil.
    public var problem: String?

    /// Finds the scene and script files under `packageRoot` (as `bezel snapshots verify` does) and reads what each declares.
    public static func read(packageRoot: String, themes: ThemeResolver) -> DeclaredReferences {
        var declared = DeclaredReferences(references: [:], unknownSuites: [:], problem: nil)
        let sources: [SnapshotSource]
        do {
            sources = try SnapshotSources.find([packageRoot], packageRoot: packageRoot)
        } catch {
            declared.problem = "the package's scene and script files cannot be listed (\(error))"
            return declared
        }
        for source in sources {
            do {
                switch source.kind {
                case .scene:
                    let document = try SceneDocument.load(path: source.path, themesDirectory: themes.themesDirectory)
                    for job in SceneSnapshots.declared(by: document) { declared.references["\(source.suite)/\(job.name).\(job.pathExtension)"] = source.relativePath }
                case .script:
                    let script = try ScriptFile.load(path: source.path, themesDirectory: themes.themesDirectory)
                    for item in ScriptSnapshots.declared(by: script) {
                        declared.references["\(source.suite)/\(item.name).\(item.pathExtension)"] = source.relativePath
                    }
                }
            } catch {
                declared.unknownSuites[source.suite] = "\(source.relativePath) cannot be read, so what it declares is unknown"
            }
        }
        return declared
    }

    /// Moves every orphan of `plan` that a file declares, or that lies in a
    /// suite whose file cannot be read, to the plan's kept entries, saying why.
    public func protect(_ plan: inout OrphanedReferences.Plan) {
        var orphans: [OrphanedReferences.Orphan] = []
        for orphan in plan.orphans {
            if let problem {
                plan.kept.append(.init(path: orphan.path, reason: problem))
            } else if let file = references["\(orphan.suite)/\(orphan.file)"] {
                plan.kept.append(.init(path: orphan.path, reason: "\(file) declares it"))
            } else if let reason = unknownSuites[orphan.suite] {
                plan.kept.append(.init(path: orphan.path, reason: reason))
            } else {
                orphans.append(orphan)
            }
        }
        plan.orphans = orphans
    }
}
