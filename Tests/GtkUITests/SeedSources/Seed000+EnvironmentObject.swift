// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 000, copied verbatim; only the import lines changed.
// Changed: `import SwiftUI` is `import GtkUI` and `import Combine` is `import OpenCombine`, here at
// the top of the file (an import cannot sit inside the namespace).
import GtkUI
import OpenCombine

// Seed 000, 実装パターン4:@EnvironmentObjectを使う場合 — the full sample with navigation
// (ContentView.swift, ContentViewModel.swift, CharacterDiscrimination.swift, SharedTextView.swift
// and SceneDelegate.swift)
enum Seed000_EnvironmentObject {
// ContentView.swift
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

// ContentViewModel.swift
// ObservableObjectに準拠したクラス
class ContentViewModel: ObservableObject {
    // 共有したい値に@Publishedをつける
    @Published var text: String = ""
    @Published var isNumericString: Bool = false
    
    private let model: CharacterDiscrimination
    private var disposables = [AnyCancellable]()
    
    init(model: CharacterDiscrimination) {
        self.model = model
        
        // 変数textの値が変更されるたびに、
        // Modelクラス(CharacterDiscriminationクラス)のメソッドhasNumericStringを呼び出す
        $text
            .sink(receiveValue: {
                if model.hasNumericString(text: $0) {
                    // textが数字の文字列であれば変数isNumericStringの状態をtrueに変更
                    self.isNumericString = true
                } else {
                    // textが数字の文字列でなければ変数isNumericStringの状態をfalseに変更
                    self.isNumericString = false
                }
            })
            .store(in: &disposables)
    }
}

// CharacterDiscrimination.swift(Modelクラス)
class CharacterDiscrimination {
    // 引数の文字列が数字の文字列かどうか判定
    func hasNumericString(text: String) -> Bool {
        if Int(text) == nil {
            return false
        } else {
            return true
        }
    }
}

// SharedTextView.swift
struct SharedTextView: View {
    @EnvironmentObject var viewModel: ContentViewModel
    
    var body: some View {
        Text("TextFieldには「\(viewModel.text)」が入力されています")
    }
}

// SceneDelegate.swift
// Added: the Xcode template's scene delegate class, which the seed's method belongs to.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if let windowScene = scene as? UIWindowScene {
            let model = CharacterDiscrimination()
            // environmentObject(_:)でContentViewModelクラスのインスタンスを指定することで、
            // アプリ全体でこのインスタンスの@Publishedを付けたプロパティを共有できる
            let view = ContentView().environmentObject(ContentViewModel(model: model))
            
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: view)
            self.window = window
            window.makeKeyAndVisible()
        }
    }
}
}
