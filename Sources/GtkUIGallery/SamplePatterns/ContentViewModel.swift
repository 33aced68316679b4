import GtkUI

// Seed 000's view model, unchanged but for `import Combine` → `import GtkUI` (which
// re-exports OpenCombine) and `[weak self]` in the sink (marked below):
// `$text.sink { … }.store(in: &disposables)` keeps `isNumericString` in step with `text`.

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
        //
        // Changed from the seed: `[weak self]` and `self?`. The seed's closure holds `self`
        // strongly, and `self` holds the closure (through `disposables` and `$text`'s
        // subscription), so no view model was ever freed: one leaked per mount of the
        // @ObservedObject, @EnvironmentObject and @StateObject patterns, as the leak check
        // (Tests/GtkUIGalleryTests/LeakCheck) reported.
        $text
            .sink(receiveValue: { [weak self] in
                if model.hasNumericString(text: $0) {
                    // textが数字の文字列であれば変数isNumericStringの状態をtrueに変更
                    self?.isNumericString = true
                } else {
                    // textが数字の文字列でなければ変数isNumericStringの状態をfalseに変更
                    self?.isNumericString = false
                }
            })
            .store(in: &disposables)
    }
}
