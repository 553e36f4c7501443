// Assertions are a thin layer over the checks: everything a test uses
// (strategies, record modes, locations, results, state matrices) comes from
// BezelSnapshots, so `import BezelSnapshotTesting` is the only import a test needs.
@_exported import BezelSnapshots
// The text finding vocabulary lives in BezelSnapshotResults (results files keep it); a test names it from here.
@_exported import enum BezelSnapshotResults.TextFindingPolicy
@_exported import enum BezelSnapshotResults.FindingCategory
@_exported import typealias BezelSnapshotResults.FindingPolicy
@_exported import struct BezelSnapshotResults.SnapshotTextFinding
@_exported import struct BezelSnapshotResults.SnapshotEnvironment
