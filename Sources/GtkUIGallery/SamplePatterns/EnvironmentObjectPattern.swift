import GtkUI

/// Pattern 4 of seed 000, the full sample: the view model injected with
/// `.environmentObject`, read by `ContentView` and, after navigation, by `SharedTextView`.
///
/// Ported unchanged except for the import and the enclosing namespace.
enum EnvironmentObjectPattern {
    struct ContentView: View {
        // SceneDelegateでインスタンス化したContentViewModelの@Publishedをつけた変数を利用するため@EnvironmentObjectをつける
        @EnvironmentObject var viewModel: ContentViewModel

        var body: some View {
            NavigationView {
                VStack {
                    VStack(alignment: .center) {
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
                    .padding(EdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0))

                    NavigationLink(destination: SharedTextView().environmentObject(self.viewModel)) {
                        Text("値の共有を確認する")
                            .frame(width: 200, height: 50)
                            .foregroundColor(Color.white)
                            .background(Color.blue)
                            .cornerRadius(10, antialiased: true)
                    }
                    .navigationBarTitle("Sample")
                }
            }
        }
    }

    struct SharedTextView: View {
        @EnvironmentObject var viewModel: ContentViewModel

        var body: some View {
            Text("TextFieldには「\(viewModel.text)」が入力されています")
        }
    }

    /// What the seed's `SceneDelegate` does: `ContentView().environmentObject(ContentViewModel(model:))`.
    @MainActor
    static func makeRootView() -> some View {
        let model = CharacterDiscrimination()
        // environmentObject(_:)でContentViewModelクラスのインスタンスを指定することで、
        // アプリ全体でこのインスタンスの@Publishedを付けたプロパティを共有できる
        return ContentView().environmentObject(ContentViewModel(model: model))
    }
}
