import BezelSafeFiles

/// BezelSafeFiles' ``BezelSafeFiles/PthreadLocked``, under the name the
/// modules above BezelGraphics have always used: the one lock of Bezel.
public typealias PthreadLocked = BezelSafeFiles.PthreadLocked
