// Assertions are a thin layer over the checks: everything a test uses
// (strategies, record modes, locations, results, state matrices) comes from
// BezelSnapshots, so `import BezelSnapshotTesting` is the only import a test needs.
@_exported import BezelSnapshots
