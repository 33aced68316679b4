import Foundation

/// A 2-D affine transform, as CoreGraphics has it: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Foundation on Linux has no CoreGraphics, so GtkUI declares the subset that
/// ``GraphicsContext/transform`` and `Path` need, with CoreGraphics' names.
///
/// ```swift
/// let turn = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
/// let moved = CGPoint(x: 1, y: 0).applying(turn)
/// ```
public struct CGAffineTransform: Hashable, Sendable {
    /// The x scale (first row, first column).
    public var a: CGFloat
    /// The y shear (first row, second column).
    public var b: CGFloat
    /// The x shear (second row, first column).
    public var c: CGFloat
    /// The y scale (second row, second column).
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// A transform with these matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// Moves by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// Scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// Rotates by `angle` radians, clockwise on screen (y points down).
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether the transform leaves every point where it is.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation by (`tx`, `ty`) applied before this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale applied before this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; `self` unchanged when it cannot be undone.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

extension CGPoint {
    /// The point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> CGPoint {
        CGPoint(
            x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty)
    }
}
