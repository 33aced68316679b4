import Foundation

extension Path: Shape {
    /// The path itself, in its own coordinates, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }
}
