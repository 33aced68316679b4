import GtkUI

/// An image loaded from a URL with a placeholder, a canvas drawn with a graphics context that
/// follows a slider, clocks driven by a periodic and a frame-driven timeline, and a view sized
/// by its scroll view.
struct AsyncAndDrawingCatalog: View {
    @State private var level = 0.6
    @State private var isSpinning = false
    @State private var reload = 0

    private var photoURL: URL { URL(fileURLWithPath: ImagesCatalog.sample("landscape.png")) }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                AsyncImage(url: photoURL) { image in
                    image.resizable().scaledToFit()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 120, height: 80)
                .id(reload)
                AsyncImage(url: photoURL.deletingLastPathComponent().appendingPathComponent("missing.png")) { phase in
                    if phase.error != nil {
                        Label("Could not load", systemImage: "exclamationmark.triangle")
                    } else {
                        ProgressView()
                    }
                }
                Button("Reload") { reload += 1 }
            }
            Canvas { context, size in
                let bounds = CGRect(origin: .zero, size: size)
                context.fill(Path(roundedRect: bounds, cornerRadius: 8), with: .color(.gray.opacity(0.2)))
                let bar = CGRect(x: 0, y: 0, width: size.width * level, height: size.height)
                context.fill(
                    Path(roundedRect: bar, cornerRadius: 8),
                    with: .linearGradient(
                        Gradient(colors: [.blue, .purple]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
                context.draw(
                    Text("\(Int(level * 100)) %").font(.headline),
                    at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
            .frame(width: 240, height: 36)
            Slider(value: $level, in: 0...1) { Text("Level") }
                .frame(width: 240)
            HStack(spacing: 16) {
                // The seconds hand is drawn, not written, so a screen reader reads the same page
                // as it is shown.
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Canvas { graphics, size in
                        let second = Calendar.current.component(.second, from: context.date)
                        graphics.stroke(
                            Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 1, dy: 1)),
                            with: .foreground, lineWidth: 1)
                        graphics.translateBy(x: size.width / 2, y: size.height / 2)
                        graphics.rotate(by: .degrees(Double(second) * 6))
                        graphics.fill(Path(CGRect(x: -1, y: -14, width: 2, height: 14)), with: .foreground)
                    }
                    .frame(width: 32, height: 32)
                }
                Text("Seconds")
                TimelineView(.animation(minimumInterval: 1.0 / 30, paused: !isSpinning)) { context in
                    Canvas { graphics, size in
                        let seconds = context.date.timeIntervalSinceReferenceDate
                        graphics.translateBy(x: size.width / 2, y: size.height / 2)
                        graphics.rotate(by: .degrees(seconds.truncatingRemainder(dividingBy: 2) * 180))
                        graphics.fill(Path(CGRect(x: -3, y: -14, width: 6, height: 14)), with: .style(.tint))
                    }
                    .frame(width: 32, height: 32)
                }
                Toggle("Spin", isOn: $isSpinning)
            }
            Text("Half the visible width")
                .containerRelativeFrame(.horizontal) { width, _ in width / 2 }
                .background(.quaternary)
        }
    }
}
