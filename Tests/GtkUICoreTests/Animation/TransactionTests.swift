import Foundation
import GtkUICore
import GtkUICoreTesting
import Testing

/// Which updates animate: `withAnimation`, `.animation(_:value:)`, `.transaction`, and the
/// transitions of views inserted and removed, on the in-memory backend.
@MainActor
@Suite("Transactions")
struct TransactionTests {
    struct Box: View {
        @State var wide = false
        @State var other = 0
        @State var flag = false
        var body: some View {
            VStack {
                Toggle("Flag", isOn: $flag.animation(.snappy))
                Text("Flagged").opacity(flag ? 0.5 : 1)
                Text("Wide").frame(width: wide ? 200 : 100)
                Text("Watched").opacity(wide ? 0.5 : 1).animation(.linear(duration: 2), value: wide)
                Text("Quiet").opacity(wide ? 0.5 : 1).transaction { $0.animation = nil }
                Text("Always").opacity(wide ? 0.5 : 1).animation(.linear)
                Text("Other \(other)").padding(Double(other))
                Button("Plain") { wide.toggle() }
                Button("Animated") { withAnimation(.easeIn) { wide.toggle() } }
                Button("Other") { other += 1 }
            }
        }
    }

    private func animation(of text: String, in host: CoreHost) -> Animation? {
        host.allWidgets.first { $0.kind == "Decoration" && $0.allDescendants.contains { $0.text == text } }?
            .styleAnimation ?? host.allWidgets.first { $0.text == text }?.styleAnimation
    }

    @Test("withAnimation animates the changes it causes; .animation(value:) its subtree; .transaction can remove it")
    func animatedUpdates() {
        #expect(withAnimation(.linear) { 42 } == 42, "withAnimation returns the body's result")
        let host = CoreHost(Box())
        host.button("Plain").click()
        host.settle()
        #expect(animation(of: "Wide", in: host) == nil, "a plain change writes at once")
        #expect(animation(of: "Watched", in: host) == .linear(duration: 2), "the watched value changed")
        #expect(animation(of: "Always", in: host) == .linear, "the form without a value animates every change")
        host.button("Animated").click()
        host.settle()
        #expect(animation(of: "Wide", in: host) == .easeIn)
        #expect(animation(of: "Watched", in: host) == .linear(duration: 2), "the modifier's animation wins inside")
        #expect(animation(of: "Quiet", in: host) == nil, ".transaction removed the animation")
        host.button("Other").click()
        host.settle()
        #expect(animation(of: "Other 1", in: host) == nil, "a later plain change is not animated")
        host.toggle("Flag").toggle()
        host.settle()
        #expect(animation(of: "Flagged", in: host) == .snappy, "a binding's animation animates what its writes cause")
        var transaction = Transaction(animation: .bouncy)
        transaction.disablesAnimations = true
        #expect(withTransaction(transaction) { "done" } == "done")
    }

    struct Toggled: View {
        @State var shown = false
        var body: some View {
            VStack {
                if shown { Text("Banner").transition(.move(edge: .top)) }
                if shown { Text("Faded") }
                ForEach(shown ? [1, 2] : [1], id: \.self) { Text("Row \($0)").transition(.scale) }
                Button("Toggle") { withAnimation(.easeOut) { shown.toggle() } }
                Button("Instant") { shown.toggle() }
            }
        }
    }

    @Test("Views inserted or removed under animation transition: their own transition, else a fade")
    func transitions() {
        let host = CoreHost(Toggled())
        host.button("Instant").click()
        host.settle()
        #expect(host.backend.transitions.isEmpty, "no animation, no transition")
        host.button("Instant").click()
        host.settle()
        host.button("Toggle").click()
        host.settle()
        let inserted = host.backend.transitions
        #expect(inserted.count == 3 && inserted.allSatisfy { $0.isInsertion && $0.animation == .easeOut })
        #expect(inserted.contains { $0.effect.fractionY == -1 && $0.widget.kind == "Decoration" })
        #expect(inserted.contains { $0.effect.opacity == 0 && $0.widget.text == "Faded" })
        #expect(inserted.contains { $0.effect.scale == 0 })
        host.button("Toggle").click()
        host.settle()
        let removed = host.backend.transitions.dropFirst(3)
        #expect(removed.count == 3 && removed.allSatisfy { !$0.isInsertion })
        #expect(host.texts.contains("Row 1") && !host.texts.contains("Row 2"))
    }

    @Test("Transitions combine, run asymmetrically, and the identity does nothing")
    func transitionAlgebra() {
        let combined = AnyTransition.move(edge: .leading).combined(with: .opacity)
        #expect(combined.insertion.fractionX == -1 && combined.insertion.opacity == 0)
        let asymmetric = AnyTransition.asymmetric(insertion: .scale, removal: .slide)
        #expect(asymmetric.insertion.scale == 0 && asymmetric.removal.fractionX == 1)
        #expect(AnyTransition.slide.insertion.fractionX == -1)
        #expect(AnyTransition.identity.insertion.isIdentity && AnyTransition.identity.removal.isIdentity)
        #expect(AnyTransition.push(from: .bottom).removal.fractionY == -1)
        #expect(AnyTransition.offset(x: 10, y: 20).insertion.y == 20)
        #expect(AnyTransition.scale(scale: 0.5, anchor: .top).insertion.anchor == .top)
    }
}
