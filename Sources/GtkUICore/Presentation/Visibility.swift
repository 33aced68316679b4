/// Whether a part of a view is shown: `.confirmationDialog(_:isPresented:titleVisibility:…)`
/// takes one for its title.
///
/// ```swift
/// .confirmationDialog("Discard changes?", isPresented: $asking, titleVisibility: .visible) { … }
/// ```
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The platform decides; on the desktop a confirmation dialog shows its title.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
