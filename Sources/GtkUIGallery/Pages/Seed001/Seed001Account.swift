import GtkUI

/// Seed 001's `@Environment` example: an `@Observable` `Account` placed once with
/// `.environment(Account())` and read anywhere below with `@Environment(Account.self)`.
///
/// Changes to the seed's code:
/// - `SampleApp` is an `App`; a gallery page cannot be one, so `SampleAppWindow` is a view
///   that applies the scene's `.environment(Account())` to `RootView()`, and holds the
///   account in `@State` so it is created once, as the app struct's would be.
/// - Completed: the seed does not show `logOut()`, `showLogin()` or `RootView`. `showLogin()`
///   signs in a fixed user instead of presenting a login form; `RootView` shows the seed's
///   `FoodTruckMenuView` and `AccountStatusView`, a second reader of the same account
///   placed deeper, to show the value is shared without being passed down.
enum Seed001Account {
    @Observable class Account {
        var userName: String?

        func showLogin() { userName = "Maria" }
        func logOut() { userName = nil }
    }

    struct FoodTruckMenuView: View {
        @Environment(Account.self) var account
        var body: some View {
            if let name = account.userName {
                HStack {
                    Text(name); Button("Log out") { account.logOut() }
                }
            } else {
                Button("Login") { account.showLogin() }
            }
        }
    }

    struct SampleAppWindow: View {
        @State private var account = Account()

        var body: some View {
            RootView()
                .environment(account)  // アプリのエントリーポイントで`Account`を注入
        }
    }

    struct RootView: View {
        var body: some View {
            VStack(spacing: 12) {
                FoodTruckMenuView()
                VStack { AccountStatusView() }
            }
        }
    }

    /// Another view that reads the account from the environment, nothing passed to it.
    struct AccountStatusView: View {
        @Environment(Account.self) var account

        var body: some View {
            Text(account.userName.map { "Signed in as \($0)" } ?? "Not signed in")
        }
    }

    static let page = GalleryPage(
        name: "account", seed: .observation, title: "@Environment: a shared account",
        explanation: """
            One Account is placed in the environment at the top, as the seed's SampleApp does \
            with .environment(Account()); FoodTruckMenuView and a status line below read it \
            with @Environment(Account.self) without being handed it. Press Login: the menu \
            shows the user's name and Log out, and the status line changes with it. Log out \
            returns both.
            """
    ) { SampleAppWindow() }

    /// The seed's scoped variant: `FoodTruckMenuView().environment(Account())`.
    struct ScopedMenu: View {
        var body: some View {
            FoodTruckMenuView()
                .environment(Account())
        }
    }

    static let scopedPage = GalleryPage(
        name: "account-scoped", seed: .observation, title: "@Environment: scoped to one view",
        explanation: """
            Here .environment(Account()) is applied to FoodTruckMenuView itself, so the account \
            exists only for that subtree, the seed's way of narrowing the scope. Press Login \
            and Log out: the menu follows its own account, which nothing outside it can see.
            """
    ) { ScopedMenu() }
}
