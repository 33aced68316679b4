import GtkUI

/// The seed 001 style of seed 000's sample: an `@Observable` view model placed with
/// `.environment(model)`, read with `@Environment(Model.self)`, and `@Bindable` for the
/// field's binding. Like the environment-object pattern it navigates to the shared text.
enum ObservationPattern {
    @Observable
    final class ContentViewModel {
        var text: String = ""
        private let model = CharacterDiscrimination()

        /// Derived from `text`, so views reading it depend on `text` (no sink needed).
        var isNumericString: Bool { model.hasNumericString(text: text) }
    }

    struct ContentView: View {
        @Environment(ContentViewModel.self) var viewModel

        var body: some View {
            @Bindable var viewModel = viewModel
            NavigationStack {
                VStack {
                    VStack(alignment: .center) {
                        TextField("数字を入力", text: $viewModel.text)
                            .textFieldStyle(RoundedBorderTextFieldStyle())
                            .frame(width: 250)

                        if !viewModel.isNumericString {
                            Text("数字を入力してください")
                                .frame(width: 250, height: 50)
                                .foregroundColor(Color.red)
                        }
                    }
                    .padding(EdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0))

                    NavigationLink(destination: SharedTextView()) {
                        Text("値の共有を確認する")
                            .frame(width: 200, height: 50)
                            .foregroundColor(Color.white)
                            .background(Color.blue)
                            .cornerRadius(10, antialiased: true)
                    }
                    .navigationTitle("Sample")
                }
            }
        }
    }

    struct SharedTextView: View {
        @Environment(ContentViewModel.self) var viewModel

        var body: some View {
            Text("TextFieldには「\(viewModel.text)」が入力されています")
        }
    }

    @MainActor
    static func makeRootView() -> some View {
        ContentView().environment(ContentViewModel())
    }
}
