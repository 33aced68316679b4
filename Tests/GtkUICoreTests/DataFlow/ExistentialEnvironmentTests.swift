import GtkUICore
import GtkUICoreTesting
import Testing

private struct GreetingKey: EnvironmentKey {
    static let defaultValue: any CustomStringConvertible & Sendable = "Hello"
}

extension EnvironmentValues {
    fileprivate var greeting: any CustomStringConvertible & Sendable {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// `@Environment` of a key whose value is an existential (`any P`), as a label style is.
@MainActor
@Suite("Existential environment values")
struct ExistentialEnvironmentTests {
    struct Greeter: View {
        @Environment(\.greeting) private var greeting
        let name: String
        var body: some View { Text("\(greeting.description), \(name)") }
    }

    struct Page: View {
        @State var name = "Ada"
        var body: some View {
            VStack {
                Greeter(name: name)
                Button("Rename") { name = "Grace" }
            }
        }
    }

    @Test("a view reading an existential environment value is compared and re-rendered without crashing")
    func comparesExistentialValues() {
        let host = CoreHost(Page().environment(\.greeting, 42))
        #expect(host.texts.contains("42, Ada"))
        host.button("Rename").click()
        host.settle()
        #expect(host.texts.contains("42, Grace"))
    }
}
