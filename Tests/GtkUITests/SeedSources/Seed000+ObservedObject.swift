// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 000, copied verbatim; only the import lines changed.
// Changed: `import SwiftUI` is `import GtkUI` and `import Combine` is `import OpenCombine`, here at
// the top of the file (an import cannot sit inside the namespace).
import GtkUI
import OpenCombine

// Seed 000, 実装パターン3:@ObservedObjectを使う場合 (ContentView.swift, ContentViewModel.swift,
// CharacterDiscrimination.swift and SceneDelegate.swift)
enum Seed000_ObservedObject {
// ContentView.swift
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

// SceneDelegate.swift
// Added: the Xcode template's scene delegate class, which the seed's method belongs to; the UIKit
// types it uses are stand-ins from Seed000+UIKit.swift.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        if scene is UIWindowScene {
            if let windowScene = scene as? UIWindowScene {
                let model = CharacterDiscrimination()
                let viewModel = ContentViewModel(model: model)
                let view = ContentView(viewModel: viewModel)
                
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UIHostingController(rootView: view)
                self.window = window
                window.makeKeyAndVisible()
            }
        }
    }
}
}
