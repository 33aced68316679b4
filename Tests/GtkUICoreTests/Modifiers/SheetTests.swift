import GtkUICore
import GtkUICoreTesting
import Testing

/// `sheet(isPresented:)` and `sheet(item:)` on the in-memory window chrome: content comes and
/// goes with the binding, and closing the sheet writes the binding back.
@MainActor
@Suite("Sheet")
struct SheetTests {
    // MARK: isPresented

    struct SheetHost: View {
        let onDismiss: @MainActor () -> Void
        @State private var isPresented = false
        var body: some View {
            VStack {
                Button("Show") { isPresented = true }
            }
            .sheet(isPresented: $isPresented, onDismiss: onDismiss) {
                SheetContent(isPresented: $isPresented)
            }
        }
    }

    struct SheetContent: View {
        @Binding var isPresented: Bool
        @State private var edits = 0
        var body: some View {
            VStack {
                Text("In the sheet, \(edits) edits")
                Button("Edit") { edits += 1 }
                Button("Done") { isPresented = false }
            }
        }
    }

    @Test("setting isPresented shows the content in a sheet")
    func presentingShowsContent() {
        let host = CoreHost(SheetHost(onDismiss: {}))
        #expect(host.chrome.sheets.isEmpty)
        host.statistics.reset()
        host.button("Show").click()
        host.settle()
        #expect(host.chrome.sheets.count == 1)
        #expect(host.sheetTexts == ["In the sheet, 0 edits", "Edit", "Done"])
        #expect(host.statistics.structuralChanges == 1)
        // Only the sheet modifier read the binding; the presenting body is not re-evaluated.
        #expect(host.statistics.bodyEvaluations(of: SheetHost.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: SheetContent.self) == 1)
    }

    @Test("state inside the sheet re-renders the sheet's content only")
    func stateInsideTheSheet() {
        let host = CoreHost(SheetHost(onDismiss: {}))
        host.button("Show").click()
        host.settle()
        host.statistics.reset()
        host.button("Edit").click()
        host.settle()
        #expect(host.sheetTexts.first == "In the sheet, 1 edits")
        #expect(host.statistics.bodyEvaluations(of: SheetContent.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: SheetHost.self) == 0)
        #expect(host.statistics.structuralChanges == 0)
    }

    @Test("setting isPresented to false from the content dismisses the sheet")
    func dismissingFromContent() {
        var dismissals = 0
        let host = CoreHost(SheetHost(onDismiss: { dismissals += 1 }))
        host.button("Show").click()
        host.settle()
        host.statistics.reset()
        host.button("Done").click()
        host.settle()
        #expect(host.chrome.sheets.isEmpty)
        #expect(host.sheetTexts.isEmpty)
        #expect(host.statistics.structuralChanges == 1)
        #expect(host.statistics.widgetsDestroyed > 0)
        // onDismiss is for the user closing the sheet, not for the app closing it.
        #expect(dismissals == 0)
    }

    @Test("closing the sheet as the user would sets isPresented back and runs onDismiss")
    func userClosingResetsBinding() {
        var dismissals = 0
        let host = CoreHost(SheetHost(onDismiss: { dismissals += 1 }))
        host.button("Show").click()
        host.settle()
        host.chrome.closeTopSheet()
        host.settle()
        #expect(host.chrome.sheets.isEmpty)
        #expect(dismissals == 1)
        // The binding went back to false, so Show presents again, with fresh content state.
        host.button("Show").click()
        host.settle()
        #expect(host.sheetTexts.first == "In the sheet, 0 edits")
    }

    // MARK: item

    struct Donut: Identifiable {
        let id: Int
        var name: String
    }

    struct DonutListView: View {
        @State private var donutToAdd: Donut?
        @State private var saved: [String] = []
        var body: some View {
            VStack {
                Text("saved: \(saved.joined(separator: ", "))")
                Button("Add Donut") { donutToAdd = Donut(id: 1, name: "Glazed") }
            }
            .sheet(item: $donutToAdd) { donut in
                VStack {
                    Text("Adding \(donut.name)")
                    Button("Other donut") { donutToAdd = Donut(id: 2, name: "Chocolate") }
                    Button("Save") {
                        saved.append(donut.name)
                        donutToAdd = nil
                    }
                    Button("Cancel") { donutToAdd = nil }
                }
            }
        }
    }

    @Test("setting the item shows a sheet for it")
    func itemPresents() {
        let host = CoreHost(DonutListView())
        host.button("Add Donut").click()
        host.settle()
        #expect(host.chrome.sheets.count == 1)
        #expect(host.sheetTexts.first == "Adding Glazed")
    }

    @Test("a different item replaces the sheet's content")
    func differentItemReplaces() {
        let host = CoreHost(DonutListView())
        host.button("Add Donut").click()
        host.settle()
        host.statistics.reset()
        host.button("Other donut").click()
        host.settle()
        #expect(host.chrome.sheets.count == 1)
        #expect(host.sheetTexts.first == "Adding Chocolate")
        // The old sheet closed and a new one opened.
        #expect(host.statistics.structuralChanges == 2)
    }

    @Test("saving sets the item to nil, dismisses the sheet and updates the list")
    func savingDismisses() {
        let host = CoreHost(DonutListView())
        host.button("Add Donut").click()
        host.settle()
        host.button("Save").click()
        host.settle()
        #expect(host.chrome.sheets.isEmpty)
        #expect(host.texts.first == "saved: Glazed")
    }

    @Test("closing the sheet as the user would sets the item to nil")
    func userClosingClearsItem() {
        let host = CoreHost(DonutListView())
        host.button("Add Donut").click()
        host.settle()
        host.chrome.closeTopSheet()
        host.settle()
        #expect(host.chrome.sheets.isEmpty)
        #expect(host.texts.first == "saved: ")
        host.button("Add Donut").click()
        host.settle()
        #expect(host.sheetTexts.first == "Adding Glazed")
    }
}
