import GtkUI
import GtkUITesting
import Testing

/// `Label` on real GTK widgets: the icon beside the title, and icon-only buttons.
@MainActor
@Suite("Label rendering", .serialized)
struct LabelRenderingTests {
    @Test("Label(_:systemImage:) shows the icon left of its title, centred on it")
    func iconBesideTitle() throws {
        let host = try GtkTestHost(Label("Delete", systemImage: "trash"))
        defer { host.close() }
        let icon = try host.icon("user-trash-symbolic")
        let title = try #require(host.label("Delete"))
        let iconFrame = try #require(icon.renderedFrame(in: host.window))
        let titleFrame = try #require(title.renderedFrame(in: host.window))
        #expect(iconFrame.x + iconFrame.width + 6 == titleFrame.x, "6 points apart")
        let iconCentre = Double(iconFrame.y) + Double(iconFrame.height) / 2
        let titleCentre = Double(titleFrame.y) + Double(titleFrame.height) / 2
        #expect(abs(iconCentre - titleCentre) <= 1)
    }

    @Test("an icon-only label shows no title, and its icon carries the title's name")
    func iconOnly() throws {
        let host = try GtkTestHost(
            HStack {
                Button {
                } label: {
                    Label("Add", systemImage: "plus")
                }
                .labelStyle(.iconOnly)
            })
        defer { host.close() }
        #expect(!host.isShown(text: "Add"))
        #expect(try host.icon("list-add-symbolic").imageAccessibleLabel == "Add")
    }
}
