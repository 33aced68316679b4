// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 000, 実装パターン4:@EnvironmentObjectを使う場合 — the edits the seed asks the reader to make to
// pattern 3 (change @ObservedObject to @EnvironmentObject, inject the view model in the scene
// delegate, delete the initializer), applied here to a copy of pattern 3.
import GtkUI

enum Seed000_EnvironmentObjectEdits {
    // Added: pattern 3's view model and model, which these edits keep unchanged.
    typealias ContentViewModel = Seed000_ObservedObject.ContentViewModel
    typealias CharacterDiscrimination = Seed000_ObservedObject.CharacterDiscrimination

    // ContentView.swift: @ObservedObjectを@EnvironmentObjectに変更
    // Added: the seed shows only the changed property; this is pattern 3's ContentView with it
    // applied and the initializer deleted, as the seed instructs.
    struct ContentView: View {
// ContentViewModelの@Publishedをつけた変数を利用するため@EnvironmentObjectをつける
@EnvironmentObject var viewModel: ContentViewModel

    // Added: pattern 3's body, copied unchanged from the seed.
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

// SceneDelegate.swift: ContentsViewModelクラスのインスタンス化の処理を変更
// Added: the Xcode template's scene delegate class, which the seed's method belongs to.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

 func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let windowScene = scene as? UIWindowScene {
            let model = CharacterDiscrimination()
            let view = ContentView().environmentObject(ContentViewModel(model: model))
            
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: view)
            self.window = window
            window.makeKeyAndVisible()
        }
    }
}

    // ContentView.swift: 以下を削除 — the initializer the seed deletes, which only compiles in
    // pattern 3's @ObservedObject version of the view.
    // Added: that version's property and a body, around the deleted lines. (The seed's last line
    // here ends in a non-breaking space, kept verbatim; the compiler warns about it.)
    struct ContentViewBeforeDeletion: View {
        @ObservedObject var viewModel: ContentViewModel

 init(viewModel: ContentViewModel) {
     self.viewModel = viewModel
 } // Changed: a trailing non-breaking space (from the blog's HTML) removed; Swift warns on it.

        var body: some View { Text(viewModel.text) }
    }
}
