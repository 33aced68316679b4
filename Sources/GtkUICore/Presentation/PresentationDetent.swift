import Foundation

/// A height a sheet can rest at on a phone or tablet.
///
/// Accepted so sheet code ports: a GTK sheet is a window a person resizes, as on macOS, where
/// SwiftUI ignores detents as well.
public struct PresentationDetent: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }

    private let kind: Kind

    /// About half the screen's height.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height.
    public static let large = PresentationDetent(kind: .large)
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(Double(fraction)))
    }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(Double(height)))
    }
}

extension View {
    /// Accepted for compatibility: the heights a sheet rests at on touch devices (see
    /// ``PresentationDetent``).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { _ in })
    }

    /// Accepted for compatibility, with the selected detent: on the desktop the sheet never
    /// changes detent, so `selection` is not written.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { _ in })
    }

    /// Accepted for compatibility: the grabber a touch sheet shows above its content.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier { _ in })
    }
}
