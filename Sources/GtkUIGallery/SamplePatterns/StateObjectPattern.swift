import GtkUI

/// Pattern 5 of seed 000: the view model created inside the view with `@StateObject`.
///
/// Ported unchanged except for the import and the enclosing namespace.
enum StateObjectPattern {
    struct ContentView: View {
        // View内で監視対象のクラスをインスタンス化する場合は、
        // インスタンスが1つしか生成しないことを保証するため@StateObjectをつける
        // これによって仮にContentViewが再生成されたとしてもviewModelのインスタンスは再生成されなくなるため、
        // 意図した値の監視が可能になる
        @StateObject var viewModel = ContentViewModel(model: CharacterDiscrimination())

        var body: some View {
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
        }
    }
}
