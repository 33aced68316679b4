import GtkUI

/// A sortable table of planets: `Table` with `selection:` and `sortOrder:`, columns made with
/// `value:` key paths (which sort) and with content closures (which do not), fixed and ranged
/// widths, `.tableStyle(.bordered(alternatesRowBackgrounds: true))`, and a line above that
/// follows the selection and the sort order; below it, a table built with
/// `Table(of:columns:rows:)` (see ``PlanetFactsTable``).
struct TablesCatalog: View {
    struct Planet: Identifiable {
        let id: Int
        let name: String
        let moons: Int
        let distance: Double
        let kind: String
    }

    static let planets = [
        Planet(id: 1, name: "Mercury", moons: 0, distance: 0.39, kind: "Rocky"),
        Planet(id: 2, name: "Venus", moons: 0, distance: 0.72, kind: "Rocky"),
        Planet(id: 3, name: "Earth", moons: 1, distance: 1.0, kind: "Rocky"),
        Planet(id: 4, name: "Mars", moons: 2, distance: 1.52, kind: "Rocky"),
        Planet(id: 5, name: "Jupiter", moons: 95, distance: 5.2, kind: "Gas giant"),
        Planet(id: 6, name: "Saturn", moons: 146, distance: 9.54, kind: "Gas giant"),
        Planet(id: 7, name: "Uranus", moons: 28, distance: 19.2, kind: "Ice giant"),
        Planet(id: 8, name: "Neptune", moons: 16, distance: 30.1, kind: "Ice giant"),
    ]

    @State private var order = [KeyPathComparator(\Planet.distance)]
    @State private var selected: Planet.ID?

    private var sortedPlanets: [Planet] { Self.planets.sorted(using: order) }

    private var summary: String {
        let name = Self.planets.first { $0.id == selected }?.name ?? "none"
        let column =
            switch order.first?.keyPath {
            case \Planet.name: "name"
            case \Planet.moons: "moons"
            default: "distance"
            }
        return "Selected: \(name) · sorted by \(column), \(order.first?.order == .reverse ? "descending" : "ascending")"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(summary)
            Table(sortedPlanets, selection: $selected, sortOrder: $order) {
                TableColumn("Planet", value: \.name)
                TableColumn("Moons", value: \.moons) { Text("\($0.moons)") }.width(80)
                TableColumn("Distance (AU)", value: \.distance) { Text("\($0.distance, specifier: "%.2f")") }
                    .width(min: 100, ideal: 120)
                TableColumn("Kind") { Text($0.kind).foregroundStyle(.secondary) }
            }
            .tableStyle(.bordered(alternatesRowBackgrounds: true))
            .frame(minHeight: 280)
            Button("Select Earth") { selected = 3 }
            PlanetFactsTable()
        }
    }
}

/// `Table(of:columns:rows:)`: a static Sun row, then a `ForEach` of the inner planets; a column
/// per fact the toggles leave on (`TableColumnForEach`), and a Kind column that an `if`/`else`
/// shows in full or as an initial. Columns come and go without rebuilding the others.
struct PlanetFactsTable: View {
    typealias Planet = TablesCatalog.Planet

    struct Fact: Identifiable, Hashable {
        let id: String
        let title: String

        func text(for planet: Planet) -> String {
            id == "moons" ? "\(planet.moons)" : String(format: "%.2f", planet.distance)
        }
    }

    @State private var showsMoons = true
    @State private var showsDistance = true
    @State private var shortKind = false

    private var facts: [Fact] {
        (showsMoons ? [Fact(id: "moons", title: "Moons")] : [])
            + (showsDistance ? [Fact(id: "distance", title: "Distance (AU)")] : [])
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 16) {
                Toggle("Moons column", isOn: $showsMoons)
                Toggle("Distance column", isOn: $showsDistance)
                Toggle("Short kind", isOn: $shortKind)
            }
            Table(of: Planet.self) {
                TableColumn("Body", value: \.name)
                TableColumnForEach(facts) { fact in TableColumn(fact.title) { Text(fact.text(for: $0)) } }
                if shortKind {
                    TableColumn("Kind") { Text(String($0.kind.prefix(1))) }.width(60)
                } else {
                    TableColumn("Kind") { Text($0.kind).foregroundStyle(.secondary) }
                }
            } rows: {
                TableRow(Planet(id: 0, name: "Sun", moons: 0, distance: 0, kind: "Star"))
                ForEach(TablesCatalog.planets.prefix(4)) { TableRow($0) }
            }
            .frame(minHeight: 200)
        }
    }
}
