import GtkUICore
import GtkUICoreTesting
import Observation
import Testing

private struct ThemeNameKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    /// A value only these tests use.
    fileprivate var themeName: String {
        get { self[ThemeNameKey.self] }
        set { self[ThemeNameKey.self] = newValue }
    }
}

/// `@Environment`: key-path values with defaults and subtree overrides, and `@Observable`
/// objects placed with `.environment(_:)` and read with `@Environment(T.self)`.
@MainActor
@Suite("Environment")
struct EnvironmentTests {
    // MARK: Key-path values

    struct ThemeLabel: View {
        @Environment(\.themeName) var themeName
        var body: some View { Text("theme \(themeName)") }
    }

    /// Reads another key, so a theme change is no concern of it.
    struct StyleLabel: View {
        @Environment(\.textFieldStyle) var style
        var body: some View { Text("style \(style)") }
    }

    /// Reads nothing from the environment.
    struct StaticLabel: View {
        var body: some View { Text("static") }
    }

    struct ThemeRoot: View {
        @State private var theme = "dark"
        var body: some View {
            VStack {
                ThemeLabel()
                StyleLabel()
                StaticLabel()
                ThemeLabel().environment(\.themeName, "sepia")
                Button("Use blue") { theme = "blue" }
            }
            .environment(\.themeName, theme)
        }
    }

    @Test("a key nobody set reads its default")
    func defaultValue() {
        let host = CoreHost(ThemeLabel())
        #expect(host.texts == ["theme light"])
    }

    @Test("a value set on an ancestor reaches descendants; a closer one overrides it for its subtree")
    func ancestorValueAndOverride() {
        let host = CoreHost(ThemeRoot())
        #expect(host.texts == ["theme dark", "style automatic", "static", "theme sepia", "Use blue"])
    }

    @Test("changing a value re-renders the views that read its key")
    func changingValueReRendersReaders() {
        let host = CoreHost(ThemeRoot())
        host.statistics.reset()
        host.button("Use blue").click()
        host.settle()
        #expect(host.texts == ["theme blue", "style automatic", "static", "theme sepia", "Use blue"])
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: ThemeRoot.self) == 1)
        // The overridden subtree still sees "sepia", so only the first label is re-evaluated.
        #expect(host.statistics.bodyEvaluations(of: ThemeLabel.self) == 1)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("changing a value does not re-render views that do not read its key")
    func changingValueSkipsNonReaders() {
        let host = CoreHost(ThemeRoot())
        host.statistics.reset()
        host.button("Use blue").click()
        host.settle()
        #expect(host.statistics.bodyEvaluations(of: StyleLabel.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: StaticLabel.self) == 0)
    }

    // MARK: Seed 001: Account with .environment(_:) and @Environment(Account.self)

    @Observable
    final class Account {
        var userName: String?
        /// Never read by a body.
        var loginAttempts = 0

        func showLogin() {
            loginAttempts += 1
            userName = "Ada"
        }

        func logOut() { userName = nil }
    }

    struct FoodTruckMenuView: View {
        @Environment(Account.self) var account
        var body: some View {
            if let name = account.userName {
                HStack {
                    Text(name)
                    Button("Log out") { account.logOut() }
                }
            } else {
                Button("Login") { account.showLogin() }
            }
        }
    }

    struct RootView: View {
        var body: some View {
            VStack {
                Text("Food Truck")
                FoodTruckMenuView()
            }
        }
    }

    @Test("logging in and out through the environment's account re-renders the menu only")
    func loginAndLogout() {
        let account = Account()
        let host = CoreHost(RootView().environment(account))
        #expect(host.texts == ["Food Truck", "Login"])

        host.statistics.reset()
        host.button("Login").click()
        host.settle()
        #expect(account.userName == "Ada")
        #expect(host.texts == ["Food Truck", "Ada", "Log out"])
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: FoodTruckMenuView.self) == 1)
        #expect(host.statistics.bodyEvaluations(of: RootView.self) == 0)

        host.button("Log out").click()
        host.settle()
        #expect(host.texts == ["Food Truck", "Login"])
    }

    @Test("changing an account property the menu did not read does not re-render it")
    func unreadAccountPropertyDoesNotReRender() {
        let account = Account()
        let host = CoreHost(RootView().environment(account))
        host.statistics.reset()
        account.loginAttempts += 1
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)
    }

    @Test("an optional @Environment(T.self) reads nil when no object is placed, without a diagnostic")
    func optionalObjectReadsNil() {
        struct MaybeAccountView: View {
            @Environment(Account.self) var account: Account?
            var body: some View { Text(account?.userName ?? "no account") }
        }
        let (host, messages) = capturingDiagnostics { CoreHost(MaybeAccountView()) }
        #expect(host.texts == ["no account"])
        #expect(messages.isEmpty)
    }

    @Test("a missing @Observable object is reported with the type, the view, its path and the fix")
    func missingObjectIsReported() {
        let (host, messages) = capturingDiagnostics { CoreHost(RootView()) }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.contains("@Environment(Account.self)"))
        #expect(message.contains("in view FoodTruckMenuView"))
        #expect(message.contains("RootView → FoodTruckMenuView"))
        #expect(message.contains(".environment(Account(…))"))
        #expect(host.texts.first == "Food Truck")
        #expect(host.texts.contains { $0.hasPrefix("⚠") && $0.contains("Account") })
        #expect(host.statistics.bodyEvaluations(of: FoodTruckMenuView.self) == 0)
    }
}
