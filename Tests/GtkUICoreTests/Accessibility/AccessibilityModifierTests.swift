import GtkUICore
import GtkUICoreTesting
import Testing

/// SwiftUI's accessibility modifiers on the in-memory backend: what each gives the widget,
/// how nested ones combine, and headings decided by font and traits.
@MainActor
@Suite("Accessibility modifiers")
struct AccessibilityModifierTests {
    struct Player: View {
        @State var volume = 60
        @State var isFavorite = false
        var body: some View {
            VStack {
                Button("＋") { volume += 10 }
                    .accessibilityLabel("Louder")
                    .foregroundColor(.red)
                    .accessibilityValue("\(volume) percent")
                    .accessibilityHint("Raises the volume by ten")
                    .accessibilityIdentifier("volume-up")
                Text("Favourite")
                    .accessibilityAddTraits(isFavorite ? .isSelected : [])
                Button("Toggle favourite") { isFavorite.toggle() }
                Text("decoration").accessibilityHidden(true)
            }
        }
    }

    @Test("label, value, hint and identifier land on the widget together; the value follows state")
    func attributesCombine() {
        let host = CoreHost(Player())
        let louder = host.button("＋")
        #expect(louder.accessibility.label == "Louder")
        #expect(louder.accessibility.value == "60 percent")
        #expect(louder.accessibility.hint == "Raises the volume by ten")
        #expect(louder.accessibility.identifier == "volume-up")
        louder.click()
        host.settle()
        #expect(host.button("＋").accessibility.value == "70 percent")
        #expect(host.button("＋").accessibility.label == "Louder")
    }

    @Test("a trait added by state is set and cleared; a hidden view is hidden")
    func selectedTraitFollowsState() {
        let host = CoreHost(Player())
        let favourite = host.allWidgets.first { $0.text == "Favourite" }
        #expect(favourite?.accessibility.isSelected == nil)
        host.button("Toggle favourite").click()
        host.settle()
        #expect(host.allWidgets.first { $0.text == "Favourite" }?.accessibility.isSelected == true)
        host.button("Toggle favourite").click()
        host.settle()
        #expect(host.allWidgets.first { $0.text == "Favourite" }?.accessibility.isSelected == nil)
        #expect(host.allWidgets.first { $0.text == "decoration" }?.accessibility.isHidden == true)
    }

    struct Headings: View {
        @State var big = true
        var body: some View {
            VStack {
                Text("Title").font(big ? .title : .body)
                Text("Second").font(.title2)
                Text("Body")
                Text("Marked").accessibilityAddTraits(.isHeader)
                Text("Unmarked").font(.headline).accessibilityRemoveTraits(.isHeader)
                VStack { Text("Inherited") }.font(.title3)
                Button("Shrink") { big = false }
            }
        }
    }

    @Test("text in a title or headline font is a heading with its level; traits decide first")
    func headings() {
        let host = CoreHost(Headings())
        func level(_ text: String) -> Int? {
            host.allWidgets.first { $0.kind == "Label" && $0.text == text }?.properties["headingLevel"] as? Int
        }
        #expect(level("Title") == 1)
        #expect(level("Second") == 2)
        #expect(level("Body") == nil)
        #expect(level("Marked") == 0)
        #expect(level("Unmarked") == nil)
        #expect(level("Inherited") == 3)
        host.button("Shrink").click()
        host.settle()
        #expect(level("Title") == nil, "a title that shrinks to body text is an ordinary label again")
    }
}
