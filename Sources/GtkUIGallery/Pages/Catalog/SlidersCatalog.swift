import GtkUI

/// Sliders, steppers, progress views and gauges, wired to one another.
struct SlidersCatalog: View {
    @State private var volume = 0.4
    @State private var speed: Float = 30
    @State private var isEditing = false
    @State private var copies = 2
    @State private var opacity = 0.5

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("Low")
            } maximumValueLabel: {
                Text("High")
            }
            Slider(value: $speed, in: 0...100, step: 10) {
                Text("Speed")
            } onEditingChanged: {
                isEditing = $0
            }
            .tint(.orange)
            Text(verbatim: "Speed \(Int(speed))" + (isEditing ? " (editing)" : ""))
            Stepper("Copies: \(copies)", value: $copies, in: 1...5)
            Stepper("Opacity", value: $opacity, in: 0...1, step: 0.1, format: .percent)
            Divider()
            HStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading…")
                ProgressView("Volume", value: volume).progressViewStyle(.circular)
                ProgressView("Speed", value: Double(speed), total: 100)
                    .progressViewStyle(.circular)
                    .tint(.orange)
                ProgressView("Waiting").progressViewStyle(.linear).frame(width: 100)
            }
            ProgressView("Volume level", value: volume)
            ProgressView(value: Double(speed), total: 100) {
                Text("Speed")
            } currentValueLabel: {
                Text(verbatim: "\(Int(speed)) of 100")
            }
            Gauge(value: Double(speed), in: 0...100) {
                Text("Gauge")
            } currentValueLabel: {
                Text(verbatim: "\(Int(speed))")
            } minimumValueLabel: {
                Text(verbatim: "0")
            } maximumValueLabel: {
                Text(verbatim: "100")
            }
            ProgressView("Custom style", value: volume).progressViewStyle(PercentProgressStyle())
            Gauge(value: volume) { Text("Accessory gauge") }
                .gaugeStyle(.accessoryLinear)
                .tint(.green)
        }
        .frame(width: 420)
    }
}

/// A progress view style of the app's own: the label and percentage over the default bar.
private struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer()
                Text(verbatim: "\(Int((configuration.fractionCompleted ?? 0) * 100)) %").foregroundStyle(.secondary)
            }
            ProgressView(value: configuration.fractionCompleted ?? 0).tint(.purple)
        }
    }
}
