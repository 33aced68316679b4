import GtkUI

/// Grid, the horizontal lazy containers, GeometryReader and ViewThatFits: a table whose
/// columns line up, rows of tags and cells that scroll sideways, a bar sized from the space it
/// is given, and a button that picks the label that fits the width chosen.
struct GridsCatalog: View {
    @State private var quantity = 2
    @State private var width = 420.0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Grid").font(.headline)
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                GridRow {
                    Text("Item").bold()
                    Text("Qty").bold().gridColumnAlignment(.trailing)
                    Text("Price").bold().gridColumnAlignment(.trailing)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Notebook, squared")
                    Text("\(quantity)")
                    Text("\(quantity * 4).00 €")
                }
                GridRow {
                    Text("Fountain pen")
                    Text("1")
                    Text("28.00 €")
                }
                GridRow {
                    Text("Free shipping over 30 €").foregroundStyle(.secondary).gridCellColumns(2)
                    Text("0.00 €")
                }
            }
            HStack {
                Button("One more notebook") { quantity += 1 }
                Button("One fewer") { quantity = max(0, quantity - 1) }
            }

            Text("LazyHStack and LazyHGrid").font(.headline)
            LazyHStack(spacing: 6) {
                ForEach(1...500, id: \.self) { Text("Tag \($0)").padding(4).border(Color.gray) }
            }
            LazyHGrid(rows: [GridItem(.fixed(28)), GridItem(.fixed(28))], spacing: 6) {
                ForEach(1...1000, id: \.self) { Text("Cell \($0)") }
            }

            Text("GeometryReader").font(.headline)
            GeometryReader { proxy in
                VStack(alignment: .leading, spacing: 4) {
                    Text("Offered \(Int(proxy.size.width)) × \(Int(proxy.size.height)) points")
                    Color.accentColor.frame(width: proxy.size.width * 0.6, height: 8)
                    Text("The bar is 60 % of that width").font(.caption)
                }
            }
            .frame(height: 60)

            Text("ViewThatFits").font(.headline)
            HStack {
                Button("Narrow") { width = 180 }
                Button("Medium") { width = 300 }
                Button("Wide") { width = 420 }
            }
            ViewThatFits(in: .horizontal) {
                HStack {
                    Image(systemName: "square.and.arrow.down")
                    Text("Download the whole archive (1.2 GB)")
                }
                HStack {
                    Image(systemName: "square.and.arrow.down")
                    Text("Download (1.2 GB)")
                }
                Image(systemName: "square.and.arrow.down")
            }
            .frame(width: width, alignment: .leading)
            .border(Color.gray)
            Text("Offered \(Int(width)) points")
        }
        .padding()
    }
}
