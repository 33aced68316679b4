import Foundation
import GtkUI

/// The built-in shapes, their fills and strokes, a custom shape and flexible sizing.
struct ShapesCatalog: View {
    @State private var cornerRadius = 4.0

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(verbatim: ".fill(_:)")
            HStack(spacing: 16) {
                Rectangle().fill(.blue).frame(width: 64, height: 40)
                RoundedRectangle(cornerRadius: 10).fill(.green).frame(width: 64, height: 40)
                Circle().fill(.red).frame(width: 40, height: 40)
                Ellipse().fill(.purple).frame(width: 64, height: 40)
                Capsule().fill(.orange).frame(width: 64, height: 28)
            }
            Text(verbatim: ".stroke(_:lineWidth:) and .strokeBorder(_:lineWidth:), 4 points")
            HStack(spacing: 16) {
                Circle().stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
                Circle().strokeBorder(.blue, lineWidth: 4).frame(width: 40, height: 40)
                RoundedRectangle(cornerRadius: 10).strokeBorder(.green, lineWidth: 4).frame(width: 64, height: 40)
                Capsule().stroke(.orange, style: StrokeStyle(lineWidth: 3, dash: [6, 4])).frame(width: 64, height: 28)
                Ellipse().stroke(lineWidth: 2).frame(width: 64, height: 40)
            }
            Text(verbatim: "The text colour: Circle() · .primary · .secondary · .tertiary")
            HStack(spacing: 16) {
                Circle().frame(width: 28, height: 28)
                Circle().fill(.primary).frame(width: 28, height: 28)
                Circle().fill(.secondary).frame(width: 28, height: 28)
                Circle().fill(.tertiary).frame(width: 28, height: 28)
                Triangle().fill(.pink).frame(width: 40, height: 34)
                PieSlice(degrees: 270).fill(.yellow).frame(width: 40, height: 40)
            }
            Text(verbatim: "Rectangle() in a VStack is as wide as the stack")
            VStack(spacing: 4) {
                Rectangle().fill(.blue).frame(height: 6)
                Rectangle().fill(.accentColor.opacity(0.4)).frame(height: 6)
            }
            Text(verbatim: ".aspectRatio(2, contentMode: .fit) in a 120 × 80 frame")
            Rectangle().fill(.green).aspectRatio(2, contentMode: .fit).frame(width: 120, height: 80)
                .background(Color.gray.opacity(0.2))
            HStack(spacing: 12) {
                Button("Rounder") { cornerRadius = cornerRadius >= 24 ? 0 : cornerRadius + 4 }
                RoundedRectangle(cornerRadius: cornerRadius).fill(.blue).frame(width: 80, height: 48)
                Text(verbatim: "cornerRadius: \(Int(cornerRadius))")
            }
        }
    }
}

/// A custom shape: a triangle pointing up.
struct Triangle: Shape, Equatable {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A custom shape: a slice of a circle, drawn with an arc.
struct PieSlice: Shape, Equatable {
    var degrees: Double

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            path.move(to: center)
            path.addArc(
                center: center, radius: min(rect.width, rect.height) / 2, startAngle: .degrees(-90),
                endAngle: .degrees(degrees - 90), clockwise: false)
            path.closeSubpath()
        }
    }
}
