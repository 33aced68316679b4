// GtkUI is the one import apps need: the core's views and data flow, Combine's
// ObservableObject/@Published (OpenCombine), Observation's @Observable and, as with SwiftUI,
// Foundation (`UUID`, `Date`…), so SwiftUI code ports by changing the import line alone.
// On Linux `URLSession` lives in FoundationNetworking, re-exported where it exists.
@_exported import Foundation
@_exported import GtkUICore
@_exported import Observation
@_exported import OpenCombine

#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
