import GtkUICore
import GtkUICoreTesting
import Testing

/// `Label` and `.labelStyle(_:)`: which parts are shown, and what names the icon when it is alone.
@MainActor
@Suite("Label")
struct LabelTests {
    struct Styled: View {
        @State var style = 0
        var body: some View {
            VStack {
                switch style {
                case 0: Label("Add", systemImage: "plus").labelStyle(.titleAndIcon)
                case 1: Label("Add", systemImage: "plus").labelStyle(.iconOnly)
                default: Label("Add", systemImage: "plus").labelStyle(.titleOnly)
                }
                Button("Next") { style += 1 }
            }
        }
    }

    /// The icons and texts of the first view, in order.
    private func parts(of host: CoreHost) -> [String] {
        let first = host.root.children.first.flatMap { $0.kind == "VStack" ? $0.children.first : $0 }
        return first?.allDescendants.compactMap { widget in
            switch widget.kind {
            case "Label": "text:\(widget.text ?? "")"
            case "Image":
                "icon:\(widget.imageContent ?? ""):\(widget.properties["accessibilityLabel"] as? String ?? "")"
            default: nil
            }
        } ?? []
    }

    @Test("Label(_:systemImage:) shows the icon, then the title, in a row")
    func titleAndIcon() {
        let host = CoreHost(Label("Delete", systemImage: "trash"))
        #expect(host.root.children.first?.kind == "HStack")
        #expect(parts(of: host) == ["icon:user-trash-symbolic:trash", "text:Delete"])
    }

    @Test("each label style shows its parts, and .iconOnly names the icon by the title")
    func styles() {
        let host = CoreHost(Styled())
        #expect(parts(of: host) == ["icon:list-add-symbolic:plus", "text:Add"])
        host.button("Next").click()
        host.settle()
        #expect(parts(of: host) == ["icon:list-add-symbolic:Add"])
        host.button("Next").click()
        host.settle()
        #expect(parts(of: host) == ["text:Add"])
    }

    @Test("Label { } icon: { } shows any views, and a label style applies to the labels inside a stack")
    func customContent() {
        let host = CoreHost(
            VStack {
                Label {
                    Text("Custom")
                } icon: {
                    Circle().fill(.green)
                }
                Label("Other", image: "folder-symbolic")
            }
            .labelStyle(.titleOnly))
        #expect(host.texts == ["Custom", "Other"])
        #expect(!host.allWidgets.contains { $0.kind == "Shape" || $0.kind == "Image" })
    }

    struct Counter: View {
        @State var count = 0
        var body: some View {
            VStack {
                Label("\(count) items", systemImage: "folder")
                Button("Add") { count += 1 }
            }
        }
    }

    @Test("a label given a new title writes only its text, comparing its style from the environment")
    func newTitleWritesOnlyText() {
        let host = CoreHost(Counter())
        host.statistics.reset()
        host.button("Add").click()
        host.settle()
        #expect(host.texts.contains("1 items"))
        #expect(host.statistics.writes(of: "Label.text") == 1)
        #expect(host.statistics.widgetWrites == 1)
        #expect(host.statistics.widgetsCreated == 0)
    }
}
