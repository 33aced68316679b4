import GtkUI
import GtkUICoreTesting
import Testing

/// Every seed's code, compiled verbatim in `SeedSources/`, also runs: each example's root
/// views are mounted on the in-memory backend — with the environment objects their app or
/// scene delegate injects — and show what the seed says they show.
@MainActor
@Suite("Seed sources")
struct SeedSourcesTests {
    static let errorMessage = "数字を入力してください"

    /// Connects a seed's scene delegate as UIKit would and mounts the view it hosts.
    static func connect(_ delegate: some UIWindowSceneDelegate) -> CoreHost {
        delegate.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
        guard let window = delegate.window, window.isKeyWindow, let root = window.rootViewController?.anyRootView else {
            preconditionFailure("the scene delegate showed no window")
        }
        return CoreHost(root)
    }

    /// Types into the number field and checks the error label follows: shown for “”, hidden for
    /// “42”, shown again for “4a” (seed 000's requirement, whichever pattern builds it).
    static func expectNumberCheck(_ host: CoreHost) {
        #expect(host.texts.contains(errorMessage))
        host.field(placeholder: "数字を入力").type("42")
        host.settle()
        #expect(!host.texts.contains(errorMessage))
        host.field(placeholder: "数字を入力").type("4a")
        host.settle()
        #expect(host.texts.contains(errorMessage))
    }

    // MARK: Seed 000

    @Test("seed 000, pattern 1: @State only checks the number in ContentView")
    func stateOnly() {
        Self.expectNumberCheck(CoreHost(Seed000_StateOnly.ContentView()))
        Self.expectNumberCheck(CoreHost(Seed000_StateOnly.ContentView_Previews.previews))
    }

    @Test("seed 000, pattern 2: TextFieldSample checks the number through @Binding")
    func stateAndBinding() {
        Self.expectNumberCheck(CoreHost(Seed000_StateAndBinding.ContentView()))
        Self.expectNumberCheck(CoreHost(Seed000_StateAndBinding.ContentView_Previews.previews))

        let preview = CoreHost(Seed000_StateAndBinding.TextFieldSample_Previews.previews)
        #expect(preview.field(placeholder: "テスト").text == "test")
        #expect(preview.texts == [Self.errorMessage])
    }

    @Test("seed 000, pattern 3: the failed view-model attempts compile with their fixes")
    func viewModelAttempts() {
        let first = Seed000_ClassWithBinding.ViewModel(text: .constant("1"), isNumericString: .constant(true))
        #expect(first.text == "1" && first.isNumericString)
        let second = Seed000_ClassWithBindingInit.ViewModel(text: "12", isNumericString: true)
        #expect(second.text == "12" && second.isNumericString)

        let asView = CoreHost(Seed000_ViewModelAsView.ViewModel(text: .constant("x"), isNumericString: .constant("")))
        #expect(asView.texts.isEmpty)

        let steps = Seed000_PublishedSteps.ViewModel()
        let host = CoreHost(Seed000_PublishedSteps.ContentView(viewModel: steps))
        steps.text = "observed"
        host.settle()
        #expect(host.texts == ["observed"])
        _ = Seed000_ObservableObjectSteps.ViewModel().objectWillChange
    }

    @Test("seed 000, pattern 3: @ObservedObject view model from the scene delegate")
    func observedObject() {
        Self.expectNumberCheck(Self.connect(Seed000_ObservedObject.SceneDelegate()))
    }

    @Test("seed 000, pattern 4: pattern 3 edited to read the view model from the environment")
    func environmentObjectEdits() {
        Self.expectNumberCheck(Self.connect(Seed000_EnvironmentObjectEdits.SceneDelegate()))

        let model = Seed000_EnvironmentObjectEdits.ContentViewModel(model: .init())
        let host = CoreHost(Seed000_EnvironmentObjectEdits.ContentViewBeforeDeletion(viewModel: model))
        model.text = "before"
        host.settle()
        #expect(host.texts == ["before"])
    }

    @Test("seed 000, pattern 4: the shared text page reads the same environment object")
    func environmentObject() {
        let host = Self.connect(Seed000_EnvironmentObject.SceneDelegate())
        #expect(host.chrome.title == "Sample")
        Self.expectNumberCheck(host)

        host.field(placeholder: "数字を入力").type("12")
        host.button("値の共有を確認する").click()
        host.settle()
        #expect(host.texts == ["TextFieldには「12」が入力されています"])
        #expect(host.chrome.isBackButtonVisible)

        host.chrome.goBack()
        host.settle()
        #expect(host.field(placeholder: "数字を入力").text == "12")
        host.field(placeholder: "数字を入力").type("34")
        host.button("値の共有を確認する").click()
        host.settle()
        #expect(host.texts == ["TextFieldには「34」が入力されています"])
    }

    @Test("seed 000, pattern 5: the view creates its own view model with @StateObject")
    func stateObject() {
        Self.expectNumberCheck(Self.connect(Seed000_StateObject.SceneDelegate()))
    }

    // MARK: Seed 001

    @Test("seed 001: DonutListView adds a donut named in its sheet")
    func donutList() {
        let list = Seed001_DonutList.DonutList()
        let host = CoreHost(Seed001_DonutList.DonutListView(donutList: list))
        host.button("Add Donut").click()
        host.settle()
        #expect(host.sheetTexts == ["Save", "Cancel"])

        host.field(placeholder: "Name").type("Glazed")
        host.button("Save").click()
        host.settle()
        #expect(host.chrome.sheets.isEmpty)
        #expect(list.donuts.map(\.name) == ["Glazed"])
        #expect(host.field(placeholder: "Name").text == "Glazed")

        host.button("Add Donut").click()
        host.settle()
        host.button("Cancel").click()
        host.settle()
        #expect(host.chrome.sheets.isEmpty)
        #expect(list.donuts.count == 1)
    }

    @Test("seed 001: the app's Account reaches FoodTruckMenuView through @Environment")
    func environmentAccount() {
        let host = CoreHost(app: Seed001_Environment.SampleApp())
        #expect(host.texts == ["Login"])
        host.button("Login").click()
        host.settle()
        #expect(host.texts == ["Guest", "Log out"])
        host.button("Log out").click()
        host.settle()
        #expect(host.texts == ["Login"])

        #expect(CoreHost(Seed001_EnvironmentScope.ScopedMenuView()).texts == ["Login"])
    }

    @Test("seed 001: DonutView and BindSampleView edit @Observable models through @Bindable")
    func bindable() {
        let donut = Seed001_Bindable.Donut()
        let host = CoreHost(Seed001_Bindable.DonutView(donut: donut))
        host.field(placeholder: "Name").type("Cruller")
        #expect(donut.name == "Cruller")

        let store = Seed001_BindSample.SampleStore()
        let sample = CoreHost(Seed001_BindSample.BindSampleView(store: store))
        let fields = sample.allWidgets.filter { $0.properties["placeholder"] as? String == "child value" }
        #expect(fields.count == 2)
        fields[1].type("second")
        #expect(store.children.map(\.value) == ["", "second"])
    }

    @Test("seed 001: BookView re-renders for title, not for isAvailable")
    func docBookView() {
        #expect(CoreHost(Seed001_DocBookView.ContentView()).texts == ["A sample book"])

        let book = Seed001_DocBookView.Book()
        let host = CoreHost(Seed001_DocBookView.BookView(book: book))
        let evaluations = host.statistics.bodyEvaluations(of: Seed001_DocBookView.BookView.self)
        book.isAvailable.toggle()
        host.settle()
        #expect(host.statistics.bodyEvaluations(of: Seed001_DocBookView.BookView.self) == evaluations)
        book.title = "Another book"
        host.settle()
        #expect(host.texts == ["Another book"])
    }

    @Test("seed 001: DeleteBookView sets the optional book to nil")
    func deleteBook() {
        var book: Seed001_DeleteBook.Book? = Seed001_DeleteBook.Book()
        let host = CoreHost(Seed001_DeleteBook.DeleteBookView(book: Binding(get: { book }, set: { book = $0 })))
        host.button("Delete book").click()
        #expect(book == nil)

        let documented = CoreHost(Seed001_DocDeleteBook.ContentView())
        #expect(documented.texts == ["Delete book"])
        documented.button("Delete book").click()
        documented.settle()
        #expect(documented.texts == ["Delete book"])
    }

    @Test("seed 001: BookCheckoutView toggles the book's availability")
    func bookCheckout() {
        let host = CoreHost(Seed001_DocBookCheckout.ContentView())
        #expect(host.texts == ["Check out book"])
        host.button("Check out book").click()
        host.settle()
        #expect(host.texts == ["Return book"])
    }

    @Test("seed 001: BookEditorView edits the title through @Bindable")
    func bookEditor() {
        let host = CoreHost(Seed001_DocBookEditor.ContentView())
        #expect(host.field(placeholder: "Title").text == "A sample book")

        let book = Seed001_DocBookView.Book()
        let editor = CoreHost(Seed001_DocBookEditor.BookView(book: book))
        editor.field(placeholder: "Title").type("Edited")
        #expect(book.title == "Edited")
    }

    // MARK: Seed 002

    @Test("seed 002: Book publishes its title, not its identifier")
    func observableBook() {
        _ = Seed002_ObservableBook.Book().objectWillChange
        let book = Seed002_PublishedBook.Book()
        var changes = 0
        let subscription = book.objectWillChange.sink { changes += 1 }
        book.title = "Bleak House"
        #expect(changes == 1)
        subscription.cancel()

        let identified = Seed002_BookWithIdentifier.Book()
        #expect(identified.identifier == identified.identifier)
        #expect(identified.title == "Great Expectations")
    }

    @Test("seed 002: BookView and BookEditView follow the observed book")
    func bookViews() {
        let book = Seed002_BookView.Book()
        let host = CoreHost(Seed002_BookView.BookView(book: book))
        #expect(host.texts == ["Great Expectations"])
        book.title = "Bleak House"
        host.settle()
        #expect(host.texts == ["Bleak House"])

        let passed = CoreHost(Seed002_PassObjectToChild.BookView(book: book))
        #expect(passed.texts == ["Bleak House"])

        let editor = CoreHost(Seed002_BookEditView.BookEditView(book: book))
        editor.field(placeholder: "Title").type("Hard Times")
        #expect(book.title == "Hard Times")
    }

    @Test("seed 002: LibraryView creates its book; two instances show two")
    func libraryView() {
        #expect(CoreHost(Seed002_LibraryView.LibraryView()).texts == ["Great Expectations"])
        #expect(CoreHost(Seed002_LibraryView.TwoLibraries()).texts == ["Great Expectations", "Great Expectations"])
    }

    @Test("seed 002: BookReader keeps a library as a state object and shares it")
    func bookReader() {
        #expect(CoreHost(app: Seed002_BookReaderStateObject.BookReader()).texts == ["1 books"])
        #expect(CoreHost(app: Seed002_BookReaderEnvironment.BookReader()).texts == ["Great Expectations"])
        #expect(CoreHost(Seed002_BookReaderEnvironment.LibraryView_Previews.previews).texts == ["Great Expectations"])
    }

    // MARK: Seed 003

    @Test("seed 003: the counter counts up with @State, a child view and @Binding")
    func counters() {
        func expectCounts(_ host: CoreHost) {
            #expect(host.texts.first == "Count is 0")
            host.button("Count up").click()
            host.settle()
            #expect(host.texts.first == "Count is 1")
        }
        expectCounts(CoreHost(Seed003_State.ContentView()))
        expectCounts(CoreHost(Seed003_PassToChild.ContentView()))
        expectCounts(CoreHost(Seed003_Binding.ContentView()))

        let person = Seed003_StructModel.Person(name: "Taro", age: 20, isPremium: true)
        #expect(person.name == "Taro" && person.age == 20 && person.isPremium)
    }

    @Test("seed 003: a StateObject Person shows in ContentView and an observing PersonRow")
    func personRows() {
        #expect(CoreHost(Seed003_ObservableObjectClass.ContentView()).texts == ["", "0", "N"])
        #expect(CoreHost(Seed003_PersonRow.ContentView()).texts == ["", "0", "N"])

        let person = Seed003_ObservableObjectClass.Person()
        let host = CoreHost(Seed003_PersonRow.PersonRow(person: person))
        person.name = "Hanako"
        person.isPremium = true
        host.settle()
        #expect(host.texts == ["Hanako", "0", "P"])
    }

    @Test("seed 003: a PersonRow without @ObservedObject misses the change (これはダメ)")
    func personRowWithoutObservedObject() {
        let person = Seed003_ObservableObjectClass.Person()
        let host = CoreHost(Seed003_PersonRowWithoutObservedObject.PersonRow(person: person))
        person.name = "Hanako"
        host.settle()
        #expect(host.texts == ["", "0", "N"])
    }

    @Test("seed 003: an optional Person and an array of Persons")
    func optionalAndArray() {
        #expect(CoreHost(Seed003_OptionalPerson.ContentView()).texts.isEmpty)
        #expect(CoreHost(Seed003_PersonArray.ContentView()).texts.isEmpty)

        let person = Seed003_PersonArray.Person()
        let host = CoreHost(Seed003_PersonArray.PersonRow(person: person))
        person.age = 30
        host.settle()
        #expect(host.texts == ["", "30", "N"])
        #expect(person == person && person != Seed003_PersonArray.Person())
    }

    @Test("seed 003: MySettings reaches the view four levels down")
    func environmentSettings() {
        let host = CoreHost(app: Seed003_EnvironmentObject.SampleApp())
        #expect(host.texts.contains("Your name is "))
        #expect(host.toggle("Use Face ID").properties["isOn"] as? Bool == false)
        host.toggle("Use Face ID").toggle()
        host.settle()
        #expect(host.toggle("Use Face ID").properties["isOn"] as? Bool == true)
    }

    // MARK: Seed 004

    @Test("seed 004: MyState changes show only after DummyObject refreshes")
    func myStateMyBinding() {
        let host = CoreHost(app: Seed004_MyStateMyBinding.UnderstandStateApp())
        #expect(host.texts.contains("0") && host.texts.contains("stepper 0"))

        host.button("+").click()
        host.button("+").click()
        host.settle()
        // MyState has no way to ask for an update, as the seed says.
        #expect(host.texts.contains("0") && host.texts.contains("stepper 0"))

        host.button("refresh label").click()
        host.settle()
        #expect(host.texts.contains("2") && host.texts.contains("stepper 2"))

        host.button("−").click()
        host.button("refresh label").click()
        host.settle()
        #expect(host.texts.contains("1") && host.texts.contains("stepper 1"))
    }
}
