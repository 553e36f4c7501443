/// A view controller lifecycle method, as ``ViewController/lifecycleLog``
/// and ``WindowEvent/lifecycle(controller:call:)`` record it. The raw value
/// is the method's name, as traces print it.
public enum LifecycleCall: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case loadView, viewDidLoad
    case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case didReceiveMemoryWarning, viewWillUnload, saveViewState, viewDidUnload, restoreViewState

    public var description: String { rawValue }
}
