// GtkUI is the one import apps need: the core's views and data flow, Combine's
// ObservableObject/@Published (OpenCombine) and Observation's @Observable.
@_exported import GtkUICore
@_exported import Observation
@_exported import OpenCombine
