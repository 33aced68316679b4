import GtkUI

/// Pattern 3 of seed 000: `ContentViewModel` held by `@ObservedObject`, created by the app
/// entry (the seed's `SceneDelegate`) and passed in.
///
/// Ported unchanged except for the import and the enclosing namespace.
enum ObservedObjectPattern {
    struct ContentView: View {
        // ContentViewModelの@Publishedをつけた変数を利用するため@ObservedObjectをつける
        @ObservedObject var viewModel: ContentViewModel

        init(viewModel: ContentViewModel) {
            self.viewModel = viewModel
        }

        var body: some View {
            VStack {
                // 文字を入力するごとにContentViewModelクラスの変数textの値が更新される
                TextField("数字を入力", text: $viewModel.text)
                    .textFieldStyle(RoundedBorderTextFieldStyle())
                    .frame(width: 250)

                // ContentViewModelクラスの変数isNumericStringが更新されるたびに以下の処理を実行する
                if !viewModel.isNumericString {
                    Text("数字を入力してください")
                        .frame(width: 250, height: 50)
                        .foregroundColor(Color.red)
                }
            }
        }
    }

    /// What the seed's `SceneDelegate` does: create the model and view model, then the view.
    @MainActor
    static func makeRootView() -> ContentView {
        let model = CharacterDiscrimination()
        let viewModel = ContentViewModel(model: model)
        return ContentView(viewModel: viewModel)
    }
}
