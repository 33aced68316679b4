import Foundation

extension Path {
    /// The distance of a cubic Bézier's control points from a quarter circle's ends, per unit of
    /// radius, for the closest fit to a circle.
    static let quarterCircleControl = 0.552_284_749_830_793_6

    /// Adds the outline of `rect`, clockwise from its top-left corner.
    public mutating func addRect(_ rect: CGRect) {
        let rect = rect.standardized
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
    }

    /// Adds the outlines of `rects`.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// Adds the outline of `rect` with elliptical corners of `cornerSize`, shrunk in proportion
    /// where they would overlap; ``RoundedCornerStyle/continuous`` corners are drawn circular.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rect = rect.standardized
        // Corners too large for the rect shrink in proportion, as CSS's border-radius does, so a
        // circular corner stays circular.
        let width = max(0, cornerSize.width)
        let height = max(0, cornerSize.height)
        let shrink = min(1, width > 0 ? rect.width / (2 * width) : 1, height > 0 ? rect.height / (2 * height) : 1)
        let rx = width * shrink
        let ry = height * shrink
        guard rx > 0, ry > 0 else {
            addRect(rect)
            return
        }
        let kx = rx * Self.quarterCircleControl
        let ky = ry * Self.quarterCircleControl
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: CGPoint(x: minX + rx, y: minY))
        addLine(to: CGPoint(x: maxX - rx, y: minY))
        addCurve(
            to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + kx, y: minY),
            control2: CGPoint(x: maxX, y: minY + ry - ky))
        addLine(to: CGPoint(x: maxX, y: maxY - ry))
        addCurve(
            to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + ky),
            control2: CGPoint(x: maxX - rx + kx, y: maxY))
        addLine(to: CGPoint(x: minX + rx, y: maxY))
        addCurve(
            to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - kx, y: maxY),
            control2: CGPoint(x: minX, y: maxY - ry + ky))
        addLine(to: CGPoint(x: minX, y: minY + ry))
        addCurve(
            to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - ky),
            control2: CGPoint(x: minX + rx - kx, y: minY))
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect`, as four cubic Bézier curves clockwise from its
    /// rightmost point.
    public mutating func addEllipse(in rect: CGRect) {
        let rect = rect.standardized
        let rx = rect.width / 2
        let ry = rect.height / 2
        let kx = rx * Self.quarterCircleControl
        let ky = ry * Self.quarterCircleControl
        let (cx, cy) = (rect.midX, rect.midY)
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
            control2: CGPoint(x: cx + kx, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + ky))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
            control2: CGPoint(x: cx - kx, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`, joined to the
    /// current point by a line.
    ///
    /// Angles grow from the positive x axis towards positive y — downwards on screen — and, as
    /// in SwiftUI, `clockwise` is meant in flipped, y-up coordinates: `clockwise: false` sweeps
    /// towards growing angles, which turns clockwise on screen.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        var sweep = endAngle.radians - startAngle.radians
        let fullTurn = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= fullTurn }
        } else {
            while sweep < 0 { sweep += fullTurn }
        }
        let start = point(on: center, radius: radius, angle: startAngle.radians)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        // Each segment of at most a quarter turn is one cubic Bézier with handles of this length.
        let handle = 4.0 / 3.0 * tan(step / 4) * Double(radius)
        var angle = startAngle.radians
        for _ in 0..<segments {
            let next = angle + step
            let from = point(on: center, radius: radius, angle: angle)
            let to = point(on: center, radius: radius, angle: next)
            addCurve(
                to: to, control1: CGPoint(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
                control2: CGPoint(x: to.x + handle * sin(next), y: to.y - handle * cos(next)))
            angle = next
        }
    }

    private func point(on center: CGPoint, radius: CGFloat, angle: Double) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}
