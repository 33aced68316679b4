import GtkUI

/// Buttons that animate opacity, offset, scale, rotation and width; a banner with a
/// transition; and a spinner that repeats forever while it is on.
struct MotionCatalog: View {
    @State private var isFaded = false
    @State private var isMoved = false
    @State private var isGrown = false
    @State private var angle = 0.0
    @State private var isWide = false
    @State private var isWarm = false
    @State private var showsBanner = false
    @State private var isSpinning = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 8) {
                Button("Fade") { withAnimation { isFaded.toggle() } }
                Button("Move") { withAnimation(.spring(duration: 0.4, bounce: 0.3)) { isMoved.toggle() } }
                Button("Grow") { withAnimation(.bouncy) { isGrown.toggle() } }
                Button("Turn") { withAnimation(.easeInOut(duration: 0.6)) { angle += 90 } }
                Button("Widen") { withAnimation(.smooth) { isWide.toggle() } }
                Button("Recolour") { withAnimation(.linear(duration: 0.8)) { isWarm.toggle() } }
            }
            HStack(spacing: 24) {
                swatch("Faded", .blue).opacity(isFaded ? 0.2 : 1)
                swatch("Moved", .green).offset(x: isMoved ? 40 : 0)
                swatch("Grown", .orange).scaleEffect(isGrown ? 1.4 : 1)
                swatch("Turned", .purple).rotationEffect(.degrees(angle))
            }
            .frame(height: 100)
            HStack(spacing: 12) {
                Text("Widened").padding(8).background(Color.teal.opacity(0.25))
                    .frame(width: isWide ? 320 : 120, alignment: .leading)
                Text("Recoloured").padding(8).foregroundColor(isWarm ? .white : .primary)
                    .background(isWarm ? Color.red : Color.yellow.opacity(0.4))
            }
            Button(showsBanner ? "Hide the banner" : "Show the banner") {
                withAnimation(.easeOut(duration: 0.3)) { showsBanner.toggle() }
            }
            if showsBanner {
                Text("Hello from the top").padding(12)
                    .background(Color.accentColor.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Toggle("Spin", isOn: $isSpinning)
            Image(systemName: "arrow.triangle.2.circlepath")
                .rotationEffect(.degrees(isSpinning ? 360 : 0))
                .animation(
                    isSpinning ? .linear(duration: 1).repeatForever(autoreverses: false) : .default, value: isSpinning)
        }
    }

    private func swatch(_ title: String, _ color: Color) -> some View {
        Text(title).frame(width: 70, height: 50)
            .background(color.opacity(0.3), in: RoundedRectangle(cornerRadius: 8))
    }
}
