import GtkUICore
import GtkUICoreTesting
import Testing

/// `\.scenePhase` and `\.colorScheme` on the in-memory backend: views reading them update when
/// the window's state changes, and only those views; `.preferredColorScheme` requests reach the
/// window host, the latest one shown winning.
@MainActor
@Suite("Scene phase and color scheme")
struct SceneStateTests {
    struct Phase: View {
        @Environment(\.scenePhase) private var phase
        var body: some View { Text("Phase: \(String(describing: phase))") }
    }

    struct Scheme: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text("Scheme: \(String(describing: scheme))") }
    }

    struct Screen: View {
        @State var dark = false
        var body: some View {
            VStack {
                Phase()
                Scheme()
                Button("Toggle") { dark.toggle() }
                if dark { Text("Dark please").preferredColorScheme(.dark) }
            }
        }
    }

    @Test("a phase change re-evaluates only the view that reads it")
    func phase() {
        let state = _SceneState()
        var environment = EnvironmentValues()
        environment._sceneState = state
        let host = CoreHost(Screen(), environment: environment)
        #expect(host.texts.contains("Phase: active"))
        let before = host.statistics.bodyEvaluations
        state.phase = .inactive
        host.settle()
        #expect(host.texts.contains("Phase: inactive"))
        #expect(host.statistics.bodyEvaluations - before == 1)
        #expect(host.statistics.bodyEvaluations(of: Phase.self) == 2)
        state.phase = .inactive
        host.settle()
        #expect(host.statistics.bodyEvaluations - before == 1)
    }

    @Test("the color scheme follows the state; .environment(\\.colorScheme) overrides it below")
    func scheme() {
        let state = _SceneState()
        var environment = EnvironmentValues()
        environment._sceneState = state
        let host = CoreHost(
            VStack {
                Scheme()
                Scheme().environment(\.colorScheme, .dark)
            }, environment: environment)
        #expect(host.texts == ["Scheme: light", "Scheme: dark"])
        state.colorScheme = .dark
        host.settle()
        #expect(host.texts == ["Scheme: dark", "Scheme: dark"])
    }

    @Test("a shown .preferredColorScheme asks the host for it; leaving withdraws the request")
    func preferred() {
        let state = _SceneState()
        var requests: [ColorScheme?] = []
        state.onPreferredColorSchemeChange = { requests.append($0) }
        var environment = EnvironmentValues()
        environment._sceneState = state
        let host = CoreHost(Screen(), environment: environment)
        host.button("Toggle").click()
        host.settle()
        #expect(state.preferredColorScheme == .dark)
        host.button("Toggle").click()
        host.settle()
        #expect(state.preferredColorScheme == nil)
        #expect(requests == [.dark, nil])
    }
}
