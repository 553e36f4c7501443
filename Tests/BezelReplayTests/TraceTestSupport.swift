import Bezel
import BezelReplay


/// Control events a control sent at once, as ``ReplaySession/eventsOfLastStep`` lists them.
func sent(_ type: String, _ identifier: String, _ events: ControlEvents) -> SentControlEvents {
    SentControlEvents(view: TraceView(typeName: type, identifier: identifier), events: events)
}
