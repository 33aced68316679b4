// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 001, copied verbatim (indentation as the seed shows it); `import GtkUI` stands where
// `import SwiftUI` would.
import GtkUI

// Seed 001, @Environment の使い所 (Account, FoodTruckMenuView, SampleApp)
enum Seed001_Environment {
@Observable class Account {
var userName: String?
}
struct FoodTruckMenuView : View {
@Environment(Account.self) var account
var body: some View {
if let name = account.userName {
HStack { Text(name); Button("Log out") { account.logOut() } }
} else {
Button("Login") { account.showLogin() }
}
}
}

// Added: the seed's app shows a `RootView` it never defines; here it is the menu.
struct RootView: View {
    var body: some View { FoodTruckMenuView() }
}

// Changed: `@main` removed — a test target cannot have an entry point; the App struct is kept.
struct SampleApp: App {
var body: some Scene {
WindowGroup {
RootView()
}
.environment(Account()) // アプリのエントリーポイントで`Account`を注入
}
}
}

// Added: the seed calls these but never defines them; minimal versions so the menu works:
// logging in signs in a sample user, logging out forgets them.
extension Seed001_Environment.Account {
    func logOut() { userName = nil }
    func showLogin() { userName = "Guest" }
}

// Seed 001, @Environment の使い所: limiting Account's scope to FoodTruckMenuView and below
enum Seed001_EnvironmentScope {
    // Added: the types from the section above.
    typealias Account = Seed001_Environment.Account
    typealias FoodTruckMenuView = Seed001_Environment.FoodTruckMenuView

    // Added: the seed shows this expression on its own; here it is a view's body.
    struct ScopedMenuView: View {
        var body: some View {
FoodTruckMenuView()
.environment(Account())
        }
    }
}
