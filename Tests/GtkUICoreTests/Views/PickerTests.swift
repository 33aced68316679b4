import GtkUICore
import GtkUICoreTesting
import Testing

/// `Picker`: rows from tags and `ForEach`, choosing writes the binding once, code moves the
/// choice, and a selection no row stands for is shown as none and reported.
@MainActor
@Suite("Picker")
struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable, Hashable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct FlavorForm: View {
        @State var flavor = Flavor.vanilla
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                Text("Chose \(flavor.rawValue)")
                Button("Strawberry") { flavor = .strawberry }
            }
        }
    }

    /// Only the picker reads the selection, through its binding.
    struct PickerOnly: View {
        @State var flavor = Flavor.vanilla
        var body: some View {
            Picker("Only", selection: $flavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
            }
        }
    }

    struct ImplicitTags: View {
        @State var flavor = Flavor.chocolate
        var body: some View {
            Picker("Implicit", selection: $flavor) {
                ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
        }
    }

    struct OptionalFlavor: View {
        @State var flavor: Flavor? = nil
        var body: some View {
            VStack {
                Picker("Topping", selection: $flavor) {
                    Text("None").tag(nil as Flavor?)
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Optional(Flavor.vanilla))
                }
                Text(flavor?.rawValue ?? "none")
                Button("Clear") { flavor = nil }
            }
        }
    }

    @Test("rows are the tagged ForEach texts and the chosen one is the selection's")
    func showsRows() {
        let host = CoreHost(FlavorForm())
        let picker = try! #require(host.allWidgets.first { $0.kind == "Picker" })
        #expect(picker.pickerItems == ["chocolate", "vanilla", "strawberry"])
        #expect(picker.selectedItem == "vanilla")
        #expect(picker.text == "Flavor")
        #expect(picker.properties["style"] as? String == "menu")
    }

    @Test("choosing a row writes the binding once and re-renders the reader; the picker is not written back")
    func choosingWritesBinding() {
        let host = CoreHost(FlavorForm())
        let picker = try! #require(host.allWidgets.first { $0.kind == "Picker" })
        host.statistics.reset()
        picker.choose("chocolate")
        host.settle()
        #expect(host.texts.contains("Chose chocolate"))
        #expect(host.statistics.bodyEvaluations(of: FlavorForm.self) == 1)
        #expect(host.statistics.writes(of: "Picker.selectedIndex") == 0)
        #expect(host.statistics.writes(of: "Picker.items") == 0)
    }

    @Test("choosing in a picker whose selection no body reads evaluates no body")
    func choosingWithoutReaders() {
        let host = CoreHost(PickerOnly())
        let picker = try! #require(host.allWidgets.first { $0.kind == "Picker" })
        host.statistics.reset()
        picker.choose("Chocolate")
        host.settle()
        #expect(host.statistics.bodyEvaluations == 0)
        #expect(host.statistics.widgetWrites == 0)
    }

    @Test("setting the selection from code moves the choice with one write")
    func codeMovesChoice() {
        let host = CoreHost(FlavorForm())
        host.statistics.reset()
        host.button("Strawberry").click()
        host.settle()
        let picker = try! #require(host.allWidgets.first { $0.kind == "Picker" })
        #expect(picker.selectedItem == "strawberry")
        #expect(host.statistics.writes(of: "Picker.selectedIndex") == 1)
        #expect(host.statistics.writes(of: "Picker.items") == 0)
    }

    @Test("a ForEach over identifiable data tags its rows with their ids")
    func implicitTags() {
        let host = CoreHost(ImplicitTags())
        let picker = try! #require(host.allWidgets.first { $0.kind == "Picker" })
        #expect(picker.selectedItem == "Chocolate")
        picker.choose("Strawberry")
        host.settle()
        #expect(picker.selectedItem == "Strawberry")
    }

    @Test("an optional selection: nil chooses the nil-tagged row, plain and Optional tags both match")
    func optionalSelection() {
        let host = CoreHost(OptionalFlavor())
        let picker = try! #require(host.allWidgets.first { $0.kind == "Picker" })
        #expect(picker.selectedItem == "None")
        picker.choose("Chocolate")
        host.settle()
        #expect(host.texts.contains("chocolate"))
        picker.choose("Vanilla")
        host.settle()
        #expect(host.texts.contains("vanilla"))
        host.button("Clear").click()
        host.settle()
        #expect(picker.selectedItem == "None")
    }

    struct Untagged: View {
        @State var flavor = Flavor.strawberry
        var body: some View {
            Picker("Dessert", selection: $flavor) {
                Text("Chocolate").tag(Flavor.chocolate)
                Text("Vanilla").tag(Flavor.vanilla)
            }
        }
    }

    @Test("a selection no row is tagged with shows no choice and is reported once, naming picker and value")
    func unmatchedSelection() {
        let (host, messages) = capturingDiagnostics { CoreHost(Untagged()) }
        let picker = try! #require(host.allWidgets.first { $0.kind == "Picker" })
        #expect(picker.selectedItem == nil)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Picker “Dessert”") == true)
        #expect(messages.first?.contains("strawberry") == true)
    }

    struct Styled: View {
        @State var segmented = false
        @State var size = 1
        var body: some View {
            VStack {
                let picker = Picker("Size", selection: $size) {
                    Text("S").tag(0)
                    Text("M").tag(1)
                }
                (segmented ? picker.pickerStyle(.segmented) : picker.pickerStyle(.menu))
                    .labelsHidden()
                Button("Segments") { segmented = true }
            }
        }
    }

    @Test("the style comes from the environment; changing it makes the new kind of widget")
    func styleChange() {
        let host = CoreHost(Styled())
        var picker = try! #require(host.allWidgets.first { $0.kind == "Picker" })
        #expect(picker.properties["style"] as? String == "menu")
        #expect(picker.properties["labelHidden"] as? Bool == true)
        host.button("Segments").click()
        host.settle()
        #expect(picker.isDiscarded)
        picker = try! #require(host.allWidgets.first { $0.kind == "Picker" })
        #expect(picker.properties["style"] as? String == "segmented")
        #expect(picker.selectedItem == "M")
    }
}
