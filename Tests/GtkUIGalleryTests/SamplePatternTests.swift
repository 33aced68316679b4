import GtkUI
import GtkUITesting
import Testing

@testable import GtkUIGallery

/// Seed 000's sample, every pattern, through real GTK widgets.
@MainActor
@Suite("Sample patterns", .serialized)
struct SamplePatternTests {
    static let english = (
        placeholder: "Enter a number", error: "Please enter a number",
        button: "Check the shared value", shared: { (text: String) in "The text field contains “\(text)”" }
    )
    static let japanese = (
        placeholder: "数字を入力", error: "数字を入力してください",
        button: "値の共有を確認する", shared: { (text: String) in "TextFieldには「\(text)」が入力されています" }
    )

    @Test("the error shows exactly while Int(text) == nil", arguments: SamplePattern.allCases)
    func validation(pattern: SamplePattern) throws {
        let host = try GtkTestHost(pattern.makeView(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        let strings = Self.english
        let field = try host.field(placeholder: strings.placeholder)
        #expect(host.isShown(text: strings.error), "empty text is not a number")
        for valid in ["123", "-42", "2147483647"] {
            host.replaceText(of: field, with: valid)
            #expect(field.text == valid)
            #expect(!host.isShown(text: strings.error), "“\(valid)” is a number")
        }
        for invalid in ["12a", " 7", "４２", ""] {
            host.replaceText(of: field, with: invalid)
            #expect(host.isShown(text: strings.error) == (Int(invalid) == nil), "“\(invalid)”")
        }
    }

    @Test(
        "the shared-text page shows the current text and going back keeps it",
        arguments: [SamplePattern.environmentObject, .observation], ["en", "ja"])
    func navigation(pattern: SamplePattern, language: String) throws {
        let strings = language == "ja" ? Self.japanese : Self.english
        let host = try GtkTestHost(pattern.makeView(), environment: GalleryResources.environment(language: language))
        defer { host.close() }
        #expect(host.title == "Sample")
        #expect(!host.isBackButtonShown)
        let field = try host.field(placeholder: strings.placeholder)
        host.type("98765", into: field)
        host.click(try host.button(strings.button))
        #expect(host.isShown(text: strings.shared("98765")))
        #expect(host.isBackButtonShown)
        #expect(!field.isMapped, "the first page is hidden while the shared-text page is shown")
        host.goBack()
        #expect(!host.isBackButtonShown)
        #expect(field.isMapped)
        #expect(field.text == "98765")
        host.replaceText(of: field, with: "5")
        host.click(try host.button(strings.button))
        #expect(host.isShown(text: strings.shared("5")))
    }

    @Test(
        "typing 12 then 123 costs one body evaluation and no widget writes",
        arguments: SamplePattern.allCases)
    func keystrokeCost(pattern: SamplePattern) throws {
        let host = try GtkTestHost(pattern.makeView(), environment: GalleryResources.environment(language: "en"))
        defer { host.close() }
        let field = try host.field(placeholder: Self.english.placeholder)
        host.type("12", into: field)
        host.statistics.reset()
        host.type("3", into: field)
        #expect(host.statistics.bodyEvaluations == 1, "\(pattern): \(host.statistics.bodyEvaluations) bodies")
        #expect(host.statistics.widgetWrites == 0)
        host.type("a", into: field)
        #expect(host.isShown(text: Self.english.error))
        #expect(host.statistics.structuralChanges == 1, "the error label appears with one structural change")
    }

    @Test("the view model is freed once the pattern is closed: its sink holds it weakly")
    func viewModelIsFreed() throws {
        weak var weakViewModel: ContentViewModel?
        do {
            let viewModel = ContentViewModel(model: CharacterDiscrimination())
            weakViewModel = viewModel
            let host = try GtkTestHost(ObservedObjectPattern.ContentView(viewModel: viewModel))
            host.type("12", into: try host.field(placeholder: Self.japanese.placeholder))
            #expect(viewModel.isNumericString, "the sink still keeps isNumericString in step")
            host.close()
        }
        #expect(weakViewModel == nil, "the view model, its $text subscription and the sink keep each other alive")
    }
}
