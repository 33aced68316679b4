import GtkUI

/// Taps, a double tap, a long press, a drag and hovering, each reporting what it saw.
struct GesturesCatalog: View {
    @State private var taps = 0
    @State private var doubleTaps = 0
    @State private var isHeld = false
    @State private var isPressing = false
    @State private var offset = CGSize.zero
    @State private var isHovered = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                card("Click me: \(taps)").onTapGesture { taps += 1 }
                card("Double-click me: \(doubleTaps)").onTapGesture(count: 2) { doubleTaps += 1 }
                card(isHeld ? "Held!" : isPressing ? "Keep holding…" : "Hold me")
                    .onLongPressGesture(minimumDuration: 0.8) {
                        isHeld.toggle()
                    } onPressingChanged: {
                        isPressing = $0
                    }
            }
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 8).fill(Color.accentColor)
                    .frame(width: 60, height: 60)
                    .offset(x: offset.width, y: offset.height)
                    .gesture(
                        DragGesture()
                            .onChanged { offset = $0.translation }
                            .onEnded { _ in offset = .zero })
                Text("Dragged \(Int(offset.width)), \(Int(offset.height))").monospacedDigit()
            }
            .frame(height: 120)
            card(isHovered ? "The pointer is here" : "Point at me")
                .onHover { isHovered = $0 }
        }
    }

    private func card(_ title: String) -> some View {
        Text(title).padding(12).background(Color.secondary.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
    }
}
