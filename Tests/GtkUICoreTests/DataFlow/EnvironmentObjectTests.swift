import GtkUICore
import GtkUICoreTesting
import OpenCombine
import Testing

/// `@EnvironmentObject` + `.environmentObject(_:)`: any descendant reads the object without
/// the views in between passing it along; a missing object is reported, never defaulted.
@MainActor
@Suite("EnvironmentObject")
struct EnvironmentObjectTests {
    // MARK: Seed 003: MySettings four levels down

    final class MySettings: ObservableObject {
        @Published var isUseFaceID = false
    }

    final class Person: ObservableObject {
        @Published var name = "Taro"
    }

    struct ContentView: View {
        @StateObject var person = Person()
        var body: some View {
            VStack {
                ChildView(person: person)
                SiblingView()
            }
        }
    }

    /// Passes the person along without using it, and never mentions the settings.
    struct ChildView: View {
        var person: Person
        var body: some View {
            ChildChildView(person: person)
        }
    }

    struct ChildChildView: View {
        var person: Person
        var body: some View {
            ChildChildChildView(person: person)
        }
    }

    struct ChildChildChildView: View {
        @ObservedObject var person: Person
        @EnvironmentObject var settings: MySettings
        var body: some View {
            VStack {
                Text("Your name is \(person.name)")
                Toggle("Use Face ID", isOn: $settings.isUseFaceID)
                Text(settings.isUseFaceID ? "Face ID on" : "Face ID off")
            }
        }
    }

    /// Beside the chain; it does not ask for the settings.
    struct SiblingView: View {
        var body: some View {
            Text("sibling")
        }
    }

    @Test("an object placed at the root is read four levels down")
    func reachedFourLevelsDown() {
        let settings = MySettings()
        let host = CoreHost(ContentView().environmentObject(settings))
        #expect(host.texts == ["Your name is Taro", "Use Face ID", "Face ID off", "sibling"])
        #expect(host.toggle("Use Face ID").properties["isOn"] as? Bool == false)
    }

    @Test("flipping the toggle writes the object and re-renders only the view that reads it")
    func togglingReRendersOnlyTheReader() {
        let settings = MySettings()
        let host = CoreHost(ContentView().environmentObject(settings))
        host.statistics.reset()
        host.toggle("Use Face ID").toggle()
        host.settle()
        #expect(settings.isUseFaceID)
        #expect(host.texts == ["Your name is Taro", "Use Face ID", "Face ID on", "sibling"])
        #expect(host.statistics.updatePasses == 1)
        #expect(host.statistics.bodyEvaluations(of: ChildChildChildView.self) == 1)
        #expect(host.statistics.bodyEvaluations == 1)
        // The switch already shows the user's change; only the status label is written.
        #expect(host.statistics.writes(of: "Switch.isOn") == 0)
        #expect(host.statistics.writes(of: "Label.text") == 1)
    }

    @Test("changing the object elsewhere updates the switch four levels down")
    func modelChangeUpdatesSwitch() {
        let settings = MySettings()
        let host = CoreHost(ContentView().environmentObject(settings))
        host.statistics.reset()
        settings.isUseFaceID = true
        host.settle()
        #expect(host.toggle("Use Face ID").properties["isOn"] as? Bool == true)
        #expect(host.statistics.writes(of: "Switch.isOn") == 1)
        #expect(host.statistics.bodyEvaluations(of: ChildChildChildView.self) == 1)
    }

    @Test("views between the root and the reader, and its siblings, are not re-evaluated")
    func intermediateViewsAreNotReEvaluated() {
        let settings = MySettings()
        let host = CoreHost(ContentView().environmentObject(settings))
        host.statistics.reset()
        settings.isUseFaceID = true
        host.settle()
        #expect(host.statistics.bodyEvaluations(of: ContentView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: ChildView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: ChildChildView.self) == 0)
        #expect(host.statistics.bodyEvaluations(of: SiblingView.self) == 0)
    }

    @Test("an object nobody in the tree asks for causes no update")
    func unreadObjectCausesNoUpdate() {
        let settings = MySettings()
        let host = CoreHost(SiblingView().environmentObject(settings))
        host.statistics.reset()
        settings.isUseFaceID = true
        host.settle()
        #expect(host.statistics.updatePasses == 0)
        #expect(host.statistics.bodyEvaluations == 0)
    }

    @Test("an object placed closer to the reader wins over one placed at the root")
    func innerPlacementWins() {
        struct Outer: View {
            let inner: MySettings
            var body: some View {
                VStack {
                    SettingsReader()
                    SettingsReader().environmentObject(inner)
                }
            }
        }
        struct SettingsReader: View {
            @EnvironmentObject var settings: MySettings
            var body: some View { Text(settings.isUseFaceID ? "on" : "off") }
        }
        let outer = MySettings()
        let inner = MySettings()
        inner.isUseFaceID = true
        let host = CoreHost(Outer(inner: inner).environmentObject(outer))
        #expect(host.texts == ["off", "on"])

        host.statistics.reset()
        outer.isUseFaceID = true
        host.settle()
        #expect(host.texts == ["on", "on"])
        #expect(host.statistics.bodyEvaluations(of: SettingsReader.self) == 1)
    }

    // MARK: Missing object

    @Test("a missing object is reported with the type, the view, its path and the fix")
    func missingObjectIsReported() {
        let (host, messages) = capturingDiagnostics { CoreHost(ContentView()) }
        #expect(messages.count == 1)
        let message = messages.first ?? ""
        #expect(message.contains("MySettings"))
        #expect(message.contains("@EnvironmentObject"))
        #expect(message.contains("in view ChildChildChildView"))
        #expect(message.contains("ContentView → ChildView → ChildChildView → ChildChildChildView"))
        #expect(message.contains(".environmentObject(MySettings(…))"))
        // The rest of the window still renders; the broken view shows the error in its place.
        #expect(host.texts.contains("sibling"))
        #expect(host.texts.contains { $0.hasPrefix("⚠") && $0.contains("MySettings") })
        #expect(host.statistics.bodyEvaluations(of: ChildChildChildView.self) == 0)
    }

    @Test("a missing object is reported once, however often the view is updated")
    func missingObjectIsReportedOnce() {
        struct RetryView: View {
            @State private var attempt = 0
            var body: some View {
                VStack {
                    Button("Try again") { attempt += 1 }
                    AttemptReader(attempt: attempt)
                }
            }
        }
        struct AttemptReader: View {
            var attempt: Int
            @EnvironmentObject var settings: MySettings
            var body: some View { Text("attempt \(attempt): \(settings.isUseFaceID)") }
        }
        let (_, messages) = capturingDiagnostics {
            let host = CoreHost(RetryView())
            for _ in 0..<3 {
                host.button("Try again").click()
                host.settle()
            }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("RetryView → AttemptReader") == true)
    }
}
